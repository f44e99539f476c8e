# Golden: a recursive function, a sorted foreach with limit, aggregates.
global lat, by_cpu
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) }
probe timer.ms(10) { lat <<< fib(10); by_cpu[cpu()] <<< 1 }
probe end {
	foreach ([c] in by_cpu- limit 2) printf("%d %d\n", c, @count(by_cpu[c]))
	print(@hist_log(lat))
}
