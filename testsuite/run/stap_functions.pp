# SystemTap's function semantics on bad input (issue 16, group 4), and
# the common SystemTap functions pmprobe adds (group 6).
# flags: -D MAXERRORS=2
# status: 1
# stderr-re: ^ERROR: stringat: position 3 is out of bounds near /.*/stap_functions\.pp:[0-9]+:[0-9]+$
# stderr-re: ^ERROR: ctime: time 2147483648 is out of range near /.*/stap_functions\.pp:[0-9]+:[0-9]+$
# Strtol: SystemTap's tapset/string.stp reads the number with the kernel's
# simple_strtol() (the kernel's lib/kstrtox.c rules: optional '-', 0x prefix for base 16
# or 0, digits 0-9a-f below the base, stop at the first other character);
# the issue's own example: strtol("abcdef", 10) is 0.  Never an error.
probe begin {
	printf("%d %d %d %d\n", strtol("abcdef", 10), strtol("12abc", 10), strtol("abcdef", 16), strtol("", 10))
	printf("%d %d %d %d\n", strtol(" 7", 10), strtol("+7", 10), strtol("7\n", 10), strtol("-", 10))
	printf("%d %d %d %d\n", strtol("z", 36), strtol("10", 36), strtol("0x", 16), strtol("0x1g", 0))
	printf("%d %d %d %d\n", strtol("08", 0), strtol("-0x10", 0), strtol("0X1F", 16), strtol("10", 1))
	printf("%d %d\n", strtol("18446744073709551615", 10), strtol("-9223372036854775808", 10))
	printf("%d %d %d %d\n", strtol("zz", 36), strtol("g", 17), strtol("Hello", 36), strtol("-10", 20))
}
# MAXNESTING: SystemTap's default is the depth of the deepest chain of calls
# when no call can recurse (its translator writes "#define MAXNESTING N"
# for the script), 10 when one can: this chain of 12 runs there, and here.
function f1(n) { return f2(n + 1) }
function f2(n) { return f3(n + 1) }
function f3(n) { return f4(n + 1) }
function f4(n) { return f5(n + 1) }
function f5(n) { return f6(n + 1) }
function f6(n) { return f7(n + 1) }
function f7(n) { return f8(n + 1) }
function f8(n) { return f9(n + 1) }
function f9(n) { return f10(n + 1) }
function f10(n) { return f11(n + 1) }
function f11(n) { return f12(n + 1) }
function f12(n) { return n + strlen("x") }
probe begin { println("f1: ", f1(0)) }
# Group 6.  Expected values from SystemTap's tapset reference:
# isdigit (first character 0-9), stringat (the character at POS; an error
# out of bounds), str_replace (every instance replaced), text_str/text_strn
# (non-printables escaped; quoted and truncated ends in "..."; the escapes
# and lengths as its runtime's _stp_text_str writes them), ctime (the
# examples on its page: 0, -2147483648, 2147483647 and "Wed Jun 30 21:49:08
# 1993"; beyond 32 bits an error), ansi_* (the bytes its ansi tapset prints).
probe begin {
	printf("%d %d %d %d\n", isdigit("7up"), isdigit("up7"), isdigit(""), isdigit("-1"))
	printf("%d %d %d\n", stringat("abc", 0), stringat("abc", 2), stringat("A", 0))
	printf("[%s] [%s] [%s]\n", str_replace("hello world", "o", "0"), str_replace("aaa", "aa", "b"), str_replace("abc", "", "x"))
	printf("[%s] [%s] [%s]\n", str_replace("abc", "abc", ""), str_replace("", "a", "b"), str_replace("x.y.z", ".", "::"))
	printf("[%s]\n", text_str("a\tb\"c\\d\n\001\x7f"))
	printf("[%s] [%s] [%s]\n", text_strn("hello world", 8, 1), text_strn("hello", 0, 1), text_strn("hello world", 5, 0))
	printf("[%s] [%s]\n", text_strn("ab\tcd", 3, 0), text_strn("hi", 1, 1))
	printf("[%s] [%s]\n", ctime(0), ctime(-2147483648))
	printf("[%s] [%s]\n", ctime(2147483647), ctime(741476948))
	printf("%d\n", HZ() >= 100 && HZ() <= 1000)
	ansi_clear_screen(); ansi_set_color(31); ansi_set_color2(32, 41); ansi_set_color3(33, 42, 1)
	ansi_reset_color(); ansi_new_line(); ansi_cursor_move(3, 7); ansi_cursor_hide()
	ansi_cursor_save(); ansi_cursor_restore(); ansi_cursor_show(); println("|")
	# sprint, sprintln, print with several arguments: SystemTap's language
	# reference (each argument as %d or %s, no separator).
	printf("[%s] [%s] [%s]\n", sprint(1, "a", -2), sprintln("x", 3), sprint())
	print(1, "a", -2, "\n"); println(sprint(9223372036854775807, ":", text_str("\t")))
	# tokenize: the next non-empty token; "" continues, "" at the end.
	tok = tokenize("  a,b  c,,d ", " ,")
	while (tok != "") { printf("<%s>", tok); tok = tokenize("", " ,") }
	printf("[%s] [%s] [%s]\n", tokenize("", ","), tokenize("x-y", ""), tokenize("--", "-"))
}
probe begin(1) { println("stringat"); x = stringat("abc", 3); println("not reached ", x) }
probe begin(2) { println("ctime"); s = ctime(2147483648); println("not reached ", s) }
probe begin(3) { println("not reached: MAXERRORS=2") }
probe end { println("end") }
