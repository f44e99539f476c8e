# print and println with several arguments of both types.
probe begin { print(1, "a", 2); println(); println("x", 3 + 4, "y"); exit() }
