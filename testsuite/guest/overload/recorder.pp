# Numbered records from one CPU (a timer) into a flight recorder that
# keeps the newest.
global n
probe timer.us(100) { printf("seq %d\n", n++); if (n >= 20000) exit() }
probe end { printf("final %d\n", n - 1) }
