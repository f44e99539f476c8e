# Flag combinations C accepts and resolves ('-' beats '0', '+' beats ' '): %-06d pads right with spaces, %+ d shows the sign.
probe begin {
	printf("[%-06d][%-05x]\n", 42, 255)
	printf("[%+ d][% +d]\n", 7, -7)
	exit()
}
