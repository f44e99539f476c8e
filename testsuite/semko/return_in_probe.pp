# 'return' is for functions; a probe leaves with 'next'.
# error: 'return' outside a function; use 'next' to leave a probe handler
# at: 5:11
probe begin {
	if (1) { return }
}
