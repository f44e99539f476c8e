# 'timer' alone, or a unit without its number, is refused.
# error: 'timer' needs a period: timer.s(N), timer.ms(N), timer.us(N), timer.hz(N) or timer.jiffies(N)
# error: 'ms' needs a number: ms(N)
# at: 5:7
probe timer { n++ }
probe timer.ms { n++ }
