# SystemTap corpus: text_str() and text_strn() to show strings with special characters.
# Expected output (SystemTap 5.x): stapfuncs text_str(3stap) and
# text_strn(3stap), implemented by _stp_text_str in its runtime: printable
# ASCII is kept, except '"' and '\' which are escaped, \a \b \f \n \r \t \v
# are written as such, other bytes as \ and three octal digits; text_strn
# with QUOTED puts the result in double quotes (LEN 0: no limit).
probe begin
{
	println(text_str("tab\there"))
	println(text_str("line\n"))
	println(text_str("say \"hi\""))
	println(text_str("back\\slash"))
	println(text_str("bell\a and \001"))
	println(text_strn("quoted", 0, 1))
	println(text_str("plain text"))
	exit()
}
