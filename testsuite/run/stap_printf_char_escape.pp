# printf("%#c") escapes the character as SystemTap does; "%#s" prints the string as it is, as SystemTap's does.
# Expected output from SystemTap's runtime (vsprintf.c): _stp_vsprint_char
# with the '#' flag writes a printable ASCII byte as it is except ' and \,
# \a \b \f \n \r \t \v \' \\ as two bytes, any other byte as \ and three
# octal digits (0 as \000, 200 as \310), padded to the width with spaces
# as an escape of that size; " is not escaped.  _stp_vsprint_memory
# ignores '#' for %s.
probe begin {
	printf("[%#c][%#c][%#c][%#c][%#c][%#c][%#c][%#c][%#c]\n", 97, 10, 9, 39, 92, 34, 0, 200, 7)
	printf("[%#5c][%-#5c][%#3c][%c][%#s][%#6s]\n", 10, 10, 200, 65, "a\\b\"c", "x")
	s = sprintf("%#c%#c", 13, 11)
	printf("%s %d\n", s, strlen(s))
	exit()
}
