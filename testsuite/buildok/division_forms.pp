# Division and modulo: checked divisors, literal divisors, x / -1.
global z = 0
probe begin { a = 7 / 2; b = -7 % 3; c = 5 / -1; d = 9 / z; e = 8 % z; println(a + b + c + d + e) }
