# Division by zero stops the script: error and end probes run, status 1.
# status: 1
# stderr: ERROR: division by zero near
# stderr-re: ^ERROR: division by zero near /.*/runtime_error_div\.pp:6:40$
global zero = 0
probe begin { println("start"); x = 10 / zero; println("not reached ", x) }
probe error { println("error probe") }
probe end { println("end probe") }
