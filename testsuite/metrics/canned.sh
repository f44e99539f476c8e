# canned.sh - the records of testsuite/metrics/canned.prom (cli.sh's
# metrics tests): --metrics-of's input, written on stdout.  Each record
# is a PMP_REC_GLOBAL record's fields (runtime/pmp_abi.h), NUL-ended;
# spread is printed twice (the last print is the one kept).
# shellcheck shell=bash
canned_record() { # FIELDS...: one "record LENGTH" item
	printf 'record %d\n' "$(printf '%s\0' "$@" | wc -c)"
	printf '%s\0' "$@"
	printf '\n'
}
printf 'counter events\ncounter calls\n'
canned_record events long 7
canned_record level long -3
canned_record label string $'a"b\\c\nd\xff'
canned_record sizes stat 3 10 60 90 30
canned_record idle stat 0 0 0 0 0
canned_record calls array 2 long write 2 9 read -1 4
canned_record names array 1 string 5 'x y'
canned_record nothing array 1 long
canned_record spread hist 0 24 5
canned_record spread hist '' -1 1 0 24 3 25 49 2 100 '' 1
