# -o FILE writes the script's output to FILE, not stdout (the run line cats the file into the test's stdout; cat fails if it is missing).
# run: -o /tmp/pmp_o.txt; cat /tmp/pmp_o.txt
probe begin { println("into the file"); printf("%d\n", 6 * 7) }
probe begin(1) { exit() }
probe end { println("end too") }
