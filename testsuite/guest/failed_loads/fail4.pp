# Module init made to fail at step 4 (test-only knob).
# flags: -D FAIL_INIT_AT=4
probe perf.cpu_clock(1000000) { }
