# The clocks.
probe begin { printf("%d %d %d %d %d %d\n", gettimeofday_ns(), gettimeofday_us(),
	      gettimeofday_ms(), gettimeofday_s(), local_clock_ns(), jiffies()); exit() }
