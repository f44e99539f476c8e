# Global initializers of both types, negative numbers, hex and octal.
global a = 5, b = -5, c = 0x10, d = 010, s = "init", t = ""
probe begin { println(a + b + c + d, s, t); exit() }
