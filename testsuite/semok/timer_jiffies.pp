# timer.jiffies(N), as in SystemTap: N ticks of the target kernel's clock; the period in ns is computed from its CONFIG_HZ where the module is built.
# expect-p2: timer period=5 jiffies of the target kernel hrtimer on one CPU
# expect-p2: timer period=360000 jiffies of the target kernel hrtimer on one CPU
probe timer.jiffies(5), timer.jiffies(360000) { println(pp()) }
