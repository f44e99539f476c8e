# Many locals of both types across several probes sharing one locals area
# (unoptimized: nothing reads them, so elision would leave none).
# flags: -u
probe begin { a = 1; b = "x"; c = a + 1; d = b . b }
probe end { e = "y"; f = 2; g = e . sprintf("%d", f) }
probe timer.ms(10) { h = 3; i = "z"; exit() }
