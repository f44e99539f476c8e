# String concatenation with '.' and '.=', mixed with calls, and string comparisons with == != < >.
probe begin {
	s = "a" . "b" . "c"
	s = "a" . ("b" . "c")
	s .= execname() . "-" . sprintf("%d", pid())
	if (s == "x" || s != "y" || s < "z" || s > "a") println(s)
	t = (s . "x" == "ax") ? "yes" : "no"
}
