# -f json: each output record (a handler run's printf/print/println text)
# is one line {"type":"printf","data":"..."}, its bytes escaped as JSON
# wants (quote, backslash, newline, tab, other control bytes as \u00XX;
# a byte that is not UTF-8, here 200, as \u00c8; valid UTF-8 as it is);
# each global printed at exit is {"type":"global","data":{NAME:VALUE}}
# (json_globals.pp has the other kinds); the exit report is one
# {"type":"stats","data":{...}} line last, with every stat a number.
# run.sh also parses every line with python3's json module (-f json tests).
# The numbers checked exactly are fixed by the script: 4 records written
# (begin, end, one per global), 4 read, nothing dropped, skipped or cut;
# memory_bytes and possible_cpus vary with the guest and are only numbers.
# run: -f json
global n, s
probe begin {
	printf("quote \" backslash \\ tab\t%c%c%c end\n", 200, 1, 127)
	printf("caf\xc3\xa9\n")
	print(42)
	println("")
	n = 5; s = "a\"b"
	exit()
}
probe end { printf("end") }
