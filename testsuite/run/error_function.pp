# error("msg") is a runtime error with that message: output before it is kept, later begin probes do not run, error probes run by priority, then end; status 1.
# status: 1
# stderr: ERROR: custom failure 42 near
probe begin { println("begin"); error(sprintf("custom failure %d", 42)); println("not reached") }
probe begin(10) { println("later begin not run") }
probe end { println("end probe") }
probe error(3) { println("error(3)") }
probe error { println("error") }
probe error(-2) { println("error(-2)") }
