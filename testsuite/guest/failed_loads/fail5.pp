# Module init made to fail at step 5 (test-only knob).
# flags: -D FAIL_INIT_AT=5
probe perf.cpu_clock(1000000) { }
