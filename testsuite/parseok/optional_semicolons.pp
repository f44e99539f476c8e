# Semicolons are optional between statements and after 'global'; a statement ends where no operator continues it.
global a global b
global c;
function f(x) { y = x * 2 return y }
probe begin {
	a = 1 b = 2 c = a + b
	if (a) next
	x = f(c) print(x)
	while (x > 0) { x-- if (x == 3) break }
	foreach (k in arr) continue
	delete arr
	s = "a" s .= "b" println(s)
}
global arr
probe end { arr[1] = 2; ; ; }
