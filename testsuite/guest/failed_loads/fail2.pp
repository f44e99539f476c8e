# Module init made to fail at step 2 (test-only knob).
# flags: -D FAIL_INIT_AT=2
probe perf.cpu_clock(1000000) { }
