# Recursive and mutually recursive functions parse (calls before and after the definition).
function fact(n) { if (n <= 1) return 1; return n * fact(n - 1) }
function is_even(n) { if (n == 0) return 1; return is_odd(n - 1) }
function is_odd(n) { if (n == 0) return 0; return is_even(n - 1) }
probe begin { println(fact(10)); println(is_even(7)) }
