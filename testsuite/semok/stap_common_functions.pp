# The common SystemTap functions the tapset adds elaborate with SystemTap's signatures (issue 16, group 6).
# expect-p2: locals: n:long, s:string
# expect-p2: isdigit:long(s:string)
# expect-p2: stringat:long(s:string, pos:long)
# expect-p2: str_replace:string(s:string, from:string, to:string)
# expect-p2: text_strn:string(s:string, len:long, quoted:long)
# expect-p2: ctime:string(epochsecs:long)
# expect-p2: ansi_set_color3:void(fg:long, bg:long, attr:long)
probe begin {
	n = isdigit("1") + stringat("ab", 1) + HZ()
	s = str_replace("a.b", ".", "-") . text_str("\t") . text_strn("x", 0, 1) . ctime(0)
	ansi_clear_screen(); ansi_set_color(31); ansi_set_color2(31, 40); ansi_set_color3(31, 40, 1)
	ansi_reset_color(); ansi_new_line(); ansi_cursor_move(1, 1); ansi_cursor_hide()
	ansi_cursor_save(); ansi_cursor_restore(); ansi_cursor_show()
	s .= tokenize("a b", " ") . tokenize("", " ") . sprint(1, "x") . sprintln(2)
	if (n > 0) println(s)
	exit()
}
