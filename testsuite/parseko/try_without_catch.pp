# A try block needs its catch, as in SystemTap.
# error: syntax error, unexpected identifier, expecting catch
probe begin { try { println("x") } println("y") }
