# The smallest script: begin prints and exits.
# smoke
probe begin {
	println("hello, world")
	exit()
}
