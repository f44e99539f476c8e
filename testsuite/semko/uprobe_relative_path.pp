# The program is named by its absolute path: a relative one would be
# looked up where the module loads, not here.
# error: process("bin/true"): name the program by its absolute path
# at: 5:15
probe process("bin/true").function("main") { }
