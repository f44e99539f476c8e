# timer.jiffies(N) above an hour at the lowest HZ (100) is refused, as the other units above an hour are; zero is refused as for every unit.
# error: timer period above 1 hour (jiffies(360001)): the longest is timer.jiffies(360000), an hour at HZ=100
# error: 'jiffies' must be positive
# at: 5:13
probe timer.jiffies(360001) { n++ }
probe timer.jiffies(0) { n++ }
