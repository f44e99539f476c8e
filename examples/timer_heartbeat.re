beat 1 on cpu [01] at jiffies [1-9][0-9]+
beat 2 on cpu [01] at jiffies [1-9][0-9]+
beat 3 on cpu [01] at jiffies [1-9][0-9]+
beat 4 on cpu [01] at jiffies [1-9][0-9]+
