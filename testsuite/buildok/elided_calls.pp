# Elision removes every call of a pure function (its value is never
# used), an assignment nothing reads and the code after 'next'; the
# function is still compiled, and must not break the build (-Werror)
# as an unused static function.
global n
function twice(v) { return v * 2 }
function pick:string(s:string) { return substr(s, 1, 2) }
probe timer.ms(10) {
	twice(n);
	unread = pick("abcd")
	n++
	next
	println(twice(n))
}
probe end { println(n > 0) }
