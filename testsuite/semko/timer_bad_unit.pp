# An unknown timer unit names the units that exist.
# error: unknown timer unit 'min': use s, ms, us, ns, hz or jiffies
# at: 4:13
probe timer.min(1) { n++ }
