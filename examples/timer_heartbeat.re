beat 1 on cpu [0-9]+ at jiffies [0-9]+
beat 2 on cpu [0-9]+ at jiffies [0-9]+
beat 3 on cpu [0-9]+ at jiffies [0-9]+
beat 4 on cpu [0-9]+ at jiffies [0-9]+
