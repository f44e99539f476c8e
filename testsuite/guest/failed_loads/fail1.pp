# Module init made to fail at step 1 (test-only knob).
# flags: -D FAIL_INIT_AT=1
probe perf.cpu_clock(1000000) { }
