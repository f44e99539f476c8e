# Every C escape in string literals (\n \t \r \a \b \f \v \e \\ \" \' \? \xHH \ooo) parses and prints back unchanged.
global banner = "tab\there\n"
probe begin {
	s = "newline\n tab\t cr\r bell\a bs\b ff\f vt\v esc\e"
	t = "backslash\\ quote\" apostrophe\' question\?"
	u = "hex\x41\x7e\xff octal\101\7\177 one-digit-hex\xA"
	v = ""
	w = "#not a comment // nor this /* nor this */"
	println(s . t . u . v . w . banner)
}
