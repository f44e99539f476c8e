# SystemTap corpus: printf and sprintf of strings with widths, precision and left alignment; a field narrower than its text.
# Expected output (SystemTap 5.x): stapfuncs printf(3stap) and sprintf: %s
# as in C, width pads on the left ("-" on the right), ".N" keeps at most N
# bytes, a width smaller than the text does not cut it.
probe begin
{
	s = "probe"
	printf("[%s] [%10s] [%-10s] [%.3s] [%-8.2s]\n", s, s, s, s, s)
	printf("%s has %d characters\n", s, strlen(s))
	printf("%5s|%-5s|\n", "toolong", "x")
	str = sprintf("%s:%d", "pid", 100)
	println(str)
	row = sprintf("%-8s%8s", "name", "value")
	printf("<%s> is %d wide\n", row, strlen(row))
	exit()
}
