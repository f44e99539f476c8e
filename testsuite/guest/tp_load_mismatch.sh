# tp_load_mismatch.sh - what the loader checks of a tracepoint where the
# module loads: the module was translated with the guest kernel's own
# formats (prev_pid a number, next_comm a string of 16 bytes); the loader
# is pointed (--sysfs-root, the test suite's option) at format files
# edited from the guest's own, and each difference is one load error
# naming the point and what differs: prev_pid a string there, next_comm
# missing, a char array of another size, the tracepoint missing.  Last,
# a field whose offset lies past the end of the record (the format lies):
# the module loads, and reading it is a runtime error (one per CPU that
# hit it before the stop, the same line), not a read outside the record.
# guest-seconds: 10
T=/sys/kernel/tracing/events/sched/sched_switch
F=/tmp/fk/sys/kernel/tracing/events/sched/sched_switch
mkdir -p $F
cp $T/id $F/id
try() {
	/bin/pmprobe --sysfs-root /tmp/fk --run ${MOD}switch.ko > /tmp/o 2> /tmp/e
	echo "$1: status $?"
	grep -o 'error: .*' /tmp/e
	# Both CPUs' handlers may hit the error before the stop: one line
	# each, the same text.
	grep -o 'ERROR: .* near' /tmp/e | sort -u
	cat /tmp/o
}
sed 's/pid_t prev_pid;/char prev_pid[4];/' $T/format > $F/format
try "prev_pid a string"
sed '/next_comm/d' $T/format > $F/format
try "next_comm missing"
sed -E 's/char next_comm\[16\];([[:space:]]*offset:[0-9]+;[[:space:]]*)size:16;/char next_comm[32];\1size:32;/' $T/format > $F/format
try "next_comm of 32 bytes"
rm -r $F
try "no sched_switch"
mkdir -p $F
sed -E 's/(prev_pid;[[:space:]]*offset:)[0-9]+/\14000/' $T/format > $F/format
try "prev_pid past the record"
