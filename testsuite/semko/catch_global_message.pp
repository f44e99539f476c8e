# The message of a catch goes to a local variable; a global is refused.
# error: the message of catch ('g') must go to a local variable
# at: 5:41
global g
probe begin { try { error("x") } catch (g) { println(g) } }
