# Runs until stopped, for the permission checks.
probe timer.ms(100) { }
