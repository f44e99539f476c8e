# Direct and mutual recursion elaborate; the types flow through the recursive calls.
# expect-p2: fact:long(n:long)
# expect-p2: is_even:long(n:long)
# expect-p2: is_odd:long(n:long)
# expect-p2: rev:string(s:string, i:long)
function fact(n) { if (n <= 1) return 1; return n * fact(n - 1) }
function is_even(n) { if (n == 0) return 1; return is_odd(n - 1) }
function is_odd(n) { if (n == 0) return 0; return is_even(n - 1) }
function rev(s, i) { if (i < 0) return ""; return substr(s, i, 1) . rev(s, i - 1) }
probe begin { println(fact(10)); println(is_odd(7)); println(rev("abc", 2)) }
