# One body for several points ('probe begin, end, timer.ms(50)'): each run sees its own pp().
global seen
probe begin, timer.ms(50), end {
	p = pp()
	if (p == "timer.ms(50)") { if (!seen) { seen = 1; println(p); exit() } }
	else println(p)
}
