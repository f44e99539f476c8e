# Macros as in SystemTap: plain and with parameters, nested uses, a use in an argument of another, commas inside brackets, a macro in a probe point, a body holding a conditional.
@define pi %( 314 %)
@define add(a, b) %( ((@a) + (@b)) %)
@define twice(x) %( @add(@x, @x) %)
@define pick(n) %( %( @n == 1 %? "one" %: "other" %) %)
@define point %( perf.cpu_clock(1000000) %)
@define none() %( 0 %)
global arr
probe @point { arr[cpu()]++ }
probe begin {
	x = @pi + @add(1, 2) + @twice(@add(3, 4)) + @none()
	s = @pick(1) . @pick(2)
	y = @add(arr[1, 2], max(5, 6))
	printf("%d %s %d\n", x, s, y)
}
