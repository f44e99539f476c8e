# A runtime error in a perf handler (modulo by zero in irq context) stops the script: error and end run, status 1.
# smoke
# status: 1
# stderr: ERROR: division by zero near
# stderr-re: ^ERROR: division by zero near /.*/runtime_error_in_perf\.pp:7:65$
global zero, hits
probe perf.cpu_clock(1000000) { hits++; if (hits == 3) { n = 10 % zero; println(n) } }
probe error { printf("error probe hits=%d\n", hits >= 3) }
probe end { println("end") }
