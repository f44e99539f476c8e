w4>=50: 1 w2>=50: 1 w1>=50: 1 rw>2\*w2: 1
one update, one store each: 1
writer: tick_do_update_jiffies64, not tick code: 0
