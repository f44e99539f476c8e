# begin/end priorities are any 64-bit value, ordered as signed numbers
# (lower first), equal ones in script order, as in SystemTap; a literal
# that wraps (18446744073709551615) is the negative number it wraps to.
probe begin(9223372036854775807) { println("begin max") }
probe begin { println("begin 0 first") }
probe begin(-9223372036854775808) { println("begin min") }
probe begin(18446744073709551615) { println("begin -1 (wrapped)") }
probe begin(-1) { println("begin -1 second") }
probe begin(1000001) { println("begin 1000001") }
probe begin { println("begin 0 second") }
probe begin(9223372036854775807) { println("begin max second"); exit() }
probe end(9223372036854775807) { println("end max") }
probe end(-9223372036854775808) { println("end min") }
probe end(-1000001) { println("end -1000001") }
