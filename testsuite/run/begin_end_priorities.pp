# begin/end probes run by priority (lower first, default 0), equal priorities in script order.
probe begin(5) { println("begin(5)") }
probe begin { println("begin first") }
probe begin(-1) { println("begin(-1)") }
probe begin { println("begin second") }
probe begin(100) { println("begin(100) exits"); exit() }
probe end(2) { println("end(2)") }
probe end { println("end") }
probe end(-3) { println("end(-3)") }
