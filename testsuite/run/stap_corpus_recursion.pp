# SystemTap corpus: script functions with recursion, long and string parameters, a function that returns nothing.
# Expected output (SystemTap 5.x): the language reference's "Functions"
# section (arguments by value, recursion allowed, a function that returns
# nothing is a statement); every call chain here is at most 9 deep, below
# stap's default MAXNESTING of 10 (man stap, -D MAXNESTING).  The values are arithmetic:
# fib(0..8), 8!, gcd(1071, 462) = 21, Hanoi's 7 moves for 3 disks.
function fib(n)
{
	if (n < 2)
		return n
	return fib(n - 1) + fib(n - 2)
}

function fact(n) { return n <= 1 ? 1 : n * fact(n - 1) }

function gcd(a, b)
{
	if (b == 0)
		return a
	return gcd(b, a % b)
}

global moves

function hanoi(n, from:string, to:string, via:string)
{
	if (n > 0) {
		hanoi(n - 1, from, via, to)
		printf("disk %d: %s -> %s\n", n, from, to)
		moves++
		hanoi(n - 1, via, to, from)
	}
}

probe begin
{
	line = ""
	for (i = 0; i <= 8; i++)
		line .= sprintf("%s%d", i ? " " : "", fib(i))
	println(line)
	printf("8! = %d\n", fact(8))
	printf("gcd(1071, 462) = %d\n", gcd(1071, 462))
	hanoi(3, "A", "C", "B")
	printf("%d moves\n", moves)
	exit()
}
