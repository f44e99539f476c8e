# Module init made to fail at step 3 (test-only knob).
# flags: -D FAIL_INIT_AT=3
probe perf.cpu_clock(1000000) { }
