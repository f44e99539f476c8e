# -o FILE writes the script's output to FILE, not stdout: pmprobe's own
# stdout must stay empty and its status be 0 (both checked by the harness
# as for any run), then the after-line appends the file to the test's
# stdout (cat fails, and the output differs, if the file is missing).
# Output that also went to stdout would appear twice.
# run: -o /tmp/pmp_o.txt
# after: cat /tmp/pmp_o.txt
probe begin { println("into the file"); printf("%d\n", 6 * 7) }
probe begin(1) { exit() }
probe end { println("end too") }
