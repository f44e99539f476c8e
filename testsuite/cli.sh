# cli.sh - command-line behaviour of the translator (sourced by lib/protocol.sh):
# usage errors, script loading, -l/-L listings, -v, --version, -h.
# Uses $PMPROBE, $TMP, pass and fail from lib/protocol.sh.

# cli_run ARGS...: runs pmprobe; sets CLI_RC, $TMP/cli.out and $TMP/cli.err.
cli_run() {
	"$PMPROBE" "$@" > "$TMP/cli.out" 2> "$TMP/cli.err" < /dev/null
	CLI_RC=$?
}

# cli_usage_error NAME PATTERN ARGS...: exit status 2, nothing on stdout and
# exactly one line on stderr, "pmprobe: ..." matching PATTERN (grep -E).
cli_usage_error() {
	local name=$1 pat=$2
	shift 2
	cli_run "$@"
	if [ "$CLI_RC" -ne 2 ]; then
		fail "$name" "expected exit status 2, got $CLI_RC" "$TMP/cli.err"
	elif [ -s "$TMP/cli.out" ]; then
		fail "$name" "a usage error printed on stdout" "$TMP/cli.out"
	elif [ "$(wc -l < "$TMP/cli.err")" -ne 1 ]; then
		fail "$name" "a usage error must be one line on stderr" "$TMP/cli.err"
	elif ! grep -qE "^pmprobe: .*$pat" "$TMP/cli.err"; then
		fail "$name" "the message does not match '$pat'" "$TMP/cli.err"
	else
		pass "$name"
	fi
}

# cli_expect NAME RC ARGS...: exit status RC and no crash.
cli_expect() {
	local name=$1 rc=$2
	shift 2
	cli_run "$@"
	if [ "$CLI_RC" -ne "$rc" ]; then
		fail "$name" "expected exit status $rc, got $CLI_RC" "$TMP/cli.err"
		return 1
	fi
	if grep -q "Segmentation\|Assertion\|internal error" "$TMP/cli.err"; then
		fail "$name" "the translator crashed" "$TMP/cli.err"
		return 1
	fi
	return 0
}

# cli_grep NAME FILE PATTERN REASON: PATTERN (grep -E) must occur in FILE.
cli_grep() {
	if grep -qE -- "$3" "$2"; then
		pass "$1"
	else
		fail "$1" "$4" "$2"
	fi
}

# ---------------------------------------------------------------- usage errors
cli_usage_error cli/usage-no-script 'no script given'
cli_usage_error cli/usage-no-script-with-options 'no script given' -p2 -v
cli_usage_error cli/usage-unknown-short-option 'unknown option -Q' -Q -e 'probe begin { }'
cli_usage_error cli/usage-unknown-long-option "unknown option '--bogus'" --bogus -e 'probe begin { }'
cli_usage_error cli/usage-option-needs-argument 'option -e needs an argument' -e
# -f: text or json, as bpftrace spells them; any other word (or case) is
# refused before any pass, and both are accepted by every pass.
cli_usage_error cli/usage-format-unknown "-f needs an output format, text or json, not 'xml'" -f xml -e 'probe begin { }'
cli_usage_error cli/usage-check-with-p4 '--check loads the module \(pass 5\): it goes with a script or --run, without -l or -p' --check -p4 -e 'probe begin { }'
cli_usage_error cli/usage-check-with-l '--check loads the module \(pass 5\)' --check -l 'perf.*'
# --pprof and --flamegraph: written at the end of a run, so refused
# where no probe runs.
cli_usage_error cli/usage-pprof-with-p2 '--pprof and --flamegraph write what a run.s probes counted \(pass 5\): not with -l, -p or --check' --pprof x.pb.gz -p2 -e 'probe begin { }'
cli_usage_error cli/usage-flamegraph-with-check '--pprof and --flamegraph write' --flamegraph x.svg --check -e 'probe begin { }'
cli_usage_error cli/usage-format-case "-f needs an output format, text or json, not 'JSON'" -f JSON -e 'probe begin { }'
cli_usage_error cli/usage-format-missing 'option -f needs an argument' -e 'probe begin { }' -f
if cli_expect cli/format-json-accepted 0 -f json -p2 -e 'probe begin { exit() }'; then
	pass cli/format-json-accepted
fi
if cli_expect cli/format-text-accepted 0 -f text -p2 -e 'probe begin { exit() }'; then
	pass cli/format-text-accepted
fi
cli_usage_error cli/usage-p-not-a-number "-p needs a number from 1 to 5, not 'x'" -p x -e 'probe begin { }'
cli_usage_error cli/usage-p-zero "-p needs a number from 1 to 5, not '0'" -p0 -e 'probe begin { }'
cli_usage_error cli/usage-p-too-big "-p needs a number from 1 to 5, not '6'" -p 6 -e 'probe begin { }'
cli_usage_error cli/usage-D-without-value "-D needs NAME=VALUE, not 'MAXACTION'" -D MAXACTION -e 'probe begin { }'
cli_usage_error cli/usage-D-without-name "-D needs NAME=VALUE, not '=5'" -D =5 -e 'probe begin { }'
cli_usage_error cli/usage-D-empty-value "-D needs NAME=VALUE, not 'MAXACTION='" -D MAXACTION= -e 'probe begin { }'
cli_usage_error cli/usage-c-and-x '-c and -x both name a target process' -c true -x 1 -e 'probe begin { }'
cli_usage_error cli/usage-x-not-a-pid "-x needs a number from 1 to" -x 0 -e 'probe begin { }'
cli_usage_error cli/usage-too-many-arguments 'more than 9 script arguments' \
	-p2 -e 'probe begin { }' 1 2 3 4 5 6 7 8 9 10
# Options end at the module (--run) or the script: a late option is never
# silently ignored.
cli_usage_error cli/usage-run-takes-no-arguments "--run takes nothing after MODULE.ko, not '5'" \
	--run /nonexistent.ko 5 -T 3
if cli_expect cli/unused-script-argument-warns 0 -p2 -e 'probe begin { printf("%d\n", $1) }' 5 -T 3; then
	cli_grep cli/unused-script-argument-names-option "$TMP/cli.err" \
		"^pmprobe: warning: script argument 2 \('-T'\) is not used by the script: options go before the script" \
		"an option after the script must be pointed out"
fi
# A long option without its argument is named as written, never as a byte.
cli_usage_error cli/usage-long-option-needs-argument 'option --run needs an argument' --run
cli_usage_error cli/usage-long-option-vm-log 'option --vm-log needs an argument' -e 'probe begin { }' --vm-log
cli_usage_error cli/usage-long-option-takes-no-argument 'option --version takes no argument' --version=3
# One script, one pattern, one mode.
cli_usage_error cli/usage-e-twice '-e given twice' -e 'probe begin { }' -e 'probe end { }'
cli_usage_error cli/usage-l-and-e '-e, -l/-L, --run and --make-key exclude each other' -l 'perf.*' -e 'probe begin { }'
cli_usage_error cli/usage-l-twice '-l or -L given twice' -l 'perf.*' -L begin
cli_usage_error cli/usage-l-with-script "-l and -L take no script or arguments, not 'x.pp'" -l 'perf.*' x.pp
cli_usage_error cli/usage-run-and-e '-e, -l/-L, --run and --make-key exclude each other' --run x.ko -e 'probe begin { }'
# Checked at option parsing, before any pass.
cli_usage_error cli/usage-m-bad-name "-m bad-name: a module name is 1 to 55 letters, digits and '_'" \
	-p1 -m bad-name -e 'probe begin { }'
cli_usage_error cli/usage-I-not-a-directory '-I /nonexistent/dir: not a directory' \
	-p1 -I /nonexistent/dir -e 'probe begin { }'
# -D limits: one line naming the limit and its range, exit 2, even with -p1.
cli_usage_error cli/usage-D-maxnesting '-D MAXNESTING=65: MAXNESTING must be a number from 1 to 64' \
	-p1 -D MAXNESTING=65 -e 'probe begin { }'
cli_usage_error cli/usage-D-maxbacktrace '-D MAXBACKTRACE=0: MAXBACKTRACE must be a number from 1 to 64' \
	-p1 -D MAXBACKTRACE=0 -e 'probe begin { }'
cli_usage_error cli/usage-D-maxaction '-D MAXACTION=1000001: MAXACTION must be a number from 1 to 1000000' \
	-p1 -D MAXACTION=1000001 -e 'probe begin { }'
cli_usage_error cli/usage-D-maxtrylock '-D MAXTRYLOCK=0: MAXTRYLOCK must be a number from 1 to 100000' \
	-p1 -D MAXTRYLOCK=0 -e 'probe begin { }'
cli_usage_error cli/usage-D-overflow '-D MAXERRORS=99999999999999999999: MAXERRORS must be a number from 0 to 100000000' \
	-p1 -D MAXERRORS=99999999999999999999 -e 'probe begin { }'
cli_usage_error cli/usage-D-unknown 'unknown limit -D MAXFOO' -p1 -D MAXFOO=1 -e 'probe begin { }'
cli_expect cli/D-limits-at-their-caps 0 -p2 -D MAXNESTING=64 -D MAXBACKTRACE=64 -D MAXACTION=1000000 \
	-D MAXTRYLOCK=100000 -e 'probe begin { }' && pass cli/D-limits-at-their-caps

# ------------------------------------------------------------- script loading
if cli_expect cli/missing-script-file 1 "$TMP/no-such-script.pp"; then
	cli_grep cli/missing-script-file "$TMP/cli.err" \
		"^pmprobe: cannot read script '$TMP/no-such-script.pp'" \
		"the error does not name the missing file"
fi

printf 'probe begin { from_file = 1 }\n' > "$TMP/cli-script.pp"
if cli_expect cli/e-names-a-file 0 -p1 -e "$TMP/cli-script.pp"; then
	cli_grep cli/e-names-a-file "$TMP/cli.out" 'from_file = 1;' \
		"-e FILE did not read the file"
fi
# With whitespace, the text is script text even if it also names a file.
if cli_expect cli/e-text-with-whitespace-is-text 1 -p1 -e " $TMP/cli-script.pp"; then
	cli_grep cli/e-text-with-whitespace-is-text "$TMP/cli.err" '^pmprobe: <input>:1:2: error: ' \
		"text with whitespace should be parsed as script text"
fi
# A directory is not a script file: the text is parsed as script text.
mkdir -p "$TMP/cli-dir"
cli_expect cli/e-directory-is-text 1 -p1 -e "$TMP/cli-dir" && pass cli/e-directory-is-text
if cli_expect cli/script-file-with-args 0 -p2 "$TMP/cli-script.pp" 5 six; then
	pass cli/script-file-with-args
fi

# Diagnostics: "pmprobe: FILE:LINE:COL: error: MESSAGE", the line, a caret.
if cli_expect cli/error-format 1 -p1 -e 'probe begin { x = ; }'; then
	if [ "$(sed -n 1p "$TMP/cli.err")" = "pmprobe: <input>:1:19: error: syntax error, unexpected ';'" ] &&
	   [ "$(sed -n 2p "$TMP/cli.err")" = " probe begin { x = ; }" ] &&
	   [ "$(sed -n 3p "$TMP/cli.err")" = "                   ^" ]; then
		pass cli/error-format
	else
		fail cli/error-format "not 'pmprobe: FILE:LINE:COL: error: MESSAGE', source line, caret" "$TMP/cli.err"
	fi
fi
cli_expect cli/compile-error-exits-1 1 -p2 -e 'probe nosuch.point { }' && pass cli/compile-error-exits-1
cli_expect cli/p2-success-exits-0 0 -p2 -e 'probe begin { }' && pass cli/p2-success-exits-0

# Errors stop after 50: a binary file or a broken generator gives 50, not thousands.
for i in $(seq 100); do echo "probe begin { x$i = ; }"; done > "$TMP/cli-errors.pp"
if cli_expect cli/too-many-errors 1 -p1 "$TMP/cli-errors.pp"; then
	if [ "$(grep -c ': error: syntax error' "$TMP/cli.err")" -eq 50 ] &&
	   [ "$(tail -n1 "$TMP/cli.err")" = "pmprobe: error: too many errors (stopping after 50)" ]; then
		pass cli/too-many-errors
	else
		fail cli/too-many-errors "not 50 errors then 'too many errors'" "$TMP/cli.err"
	fi
fi
# The caret sits under the column's character after UTF-8 text (COL counts bytes).
if cli_expect cli/caret-after-utf8 1 -p1 -e 'probe begin { s = "héllo wörld"; x = ; }'; then
	if [ "$(sed -n 1p "$TMP/cli.err")" = "pmprobe: <input>:1:40: error: syntax error, unexpected ';'" ] &&
	   [ "$(sed -n 3p "$TMP/cli.err")" = "                                      ^" ]; then
		pass cli/caret-after-utf8
	else
		fail cli/caret-after-utf8 "the caret is not under the ';'" "$TMP/cli.err"
	fi
fi
# The same mistake is reported once.
if cli_expect cli/error-reported-once 1 -p2 -e 'global a; probe begin { a <<< 1; a = 3 }'; then
	if [ "$(grep -c 'error:' "$TMP/cli.err")" -eq 1 ]; then
		pass cli/error-reported-once
	else
		fail cli/error-reported-once "one mistake, several errors" "$TMP/cli.err"
	fi
fi
# A $N with a leading space is not a number.
if cli_expect cli/script-arg-leading-space 1 -p2 -e 'probe begin { println($1) }' ' 5'; then
	cli_grep cli/script-arg-leading-space "$TMP/cli.err" \
		"error: script argument [$]1 is ' 5', not a number" "' 5' was taken as a number"
fi
# Long flat chains and deep nesting are refused with a located error, never
# a crash: every pass walks the tree recursively.
deep() { # NAME MESSAGE: the script is $TMP/cli-deep.pp
	if cli_expect "$1" 1 -p2 "$TMP/cli-deep.pp"; then
		cli_grep "$1" "$TMP/cli.err" "^pmprobe: $TMP/cli-deep.pp:1:[0-9]+: error: $2" "not refused with '$2'"
	fi
}
repeat() { head -c "$1" /dev/zero | tr '\0' x | sed "s/x/$2/g"; }
{ printf 'probe begin { x = 1'; repeat 100000 ' + 1'; echo ' }'; } > "$TMP/cli-deep.pp"
deep cli/deep-flat-sum 'expression nested too deeply \(more than 1000 levels\)'
{ printf 'probe begin { x = "a"'; repeat 100000 ' . "a"'; echo ' }'; } > "$TMP/cli-deep.pp"
deep cli/deep-flat-concat 'expression nested too deeply \(more than 1000 levels\)'
{ printf 'probe begin { '; repeat 5000 'if (1) '; echo 'x = 1 }'; } > "$TMP/cli-deep.pp"
deep cli/deep-if 'statements nested too deeply \(more than 1000 levels\)'
{ printf 'probe begin { x = '; repeat 200000 'y = '; echo '1 }'; } > "$TMP/cli-deep.pp"
deep cli/deep-parser-stack 'the script nests too deeply for the parser'

# ---------------------------------------------------------------------- -l / -L
# A pattern of one of SystemTap's families matches nothing, and says why.
if cli_expect cli/list-stap-family 1 -l 'syscall.*'; then
	cli_grep cli/list-stap-family "$TMP/cli.err" \
		"^pmprobe: no probe point matches 'syscall\\.\\*': pmprobe has no such probe point family 'syscall'" \
		"the family is not named"
fi
# -v: every point with its kind and whole verdict (the compact default's
# rows are checked below, cli/list-compact-*).
if cli_expect cli/list-perf 0 -v -l 'perf.*'; then
	# One line per canonical event of the tapset's table, aliases on it.
	canon=$(grep -cE '^probe perf\.[a-z0-9_.]+ = perf\.type\(' tapset/perf_events.pp)
	lines=$(wc -l < "$TMP/cli.out")
	if [ "$canon" -lt 60 ]; then
		fail cli/list-perf "tapset/perf_events.pp defines only $canon canonical events"
	elif [ "$lines" -lt "$canon" ]; then
		fail cli/list-perf "$lines lines for $canon canonical perf events" "$TMP/cli.out"
	else
		pass cli/list-perf
	fi
	missing=$(grep -oE '^probe perf\.[a-z0-9_.]+ = perf\.type\(' tapset/perf_events.pp |
		  sed 's/^probe \([^ ]*\) .*/\1/' |
		  while read -r ev; do grep -qE "^$ev[[:space:]]" "$TMP/cli.out" || echo "$ev"; done)
	if [ -z "$missing" ]; then
		pass cli/list-perf-every-event
	else
		echo "$missing" > "$TMP/cli.missing"
		fail cli/list-perf-every-event "events missing from -l 'perf.*'" "$TMP/cli.missing"
	fi
	for form in 'perf.type(T).config(C)' 'perf.raw(CONFIG)' 'perf.breakpoint('; do
		if grep -qF -- "$form" "$TMP/cli.out"; then
			pass "cli/list-perf-form $form"
		else
			fail "cli/list-perf-form $form" "the generic form is not listed" "$TMP/cli.out"
		fi
	done
	cli_grep cli/list-perf-hw-line "$TMP/cli.out" \
		'^perf\.hw\.cpu_cycles[[:space:]].*perf\.cycles[[:space:]].*\[Hardware event\]' \
		"perf.hw.cpu_cycles does not show perf.cycles and [Hardware event]"
	cli_grep cli/list-perf-sw-line "$TMP/cli.out" \
		'^perf\.sw\.cpu_clock[[:space:]].*perf\.cpu_clock[[:space:]].*\[Software event\]' \
		"perf.sw.cpu_clock does not show perf.cpu_clock and [Software event]"
	cli_grep cli/list-perf-cache-line "$TMP/cli.out" \
		'^perf\.hw_cache\.ll\.read\.miss[[:space:]].*\[Hardware cache event\]' \
		"perf.hw_cache.ll.read.miss is not a [Hardware cache event]"
	# Every short name appears once, on its canonical event's line.
	bad=
	while read -r short target; do
		grep -qE "^$target[[:space:]].*[[:space:]]$short[[:space:]]" "$TMP/cli.out" || bad="$bad $short"
	done < <(sed -n 's/^probe \(perf\.[a-z_]*\) = \(perf\.[a-z_]*\.[a-z_]*\) { }$/\1 \2/p' tapset/perf_events.pp)
	if [ -z "$bad" ]; then
		pass cli/list-perf-short-names
	else
		echo "$bad" > "$TMP/cli.bad"
		fail cli/list-perf-short-names "short names not shown on their event's line" "$TMP/cli.bad"
	fi
	if grep -qE '^(begin|end|error|timer)' "$TMP/cli.out"; then
		fail cli/list-perf-only-perf "-l 'perf.*' lists non-perf points" "$TMP/cli.out"
	else
		pass cli/list-perf-only-perf
	fi
fi
if cli_expect cli/list-all 0 -l '*'; then
	for p in begin end error 'timer.s(N)' 'timer.hz(N)' perf.sw.cpu_clock; do
		if grep -qF -- "$p" "$TMP/cli.out"; then
			pass "cli/list-all $p"
		else
			fail "cli/list-all $p" "-l '*' does not list $p" "$TMP/cli.out"
		fi
	done
fi
if cli_expect cli/list-glob-middle 0 -l '*cpu_clock*'; then
	cli_grep cli/list-glob-middle "$TMP/cli.out" '^perf\.sw\.cpu_clock[[:space:]]' \
		"'*' inside a pattern does not match"
fi
if cli_expect cli/list-short-name 0 -l perf.cycles; then
	cli_grep cli/list-short-name "$TMP/cli.out" '^perf\.hw\.cpu_cycles[[:space:]]' \
		"a short name does not find its event"
fi
if cli_expect cli/list-no-match 1 -l 'perf.no_such_event*'; then
	if [ -s "$TMP/cli.out" ]; then
		fail cli/list-no-match "output for a pattern matching nothing" "$TMP/cli.out"
	else
		cli_grep cli/list-no-match "$TMP/cli.err" "^pmprobe: .*perf\.no_such_event" \
			"the error does not name the pattern"
	fi
fi
if cli_expect cli/list-long-perf 0 -L perf.cpu_clock; then
	cli_grep cli/list-long-perf-counter "$TMP/cli.out" '\$counter' "-L perf.cpu_clock does not show \$counter"
	cli_grep cli/list-long-perf-addr "$TMP/cli.out" 'addr:long\(\)' "-L perf.cpu_clock does not show addr:long()"
	cli_grep cli/list-long-perf-sample-period "$TMP/cli.out" 'sample_period:long\(\)' \
		"-L perf.cpu_clock does not show sample_period:long()"
fi
if cli_expect cli/list-long-begin 0 -L begin; then
	if grep -qE '\$counter|addr:long\(\)|sample_period' "$TMP/cli.out"; then
		fail cli/list-long-begin "-L begin shows what a begin probe cannot use" "$TMP/cli.out"
	else
		cli_grep cli/list-long-begin "$TMP/cli.out" 'execname:string\(\)' "-L begin does not show execname:string()"
	fi
fi

# sysfs PMU events (testsuite/sysfs, a fake tree): both spellings on one
# line with the encoding, counting-only PMUs, CPU lists, events whose
# string needs a value, and the generic forms.  They are a fake tree's,
# not the running kernel's: -l opens none of them, and says so.
sysfs_names=", read from names \\(not checked: the PMUs listed are --sysfs-root's, not the running kernel's\\)\$"
if cli_expect cli/list-pmu 0 --sysfs-root testsuite/sysfs -v -l 'perf.pmu*'; then
	cli_grep cli/list-pmu-msr "$TMP/cli.out" \
		'^perf\.pmu\("msr"\)\.event\("tsc"\) +msr/tsc/ +\[PMU event\] +available \(PMU msr, type 8, config 0x0; counting only: \.counter\)'"$sysfs_names" \
		"msr/tsc/ is not listed with its type and as counting only"
	cli_grep cli/list-pmu-defaults "$TMP/cli.out" \
		'^perf\.pmu\("cpu"\)\.event\("mem-loads"\) +cpu/mem-loads/ .*available \(PMU cpu, type 4, config 0x1cd\)'"$sysfs_names" \
		"cpu/mem-loads/ is not listed with its encoding"
	cli_grep cli/list-pmu-uncore "$TMP/cli.out" \
		'uncore_imc_0/cas_count_read/ .*counting only: \.counter; CPUs 0,2; raw counts, perf scales by 6\.103515625e-5 to MiB\)'"$sysfs_names" \
		"an uncore-style event does not show its cpumask, scale and unit"
	cli_grep cli/list-pmu-needs-value "$TMP/cli.out" \
		'cpu/offcore-any/ .*available with a value \(event offcore-any of PMU cpu needs a value for .offcore_rsp.' \
		"an event with TERM=? is not said to need a value"
	cli_grep cli/list-pmu-broken "$TMP/cli.out" 'odd/e/ .*not available \(PMU odd: the format of' \
		"an event of a damaged PMU is not said to be unavailable"
	cli_grep cli/list-pmu-generic "$TMP/cli.out" '^perf\.pmu\("PMU"\)\.config\("TERMS"\) +PMU/TERMS/' \
		"the generic form is not listed"
fi
if cli_expect cli/list-pmu-perf-spelling 0 --sysfs-root testsuite/sysfs -l 'msr/*'; then
	if [ "$(grep -vc '^#' "$TMP/cli.out")" -eq 3 ]; then
		pass cli/list-pmu-perf-spelling
	else
		fail cli/list-pmu-perf-spelling "-l 'msr/*' lists other than msr's 3 events" "$TMP/cli.out"
	fi
fi
if cli_expect cli/list-pmu-long 0 --sysfs-root testsuite/sysfs -L 'msr/tsc/'; then
	cli_grep cli/list-pmu-long "$TMP/cli.out" '\$counter' "-L msr/tsc/ does not show \$counter"
fi

# The running kernel's hardware events are opened (no -r): each verdict
# says what that found -- this machine may or may not have a CPU PMU, so
# any finding will do, or that the kernel refuses perf_event_open for a
# reason of its own -- and software events keep what their names say.
if cli_expect cli/list-checked 0 -v -l 'perf.hw.cpu_cycles'; then
	cli_grep cli/list-checked "$TMP/cli.out" \
		'^perf\.hw\.cpu_cycles +perf\.cycles +\[Hardware event\] +((available|not available|depends) \(checked: (counts: [0-9]+ in [0-9]+\.[0-9] ms|does not open: .* \(E[A-Z0-9]+\)|opens, ).*\)|.*, read from names \(not checked: the running kernel refuses perf_event_open\(2\) even for a software clock: .*\))$' \
		"perf.hw.cpu_cycles's verdict is not what opening it found"
	cli_grep cli/list-checked-cost "$TMP/cli.out" \
		'^# Checked by opening 1 event on the running kernel in [0-9]+\.[0-9]{3} s$|not checked: the running kernel refuses' \
		"-v does not say how long the check took"
fi
if cli_expect cli/list-sw-not-opened 0 -v -l 'perf.sw.cpu_clock'; then
	cli_grep cli/list-sw-not-opened "$TMP/cli.out" \
		'^perf\.sw\.cpu_clock +perf\.cpu_clock +\[Software event\] +available$' \
		"a software event's verdict is not its names' alone"
fi
# A user the kernel does not let count (perf_event_paranoid 2 or more,
# not root: a software clock counting the kernel too is refused): the
# hardware rows say they were read from names, and why.
cli_paranoid=$(cat /proc/sys/kernel/perf_event_paranoid 2>/dev/null || echo 0)
if [ "$(id -u)" != 0 ] || ! command -v setpriv > /dev/null || [ "$cli_paranoid" -lt 2 ]; then
	skip cli/list-refused "needs root, setpriv and perf_event_paranoid >= 2 (it is $cli_paranoid)"
else
	# a copy nobody can read (the trust rule reads every directory above
	# its tapset): a directory of its own in /tmp, not the tests' TMP
	cli_nobody=$(mktemp -d /tmp/pmprobe-nobody.XXXXXX)
	cp "$PMPROBE" "$cli_nobody/pmprobe" && cp -r tapset "$cli_nobody/" && chmod -R a+rX "$cli_nobody"
	if ! setpriv --reuid=nobody --regid="$(id -g nobody)" --clear-groups "$cli_nobody/pmprobe" \
		-v -l 'perf.hw.cpu_cycles' > "$TMP/cli.out" 2> "$TMP/cli.err"; then
		fail cli/list-refused "as nobody: -l failed" "$TMP/cli.err"
	else
		cli_grep cli/list-refused "$TMP/cli.out" \
			"^perf\\.hw\\.cpu_cycles +perf\\.cycles +\\[Hardware event\\] +.*, read from names \\(not checked: the running kernel refuses perf_event_open\\(2\\) even for a software clock: Permission denied \\(EACCES\\); perf_event_paranoid is $cli_paranoid and pmprobe is not root\\)\$" \
			"as nobody: perf.hw.cpu_cycles does not say the kernel refused perf_event_open"
	fi
	rm -rf "$cli_nobody"
fi
# -r naming a kernel directory other than the running kernel's, without
# --vm: nothing can be opened there, so the hardware rows say they were
# read from (this machine's) names, and why not checked.
cli_kdir=
for d in /lib/modules/*/build; do
	[ -f "$d/Makefile" ] && [ "$(basename "$(dirname "$d")")" != "$(uname -r)" ] && { cli_kdir=$d; break; }
done
if [ -z "$cli_kdir" ]; then
	skip cli/list-r-names "no kernel build directory but the running kernel's in /lib/modules"
elif cli_expect cli/list-r-names 0 -v -r "$cli_kdir" -l 'perf.hw.*'; then
	cli_r_rel=$(basename "$(dirname "$cli_kdir")" | sed 's/[.+]/\\&/g')
	cli_grep cli/list-r-names "$TMP/cli.out" \
		"^perf\\.hw\\.instructions +perf\\.instructions +\\[Hardware event\\] +(available|not available|may not open)( \\([^()]*\\))?, read from names \\(not checked: -r names $cli_r_rel, not the running kernel $(uname -r | sed 's/[.+]/\\&/g'), whose PMUs these names are; -l --vm -r opens them in a guest of it\\)\$" \
		"-r of another kernel's directory: perf.hw.instructions does not say it was read from names"
	if grep -v 'not checked:' "$TMP/cli.out" | grep -q 'checked:'; then
		fail cli/list-r-names-none-opened "-r of another kernel: a row says it was checked" "$TMP/cli.out"
	elif [ "$(grep -c ', read from names (not checked: -r names ' "$TMP/cli.out")" -ne 10 ]; then
		fail cli/list-r-names-none-opened "-r of another kernel: not all 10 hardware rows say read from names" "$TMP/cli.out"
	else
		pass cli/list-r-names-none-opened
	fi
fi

# -l without a pattern lists everything, under a line naming the kernel;
# every row (-v: one line each) has a verdict, libpfm4's included.
if cli_expect cli/list-no-pattern 0 -l; then
	cli_grep cli/list-no-pattern-kernel "$TMP/cli.out" \
		"^# kernel $(uname -r | sed 's/[.+]/\\&/g') \($(uname -m)\), this machine: [0-9]+ points match '\\*'" \
		"the first line does not name this kernel"
	for p in begin perf.sw.cpu_clock 'perf.breakpoint(' 'perf.pfm('; do
		if grep -qF -- "$p" "$TMP/cli.out"; then
			pass "cli/list-no-pattern $p"
		else
			fail "cli/list-no-pattern $p" "-l does not list $p" "$TMP/cli.out"
		fi
	done
fi
if cli_expect cli/list-no-pattern-then-option 0 -l -v; then
	bad=$(grep -v '^#' "$TMP/cli.out" | grep -vE ' (available|not available|may not open|depends)( .*)?$' | head -n 5)
	if [ -n "$bad" ]; then
		echo "$bad" > "$TMP/cli.bad"
		fail cli/list-every-row-verdict "rows without a verdict" "$TMP/cli.bad"
	else
		pass cli/list-every-row-verdict
	fi
fi
LIBPFM_FORCE_PMU=skl cli_run --sysfs-root testsuite/sysfs -v -l 'pfm.*'
if [ "$CLI_RC" -eq 0 ] && ! grep -v '^#' "$TMP/cli.out" | grep -qvE '^perf\.pfm\(.* (not )?available \('; then
	pass cli/list-pfm-every-row-verdict
else
	fail cli/list-pfm-every-row-verdict "a libpfm4 row without a verdict" "$TMP/cli.out"
fi
# The compact default: a reason every row of a section shares is in its
# heading, the rows say the word; a family of more than 40 points is one
# line unless the pattern names it; -L lists the functions usable in
# every probe once, at the end.
if LIBPFM_FORCE_PMU=skl cli_expect cli/list-compact 0 -l 'perf.*'; then
	if grep -q '^# Hardware events.*: not available (no hardware PMU' "$TMP/cli.out"; then
		cli_grep cli/list-compact-shared "$TMP/cli.out" '^perf\.hw\.cpu_cycles +perf\.cycles +not available$' \
			"a row repeats the reason its heading gives"
	elif grep -q '^# Hardware events' "$TMP/cli.out"; then
		pass cli/list-compact-shared   # a CPU PMU: the rows' verdicts differ
	else
		fail cli/list-compact-shared "no hardware events heading" "$TMP/cli.out"
	fi
	cli_grep cli/list-compact-pfm-folded "$TMP/cli.out" \
		"^perf\.pfm\(\"EVENT:UMASK\"\) +pfm\.\* +[0-9]+ events of libpfm4's model skl, .*-l 'pfm\.\*' lists them$" \
		"the libpfm4 model's events are not folded into one line"
	if [ "$(grep -c '^perf\.pfm(' "$TMP/cli.out")" -le 2 ]; then
		pass cli/list-compact-pfm-one-line
	else
		fail cli/list-compact-pfm-one-line "libpfm4 events listed one by one" "$TMP/cli.out"
	fi
fi
# Long names and aliases do not break the columns: each verdict starts in
# the same column, a row too wide for it going on below.
mkdir -p "$TMP/cli-long"
cat > "$TMP/cli-long/long.pp" <<'EOF'
probe my.an_alias_far_too_long_for_the_aliases_column = perf.cpu_clock { }
probe my.a_point_whose_own_name_is_longer_than_the_name_column.sample = perf.sw.page_faults.sample(10) { }
EOF
if cli_expect cli/list-compact-long-name 0 -I "$TMP/cli-long" -l '*'; then
	cols=$(grep -v '^#' "$TMP/cli.out" |
	       awk '{ if (match($0, / (available|not available|may not open|depends|[0-9]+ (events? of|tracepoints?,))/)) print RSTART }' | sort -u | wc -l)
	if [ "$cols" -eq 1 ] && grep -q '^ \{40,\}available' "$TMP/cli.out"; then
		pass cli/list-compact-long-name
	else
		fail cli/list-compact-long-name "verdicts start in $cols columns" "$TMP/cli.out"
	fi
fi
if cli_expect cli/list-long-generic-once 0 -L 'perf.sw.*'; then
	n=$(grep -c '^    strlen:long(s:string)' "$TMP/cli.out")
	o=$(grep -c '^    addr:long()' "$TMP/cli.out")
	if [ "$n" -eq 1 ] && [ "$o" -ge 9 ] && grep -q '^# In every probe' "$TMP/cli.out"; then
		pass cli/list-long-generic-once
	else
		fail cli/list-long-generic-once "strlen listed $n times, addr $o times" "$TMP/cli.out"
	fi
fi
# Kernel functions (testsuite/sysfs's fake proc/kallsyms): -l lists the
# functions a kernel.function pattern matches, in both spellings, from
# the source -v names, without what a wildcard never matches (vfs_read.cold,
# __pfx_vfs_read, a data symbol, a module's); -L adds $argN and $return,
# not a perf probe's $counter; '-l *' does not list them all.
if cli_expect cli/list-kernel-functions 0 --sysfs-root testsuite/sysfs -v -l 'kernel.function("vfs_rea*")'; then
	if [ "$(grep -vc '^#' "$TMP/cli.out")" -eq 3 ]; then
		cli_grep cli/list-kernel-functions "$TMP/cli.out" \
			'^kernel\.function\("vfs_readv"\) +kprobe\.function\("vfs_readv"\) +\[Kernel function\] +available \(a function of the --sysfs-root tree.s kernel \(proc/kallsyms\)\)$' \
			"vfs_readv is not listed with where its name was read"
	else
		fail cli/list-kernel-functions "-l 'kernel.function(\"vfs_rea*\")' lists other than vfs_read, vfs_readlink, vfs_readv" "$TMP/cli.out"
	fi
fi
if cli_expect cli/list-kernel-functions-long 0 --sysfs-root testsuite/sysfs -L 'kprobe.function("ksys_read")'; then
	if grep -q '\$counter' "$TMP/cli.out"; then
		fail cli/list-kernel-functions-long "-L of a kernel function shows \$counter" "$TMP/cli.out"
	else
		cli_grep cli/list-kernel-functions-long "$TMP/cli.out" '^    \$arg1\.\.\$arg6:long ' \
			"-L of a kernel function does not show \$arg1..\$arg6"
	fi
fi
# -L lists a kernel function's parameters from the tree's BTF
# (testsuite/btf/vmlinux.c): ksys_read's three, each with its C
# declaration and register, then $$parms; one that cannot be read says why.
if cli_expect cli/list-kernel-function-params 0 --sysfs-root testsuite/sysfs -L 'kernel.function("ksys_read")'; then
	if [ "$(grep -A4 '^kernel\.function("ksys_read")' "$TMP/cli.out" | tail -n 4 | tr '\n' '|')" = \
		'    $fd:long  unsigned int fd (at the entry: $arg1'"'"'s register)|    $buf:long  char *buf (at the entry: $arg2'"'"'s register)|    $count:long  size_t count (at the entry: $arg3'"'"'s register)|    $$parms:string  the parameters as NAME=0x... (at the entry)|' ]; then
		pass cli/list-kernel-function-params
	else
		fail cli/list-kernel-function-params "-L does not list ksys_read's parameters \$fd, \$buf, \$count and \$\$parms" "$TMP/cli.out"
	fi
fi
if cli_expect cli/list-kernel-function-unreadable 0 --sysfs-root testsuite/sysfs -L 'kernel.function("btf_seven")'; then
	cli_grep cli/list-kernel-function-unreadable "$TMP/cli.out" \
		'^    \$a7:-  long int a7, not readable: it is passed on the stack: pmprobe reads the first 6 parameters, those passed in registers$' \
		"-L does not say why btf_seven's seventh parameter cannot be read"
fi
if cli_expect cli/list-module-functions 0 --sysfs-root testsuite/sysfs -l 'module("ext4").function("*")'; then
	cli_grep cli/list-module-functions "$TMP/cli.out" \
		'^module\("ext4"\)\.function\("ext4_read_folio"\) +ext4:ext4_read_folio +available' \
		"a loaded module's function is not listed"
fi
# A program's USDT marks and functions (libstdc++, which every Debian
# machine has: marks libstdcxx:throw, catch, rethrow): -L lists the marks
# with their argument descriptions; a pattern that matches more than 64
# functions lists 64 and says how many matched.
LIBSTDCXX=/usr/lib/x86_64-linux-gnu/libstdc++.so.6
if [ "$(uname -m)" = x86_64 ] && cli_expect cli/list-user-marks 0 -L "process(\"$LIBSTDCXX\").mark(\"*\")"; then
	if [ "$(grep -c '^process(' "$TMP/cli.out")" -eq 3 ]; then
		cli_grep cli/list-user-marks "$TMP/cli.out" \
			'^    \$arg1\.\.\$argN:long  the mark.s arguments \("8@%rdi 8@%rsi"\)$' \
			"libstdcxx:throw's arguments are not shown"
	else
		fail cli/list-user-marks "-L of libstdc++'s marks lists other than its 3 marks" "$TMP/cli.out"
	fi
fi
if [ "$(uname -m)" = x86_64 ] && cli_expect cli/list-user-functions-bounded 0 -l "process(\"$LIBSTDCXX\").function(\"*\")"; then
	if [ "$(grep -c '^process(' "$TMP/cli.out")" -eq 64 ]; then
		cli_grep cli/list-user-functions-bounded "$TMP/cli.err" \
			'matches [0-9]+ functions and 0 marks of .*libstdc\+\+\.so\.6: the first 64 of each are listed$' \
			"the bound is not said"
	else
		fail cli/list-user-functions-bounded "-l of libstdc++'s functions lists other than 64" "$TMP/cli.out"
	fi
fi
mkdir -p "$TMP/notrace/sys/bus/event_source/devices"
if cli_expect cli/list-kernel-functions-none 1 --sysfs-root "$TMP/notrace" -l 'kernel.function("vfs_*")'; then
	cli_grep cli/list-kernel-functions-none "$TMP/cli.err" \
		"^pmprobe: no probe point matches 'kernel\\.function\\(\"vfs_\\*\"\\)': no kernel function is known: .*/proc/kallsyms: No such file or directory$" \
		"a missing kallsyms is not said"
fi
if cli_expect cli/list-star-no-functions 0 --sysfs-root testsuite/sysfs -l '*'; then
	if grep -q 'kernel\.function' "$TMP/cli.out"; then
		fail cli/list-star-no-functions "-l '*' lists kernel functions" "$TMP/cli.out"
	else
		pass cli/list-star-no-functions
	fi
fi
# A kernel without tracefs: a tracepoint pattern says so, as -p2 does.
mkdir -p "$TMP/notrace/sys/bus/event_source/devices"
if cli_expect cli/list-no-tracefs 1 --sysfs-root "$TMP/notrace" -l 'sched:*'; then
	cli_grep cli/list-no-tracefs "$TMP/cli.err" \
		"^pmprobe: no probe point matches 'sched:\\*': no tracepoint is known on the --sysfs-root tree" \
		"the missing tracefs is not said"
fi
# Tracepoints (testsuite/sysfs's fake tracefs): -l lists them in both
# spellings with their ids, a damaged format as unavailable; -L lists
# each field with its script type, C type, offset, size and signedness.
if cli_expect cli/list-tracepoints 0 --sysfs-root testsuite/sysfs -v -l 'sched:*'; then
	if [ "$(grep -vc '^#' "$TMP/cli.out")" -eq 2 ]; then
		cli_grep cli/list-tracepoints "$TMP/cli.out" \
			'^perf\.tracepoint\("sched:sched_switch"\) +sched:sched_switch +\[Tracepoint\] +available \(id 316 on the --sysfs-root tree\)$' \
			"sched:sched_switch is not listed with its id"
	else
		fail cli/list-tracepoints "-l 'sched:*' lists other than the 2 sched tracepoints" "$TMP/cli.out"
	fi
fi
if cli_expect cli/list-tracepoint-broken 0 --sysfs-root testsuite/sysfs -l 'perf.tracepoint("fake:*")'; then
	cli_grep cli/list-tracepoint-broken "$TMP/cli.out" \
		'^perf\.tracepoint\("fake:broken"\) .*not available \(tracepoint fake:broken: its format file has a line pmprobe cannot read' \
		"a damaged format is not said to be unavailable"
fi
if cli_expect cli/list-tracepoint-fields 0 --sysfs-root testsuite/sysfs -L 'perf.tracepoint("fake:all_kinds")'; then
	cli_grep cli/list-tracepoint-fields-string "$TMP/cli.out" \
		'^    \$name:string  __data_loc char\[\] name \(offset 8, size 4\)$' "a __data_loc string is not listed as a string"
	cli_grep cli/list-tracepoint-fields-signed "$TMP/cli.out" \
		'^    \$medium:long  s16 medium \(offset 34, size 2, signed\)$' "a signed field is not listed as such"
	cli_grep cli/list-tracepoint-fields-array "$TMP/cli.out" \
		'^    \$mac:-  u8 mac\[6\] \(offset 48, size 6\) not readable by pmprobe$' "an array of u8 is not said to be unreadable"
	cli_grep cli/list-tracepoint-fields-vars "$TMP/cli.out" '^    \$\$vars:string' "-L does not list \$\$vars"
fi

# libpfm4 names (perf.pfm): the table of testsuite/pfm/encodings, each
# row's name encoded for its forced model and compared with perf's own
# encoding of the same event (the file says where each comes from).
pfm_rows=0
while read -r model name type config config1 modes _; do
	case $model in '#'*|'') continue ;; esac
	pfm_rows=$((pfm_rows + 1))
	t="cli/pfm-table/$model/$name"
	if LIBPFM_FORCE_PMU=$model cli_expect "$t" 0 -p2 \
		-e "probe perf.pfm(\"$name\").counter { }"; then
		want="type=$type \\(raw\\) config=$config config1=$config1 config2=0x0 "
		if ! grep -qE -- "$want" "$TMP/cli.out"; then
			fail "$t" "not encoded as type=$type config=$config config1=$config1" "$TMP/cli.out"
		elif ! grep -qE -- "count=${modes/+/\\+}( |\$)" "$TMP/cli.out"; then
			fail "$t" "does not count $modes" "$TMP/cli.out"
		else
			pass "$t"
		fi
	fi
done < testsuite/pfm/encodings
[ "$pfm_rows" -ge 20 ] && pass cli/pfm-table-rows || fail cli/pfm-table-rows "only $pfm_rows rows"
# -l: a forced model's events, by either spelling.
# Each row has a verdict: the availability of its encoding on this kernel.
if LIBPFM_FORCE_PMU=skl cli_expect cli/list-pfm 0 -v -l 'pfm.*'; then
	cli_grep cli/list-pfm-skl "$TMP/cli.out" \
		'^perf\.pfm\("INST_RETIRED:ANY_P"\) +pfm\.INST_RETIRED:ANY_P +\[libpfm4 event\] +(not )?available \(.*model skl: type 4, config 0xc0\)$' \
		"INST_RETIRED:ANY_P is not listed with a verdict and its encoding for skl"
	cli_grep cli/list-pfm-model "$TMP/cli.out" '^# libpfm4 events, model skl, forced by LIBPFM_FORCE_PMU$' \
		"the heading does not say the model was forced"
	if grep -v '^#' "$TMP/cli.out" | grep -qv 'model skl'; then
		fail cli/list-pfm-only-pfm "-l 'pfm.*' lists other than skl's events" "$TMP/cli.out"
	else
		pass cli/list-pfm-only-pfm
	fi
fi
if LIBPFM_FORCE_PMU=amd64_fam17h_zen1 cli_expect cli/list-pfm-perf-spelling 0 \
	-l 'perf.pfm("RETIRED_INSTRUCTIONS")'; then
	cli_grep cli/list-pfm-perf-spelling "$TMP/cli.out" 'model amd64_fam17h_zen1: type 4, config 0xc0\)$' \
		"RETIRED_INSTRUCTIONS is not listed for amd64_fam17h_zen1"
fi
# Where libpfm4 detects no CPU model (a VM often has none), a point and
# -l say so and name LIBPFM_FORCE_PMU.  libpfm4 detects an x86 model from
# CPUID alone, so some hosts (an AMD EPYC VM) have one though their kernel
# has no CPU PMU: every core model is then disabled with libpfm4's own
# LIBPFM_DISABLED_PMUS, named from the list a bad LIBPFM_FORCE_PMU gives.
if [ -z "${LIBPFM_FORCE_PMU:-}" ]; then
	pfm_models=$(LIBPFM_FORCE_PMU=no_such_model "$PMPROBE" -p2 -e 'probe perf.pfm("X").counter { }' 2>&1 |
		sed -n 's/.*models: \([^)]*\))$/\1/p' | tr -d ' ')
	if LIBPFM_DISABLED_PMUS=$pfm_models cli_expect cli/pfm-no-model 1 -p2 -e 'probe perf.pfm("INST_RETIRED:ANY_P").counter { }'; then
		cli_grep cli/pfm-no-model "$TMP/cli.err" \
			'^pmprobe: <input>:1:16: error: libpfm4 detects no CPU PMU model on this machine .*set LIBPFM_FORCE_PMU' \
			"no located error naming LIBPFM_FORCE_PMU"
	fi
	if LIBPFM_DISABLED_PMUS=$pfm_models cli_expect cli/list-pfm-no-model 0 -l 'pfm.*'; then
		cli_grep cli/list-pfm-no-model "$TMP/cli.out" 'detects no CPU PMU model.*LIBPFM_FORCE_PMU' \
			"-l 'pfm.*' does not say why it lists no events"
	fi
fi

# -p2: a point written by its canonical name lists no aliases (not itself).
if cli_expect cli/p2-canonical-no-aliases 0 -p2 -e 'probe perf.sw.cpu_clock { }'; then
	if grep -q 'aliases:' "$TMP/cli.out"; then
		fail cli/p2-canonical-no-aliases "a canonical point lists aliases" "$TMP/cli.out"
	else
		pass cli/p2-canonical-no-aliases
	fi
fi

# ------------------------------------------------------------ -I user tapsets
mkdir -p "$TMP/cli-tapset"
cat > "$TMP/cli-tapset/my.pp" <<'EOF'
# A user tapset: aliases of every kind, with prologues.
probe my.cyc = perf.cycles { hits = 1 }
probe my.cyc2 = my.cyc { twice = 2 }
probe my.hot = perf.cycles(50000).kernel { }
probe my.bp = perf.breakpoint("jiffies").write { }
probe my.tick = timer.ms(100) { ticks = 1 }
function my_double(x) { return 2 * x }
EOF
if cli_expect cli/tapset-I-p2 0 -p2 -I "$TMP/cli-tapset" -e 'probe my.cyc2 { n = my_double(hits + twice) }'; then
	if grep -qF 'aliases: my.cyc2 -> my.cyc -> perf.cycles -> perf.hw.cpu_cycles' "$TMP/cli.out" &&
	   grep -qF 'locals: hits:long, twice:long, n:long' "$TMP/cli.out" &&
	   grep -qF 'my_double:long(x:long)' "$TMP/cli.out"; then
		pass cli/tapset-I-p2
	else
		fail cli/tapset-I-p2 "the user alias chain, its prologues or its function are missing" "$TMP/cli.out"
	fi
fi
if cli_expect cli/tapset-I-list 0 -I "$TMP/cli-tapset" -v -l 'my.*'; then
	cli_grep cli/tapset-I-list-rename "$TMP/cli.out" \
		'^perf\.hw\.cpu_cycles[[:space:]]+perf\.cycles,my\.cyc,my\.cyc2[[:space:]]+\[Hardware event\]' \
		"an alias of an alias is not listed on its event's line"
	cli_grep cli/tapset-I-list-suffixes "$TMP/cli.out" \
		'^my\.hot[[:space:]]+-[[:space:]]+\[Hardware event\][[:space:]]+[a-z]' \
		"an alias with suffixes is not listed with its kind and availability"
	cli_grep cli/tapset-I-list-breakpoint "$TMP/cli.out" \
		'^my\.bp[[:space:]]+-[[:space:]]+\[Hardware breakpoint\][[:space:]]+[a-z]' \
		"a breakpoint alias is not listed with its kind and availability"
	cli_grep cli/tapset-I-list-timer "$TMP/cli.out" \
		'^my\.tick[[:space:]]+-[[:space:]]+\[Timer\][[:space:]]+available$' \
		"a timer alias is not listed as an available [Timer]"
fi
if cli_expect cli/tapset-I-list-long 0 -I "$TMP/cli-tapset" -L my.tick; then
	if grep -qF '$counter' "$TMP/cli.out"; then
		fail cli/tapset-I-list-long "-L of a timer alias shows perf-only context" "$TMP/cli.out"
	else
		cli_grep cli/tapset-I-list-long "$TMP/cli.out" 'cpu:long\(\)' "-L of a timer alias shows no functions"
	fi
fi
mkdir -p "$TMP/cli-tapset-bad"
printf '# broken\nprobe bad.one = perf.cycles {\n' > "$TMP/cli-tapset-bad/bad.pp"
if cli_expect cli/tapset-I-syntax-error 1 -p2 -I "$TMP/cli-tapset-bad" -e 'probe begin { }'; then
	cli_grep cli/tapset-I-syntax-error "$TMP/cli.err" \
		"^pmprobe: $TMP/cli-tapset-bad/bad.pp:2:30: error: syntax error, unexpected end of file" \
		"a syntax error in a -I tapset file is not reported at its place"
fi
printf 'probe begin { }\n' > "$TMP/cli-tapset-bad/bad.pp"
if cli_expect cli/tapset-I-probe 1 -p2 -I "$TMP/cli-tapset-bad" -e 'probe begin { }'; then
	cli_grep cli/tapset-I-probe "$TMP/cli.err" \
		"^pmprobe: $TMP/cli-tapset-bad/bad.pp:1:1: error: a tapset file may define aliases" \
		"a probe in a -I tapset file is not refused"
fi

# ------------------------------------------------------------ installed layout
# make install under any PREFIX gives a binary that finds its tapset and
# runtime in BINDIR/../share/pmprobe, whatever PREFIX it was built with.
if ! make -s -C "$ROOT" install DESTDIR="$TMP/inst" PREFIX=/usr > "$TMP/cli.err" 2>&1; then
	fail cli/install-relocatable "make install DESTDIR=... PREFIX=/usr failed" "$TMP/cli.err"
else
	# A tapset file only the installed copy has shows which one is used.
	echo 'probe inst.marker = perf.cpu_clock { }' > "$TMP/inst/usr/share/pmprobe/tapset/zz_marker.pp"
	if env -u PMPROBE_DATADIR "$TMP/inst/usr/bin/pmprobe" -p2 -e 'probe inst.marker { }' \
		> "$TMP/cli.out" 2> "$TMP/cli.err"; then
		cli_grep cli/install-relocatable "$TMP/cli.out" \
			'aliases: inst\.marker -> perf\.cpu_clock -> perf\.sw\.cpu_clock' \
			"the installed pmprobe did not use the installed tapset"
	else
		fail cli/install-relocatable "the installed pmprobe does not find its tapset" "$TMP/cli.err"
	fi
fi
rm -rf "${TMP:?}/inst"

# ------------------------------------------------------------- -w and -u
# The script draws warnings of every elision class; -w prints none of
# them, and -u elides nothing, so says nothing of eliding (the unused
# function's warning is not an elision's and stays).
W_SCRIPT='function f:long(a:long) { return a } probe begin { x = 1; 1 + 2; exit(); next; exit() }'
if cli_expect cli/warnings-printed 0 -p2 -e "$W_SCRIPT"; then
	if [ "$(grep -c 'warning: eliding' "$TMP/cli.err")" = 3 ]; then
		pass cli/warnings-printed
	else
		fail cli/warnings-printed "expected three elision warnings" "$TMP/cli.err"
	fi
fi
if cli_expect cli/w-silences-warnings 0 -p2 -w -e "$W_SCRIPT"; then
	if [ -s "$TMP/cli.err" ]; then
		fail cli/w-silences-warnings "-w printed something" "$TMP/cli.err"
	else
		pass cli/w-silences-warnings
	fi
fi
if cli_expect cli/u-no-elision-warnings 0 -p2 -u -e "$W_SCRIPT"; then
	if grep -q 'eliding\|side-effect-free' "$TMP/cli.err" ||
	   ! grep -q "warning: function 'f' is never called" "$TMP/cli.err"; then
		fail cli/u-no-elision-warnings "-u: elision warnings, or the unused function's missing" "$TMP/cli.err"
	else
		pass cli/u-no-elision-warnings
	fi
fi

# -w covers the driver's warnings too: an unused script argument.
if cli_expect cli/w-silences-unused-argument 0 -p2 -w -e 'probe begin { exit() }' 5; then
	if [ -s "$TMP/cli.err" ]; then
		fail cli/w-silences-unused-argument "-w printed something" "$TMP/cli.err"
	else
		pass cli/w-silences-unused-argument
	fi
fi

# --stap-warnings: the translator's warnings in SystemTap's form (located
# ones with " at FILE:LINE:COL", the source line after " source: " and
# the caret under the column; unlocated ones as "WARNING: MESSAGE"), and
# nothing else of the run changes: the same warnings, the same status.
printf 'global a, b\nprobe begin {\n\ta = 1; 1 + 2\n\texit()\n}\n' > "$TMP/cli-stapw.pp"
if cli_expect cli/stap-warnings 0 -p2 --stap-warnings "$TMP/cli-stapw.pp" 5; then
	tab=$(printf '\t')
	printf '%s\n' "WARNING: global 'b' is never used at $TMP/cli-stapw.pp:1:11" \
		' source: global a, b' \
		'                   ^' \
		"WARNING: eliding side-effect-free expression at $TMP/cli-stapw.pp:3:9" \
		" source: ${tab}a = 1; 1 + 2" \
		"         ${tab}       ^" \
		"WARNING: script argument 1 ('5') is not used by the script" > "$TMP/cli-stapw.want"
	if cmp -s "$TMP/cli-stapw.want" "$TMP/cli.err"; then
		pass cli/stap-warnings
	else
		fail cli/stap-warnings "not SystemTap's form (want $TMP/cli-stapw.want)" "$TMP/cli.err"
	fi
fi

# ------------------------------------------------------- -v, --version, -h
if cli_expect cli/verbose-passes 0 -v -p2 -e 'probe begin { }'; then
	if grep -qE '^Pass 1: .* in [0-9]+ ms$' "$TMP/cli.err" &&
	   grep -qE '^Pass 2: .* in [0-9]+ ms$' "$TMP/cli.err" &&
	   ! grep -q '^Pass' "$TMP/cli.out"; then
		pass cli/verbose-passes
	else
		fail cli/verbose-passes "-v -p2 did not print 'Pass 1:' and 'Pass 2:' lines on stderr" "$TMP/cli.err"
	fi
fi
if cli_expect cli/quiet-without-v 0 -p2 -e 'probe begin { exit() }'; then
	if [ -s "$TMP/cli.err" ]; then
		fail cli/quiet-without-v "stderr output without -v" "$TMP/cli.err"
	else
		pass cli/quiet-without-v
	fi
fi
if cli_expect cli/version 0 --version; then
	cli_grep cli/version "$TMP/cli.out" '^pmprobe [0-9]+\.[0-9]+' "--version does not print 'pmprobe VERSION'"
fi
for h in -h --help; do
	if cli_expect "cli/help $h" 0 "$h"; then
		if [ -s "$TMP/cli.err" ]; then
			fail "cli/help $h" "help text on stderr" "$TMP/cli.err"
		else
			cli_grep "cli/help $h" "$TMP/cli.out" '^usage: pmprobe' "$h does not print the usage"
		fi
	fi
done

# ------------------------------------------------------------------ man pages
# The tapset reference is generated from tapset/*.pp: the committed page
# must be what scripts/gen-tapset-man writes now.
if sh scripts/gen-tapset-man > "$TMP/tapset.7" 2> "$TMP/gen.err"; then
	if cmp -s "$TMP/tapset.7" man/pmprobe-tapset.7; then
		pass man/tapset-page-up-to-date
	else
		diff man/pmprobe-tapset.7 "$TMP/tapset.7" > "$TMP/man.diff"
		fail man/tapset-page-up-to-date \
			"man/pmprobe-tapset.7 is stale: run scripts/gen-tapset-man -o man/pmprobe-tapset.7" \
			"$TMP/man.diff"
	fi
else
	fail man/tapset-page-up-to-date "scripts/gen-tapset-man failed" "$TMP/gen.err"
fi

# Every page renders without a single groff warning.
for page in man/pmprobe.1 man/pmprobe-lang.7 man/pmprobe-tapset.7; do
	if ! command -v groff > /dev/null; then
		fail "man/renders $page" "groff is not installed (apt-get install groff-base man-db)"
	elif groff -man -Tutf8 -ww -z "$page" > "$TMP/man.err" 2>&1 && [ ! -s "$TMP/man.err" ]; then
		pass "man/renders $page"
	else
		fail "man/renders $page" "groff warns about the page" "$TMP/man.err"
	fi
done

# pmprobe(1) documents every option the driver accepts, and -h lists
# each: both come from compiler/options.c's one table.
missing=
cli_run -h
for o in $(sed -n 's/^[[:space:]]*{ OPT_[A-Z_]*, "\([a-z-]*\)",.*/\1/p; s/^[[:space:]]*{ .[a-zA-Z]., "\([a-z-]*\)",.*/\1/p' compiler/options.c); do
	grep -qF -- "\\-\\-$(printf '%s' "$o" | sed 's/-/\\-/g')" man/pmprobe.1 || missing="$missing --$o"
	grep -qE -- "(^ +|, )--$o( |$)" "$TMP/cli.out" || missing="$missing --$o(-h)"
done
for o in $(sed -n "s/^[[:space:]]*{ '\(.\)',.*/\1/p" compiler/options.c); do
	grep -qE -- "^\\.(B|BI|BR) \\\\-$o( |\$)" man/pmprobe.1 || missing="$missing -$o"
	grep -qE -- "^  -$o( |,|$)" "$TMP/cli.out" || missing="$missing -$o(-h)"
done
[ "$(grep -c "^	{ " compiler/options.c)" -ge 30 ] || missing="$missing (the option table was not read)"
if [ -z "$missing" ]; then
	pass man/every-option-documented
else
	echo "$missing" > "$TMP/man.missing"
	fail man/every-option-documented "options missing from man/pmprobe.1" "$TMP/man.missing"
fi

# The guest kernel-log scanner (--scan-kernel-log, used on every run
# test's slice of the log) catches each kind of problem and passes a
# clean log: a splat it missed would let a broken test pass.
printf '%s\n' '[    1.0] pmprobe: loading out-of-tree module taints kernel.' \
	'[    2.0] perf: interrupt took too long (2510 > 2500), lowering kernel.perf_event_max_sample_rate to 79000' \
	'[    0.0] kasan: KernelAddressSanitizer initialized (generic)' \
	'[    0.0] kfence: initialized - using 2097152 bytes for 255 objects at 0x(____ptrval____)-0x(____ptrval____)' \
	'[    0.0] Lock dependency validator: Copyright (c) 2006 Red Hat, Inc., Ingo Molnar' \
	'[    0.0] ... MAX_LOCKDEP_SUBCLASSES:  8' \
	'[    1.0] perf: Dynamic interrupt throttling disabled, can hang your system!' \
	> "$TMP/clean.log"
cli_run --scan-kernel-log "$TMP/clean.log"
if [ "$CLI_RC" -eq 0 ]; then pass scan-log/clean; else fail scan-log/clean "a clean log was flagged" "$TMP/cli.out"; fi
while IFS= read -r splat; do
	printf '[    1.0] something\n[    2.0] %s\n' "$splat" > "$TMP/splat.log"
	cli_run --scan-kernel-log "$TMP/splat.log"
	if [ "$CLI_RC" -eq 1 ] && grep -qF -- "$splat" "$TMP/cli.out"; then
		pass "scan-log/$(printf '%s' "$splat" | cut -c1-30)"
	else
		echo "status $CLI_RC for: $splat" >> "$TMP/cli.out"
		fail "scan-log/$(printf '%s' "$splat" | cut -c1-30)" "the scanner missed a splat" "$TMP/cli.out"
	fi
done <<'SPLATS'
BUG: kernel NULL pointer dereference, address: 0000000000000008
kernel BUG at mm/slub.c:415!
invalid opcode: 0000 [#1] PREEMPT SMP NOPTI
WARNING: CPU: 1 PID: 120 at kernel/events/core.c:2345 perf_event_release_kernel+0x1c/0x2c0
Oops: 0002 [#1] PREEMPT SMP NOPTI
general protection fault, probably for non-canonical address 0xdead000000000100: 0000 [#1]
Kernel panic - not syncing: Fatal exception in interrupt
Call Trace:
INFO: task pmprobe:97 blocked for more than 120 seconds.
BUG: sleeping function called from invalid context at kernel/locking/mutex.c:580
watchdog: BUG: soft lockup - CPU#0 stuck for 22s! [spin:88]
NMI watchdog: Watchdog detected hard LOCKUP on cpu 1
rcu: INFO: rcu_preempt self-detected stall on CPU
refcount_t: underflow; use-after-free.
list_del corruption. prev->next should be ffff888003e1a0c8, but was dead000000000100
Kernel stack is corrupted in: pmpp_body0+0x40/0x60
BUG: KASAN: slab-out-of-bounds in pmp_canary_init+0x4a/0x1000 [pmp_canary]
BUG: KFENCE: out-of-bounds read in pmp_canary_init+0x4a/0x1000 [pmp_canary]
UBSAN: array-index-out-of-bounds in /tmp/pmprobe-build/pmp__s.c:120:14
WARNING: possible circular locking dependency detected
WARNING: inconsistent lock state
WARNING: suspicious RCU usage
BUG: scheduling while atomic: pmprobe/97/0x00000002
WARNING: bad unlock balance detected!
WARNING: held lock freed!
DEBUG_LOCKS_WARN_ON(1)
ODEBUG: free active (active state 0) object type: hrtimer hint: pmp_timer_fn+0x0/0x90 [t_timer]
list_add double add: new=ffff888003e1a0c8, prev=ffff888003e1a0c8, next=ffff888003e1b000.
Unable to handle kernel NULL pointer dereference at virtual address 0000000000000008
Internal error: Oops: 0000000096000004 [#1] PREEMPT SMP
SPLATS

# ------------------------------------------------------ -l 'perf.breakpoint*'
# The three breakpoint forms, each a [Hardware breakpoint] with its suffixes.
if cli_expect cli/list-breakpoint 0 -v -l 'perf.breakpoint*'; then
	if [ "$(grep -vc '^#' "$TMP/cli.out")" -eq 3 ] &&
	   grep -qE '^perf\.breakpoint\(SYMBOL_OR_ADDR\)\.exec[[:space:]]+-[[:space:]]+\[Hardware breakpoint\][[:space:]]+[a-z]' "$TMP/cli.out" &&
	   grep -qE '^perf\.breakpoint\(SYMBOL_OR_ADDR\)\.write\.len\(N\)[[:space:]]+-[[:space:]]+\[Hardware breakpoint\][[:space:]]+[a-z]' "$TMP/cli.out" &&
	   grep -qE '^perf\.breakpoint\(SYMBOL_OR_ADDR\)\.rw\.len\(N\)[[:space:]]+-[[:space:]]+\[Hardware breakpoint\][[:space:]]+[a-z]' "$TMP/cli.out"; then
		pass cli/list-breakpoint
	else
		fail cli/list-breakpoint "not the .exec, .write.len(N) and .rw.len(N) forms, one line each" "$TMP/cli.out"
	fi
fi

# ------------------------------------------------- --vm: what it needs, named
# Each missing piece fails before QEMU starts, in one line naming the
# Debian package to install, with status 1.
. testsuite/lib/kernels.sh
cli_vm_missing() { # NAME PATTERN ENV... -- ARGS...
	local name=$1 pat=$2 envs=()
	shift 2
	while [ "$1" != -- ]; do envs+=("$1"); shift; done
	shift
	env "${envs[@]}" "$PMPROBE" "$@" > "$TMP/cli.out" 2> "$TMP/cli.err" < /dev/null
	CLI_RC=$?
	if [ "$CLI_RC" -ne 1 ]; then
		fail "$name" "expected exit status 1, got $CLI_RC" "$TMP/cli.err"
	elif [ -s "$TMP/cli.out" ] || [ "$(wc -l < "$TMP/cli.err")" -ne 1 ]; then
		fail "$name" "not one line on stderr and nothing on stdout" "$TMP/cli.err"
	else
		cli_grep "$name" "$TMP/cli.err" "^pmprobe: .*$pat" "the message does not match '$pat'"
	fi
}
cli_vm_rel=$(kernel_of_line 6.1)
[ -n "$cli_vm_rel" ] || cli_vm_rel=$(kernels_of_machine | tail -n1)
cli_vm_missing cli/vm-no-qemu 'qemu-system-x86_64 not found; install qemu-system-x86$' \
	PATH=/nonexistent -- --vm-script /dev/null -r "$cli_vm_rel"
cli_vm_missing cli/vm-no-kernel-image 'needs the kernel image /boot/vmlinuz-nosuch \(install linux-image-nosuch\)$' \
	-- --vm-script /dev/null -r nosuch
cli_vm_missing cli/vm-no-busybox "$TMP/no-busybox not found \\(.*\\); install busybox-static\$" \
	PMPROBE_BUSYBOX="$TMP/no-busybox" -- --vm-script /dev/null -r "$cli_vm_rel"

# -r DIR under --vm boots DIR/arch/x86/boot/bzImage (or arm64's
# arch/arm64/boot/Image), which must be there and be of DIR's release
# (a bzImage's boot header says which it is).
cli_kdir=$TMP/kdir/tree
mkdir -p "$cli_kdir/arch/x86/boot"
cli_vm_missing cli/vm-build-dir-unconfigured "-r $cli_kdir: not a configured kernel build directory" \
	-- --vm-script /dev/null -r "$cli_kdir"
mkdir -p "$cli_kdir/include/config"
echo 6.1.99-mine > "$cli_kdir/include/config/kernel.release"
cli_vm_missing cli/vm-build-dir-no-image "boots the directory's own image, and there is none \\(make bzImage, or Image for arm64, there\\)\$" \
	-- --vm-script /dev/null -r "$cli_kdir"
echo "not a kernel" > "$cli_kdir/arch/x86/boot/bzImage"
cli_vm_missing cli/vm-build-dir-not-bzimage "bzImage is not an x86 bzImage" \
	-- --vm-script /dev/null -r "$cli_kdir"
if [ -f "/boot/vmlinuz-$cli_vm_rel" ]; then
	ln -sf "/boot/vmlinuz-$cli_vm_rel" "$cli_kdir/arch/x86/boot/bzImage"
	cli_vm_missing cli/vm-build-dir-other-release "bzImage is kernel $cli_vm_rel, but the directory is configured for 6.1.99-mine" \
		-- --vm-script /dev/null -r "$cli_kdir"
fi

# docs/SAFETY.md names the test behind each guarantee: each must exist.
missing=$(grep -oE '`(run|guest|semko|semok|parseko|parseok|buildok)/[A-Za-z0-9_*.]+`' docs/SAFETY.md |
	  tr -d '`' | sort -u | while read -r r; do compgen -G "testsuite/$r" > /dev/null || echo "$r"; done)
if [ -z "$missing" ]; then
	pass docs/safety-tests-exist
else
	echo "$missing" > "$TMP/safety.missing"
	fail docs/safety-tests-exist "docs/SAFETY.md names tests that do not exist" "$TMP/safety.missing"
fi

# A big script is compiled as two objects (codegen.c, SPLIT_BYTES): -p3
# writes the second one's C beside the first, a small script has none.
# run/split_objects.pp is the run test of such a module.
cli_split() { # NAME EXPECT(yes|no) SCRIPT
	local c
	c=$("$PMPROBE" -p3 "$3" 2> "$TMP/cli.err") || { fail "$1" "-p3 failed" "$TMP/cli.err"; return; }
	if { [ -e "$(dirname "$c")/pmp__s2.c" ] && [ "$2" = yes ]; } ||
	   { [ ! -e "$(dirname "$c")/pmp__s2.c" ] && [ "$2" = no ]; }; then
		pass "$1"
	else
		ls "$(dirname "$c")" > "$TMP/cli.out"
		fail "$1" "expected a second object: $2" "$TMP/cli.out"
	fi
	rm -rf "$(dirname "$c")"
}
cli_split cli/split-big-script yes testsuite/run/split_objects.pp
cli_split cli/split-not-small-script no testsuite/run/arrays.pp

# ------------------------------------ pass 5 here on a kernel that cannot run it
# A script run here (no --vm) on a kernel that cannot load modules, or
# without its own build directory, is stopped before pass 3 in one line
# that suggests --vm (rather than built for another installed kernel and
# then refused); -p3 and -p4 are not stopped.  Only testable on such a
# kernel (this project's build hosts are).
cli_host_rel=$(uname -r)
if [ ! -e /proc/modules ] || [ "$(cat /proc/sys/kernel/modules_disabled 2> /dev/null)" = 1 ] ||
   [ ! -e "/lib/modules/$cli_host_rel/build/Makefile" ]; then
	cli_run -e 'probe begin { println("ran") }'
	if [ "$CLI_RC" -ne 1 ] || [ -s "$TMP/cli.out" ] || [ "$(wc -l < "$TMP/cli.err")" -ne 1 ]; then
		fail cli/host-cannot-run "expected status 1 and one line on stderr (got $CLI_RC)" "$TMP/cli.err"
	else
		cli_grep cli/host-cannot-run "$TMP/cli.err" \
			"^pmprobe: this kernel \\($cli_host_rel\\) cannot run a module built here: .*; run the script in a QEMU guest with --vm" \
			"not the one line naming the kernel, why and --vm"
	fi
	cli_run -v -e 'probe begin { println("ran") }'
	if grep -q "^Pass [345]" "$TMP/cli.err" || ! grep -q "^Pass 2" "$TMP/cli.err"; then
		fail cli/host-cannot-run-before-building "the check is not between pass 2 and pass 3" "$TMP/cli.err"
	else
		pass cli/host-cannot-run-before-building
	fi
	if cli_expect cli/host-cannot-run-not-p3 0 -p3 -e 'probe begin { println("ran") }'; then
		pass cli/host-cannot-run-not-p3
		rm -rf "$(dirname "$(cat "$TMP/cli.out")")"
	fi
fi

# ------------------------------------------ the preprocessor's target kernel
# kernel_v, kernel_vr, arch and CONFIG_* answer for the kernel pass 4
# builds for (-r): here a build directory made for the test, whose
# release, architecture and .config the driver passes to the translator.
cli_pdir=$TMP/pp-kdir
mkdir -p "$cli_pdir/include/config"
: > "$cli_pdir/Makefile"
echo 6.1.77-pp1 > "$cli_pdir/include/config/kernel.release"
printf '#\nCONFIG_X86_64=y\nCONFIG_PP_MOD=m\nCONFIG_PP_STR="a b"\n# CONFIG_PP_OFF is not set\n' > "$cli_pdir/.config"
cli_pp_script='%( kernel_v == "6.1.77" && kernel_vr == "6.1.77-pp1" && kernel_v > "6.1.9" && arch == "x86_64" && CONFIG_PP_MOD == "m" && CONFIG_PP_STR == "\"a b\"" && CONFIG_PP_OFF == "" %? probe begin { println("target") } %: probe begin { println("not") } %)'
if cli_expect cli/preproc-target-build-dir 0 -p1 -r "$cli_pdir" -e "$cli_pp_script"; then
	cli_grep cli/preproc-target-build-dir "$TMP/cli.out" 'println\("target"\)' \
		"the conditions did not see the -r build directory's release, arch and .config"
fi
sed -i 's/CONFIG_X86_64=y/CONFIG_ARM64=y/' "$cli_pdir/.config"
if cli_expect cli/preproc-target-arch-arm64 0 -p1 -r "$cli_pdir" \
	-e '%( arch == "arm64" %? probe begin { println("arm64") } %: probe begin { println("not") } %)'; then
	cli_grep cli/preproc-target-arch-arm64 "$TMP/cli.out" 'println\("arm64"\)' \
		"an aarch64 kernel's arch is not SystemTap's name for it, arm64"
fi
# Without a target kernel, a condition on it is one located error after
# the line saying why, and exit status 1.
if cli_expect cli/preproc-target-missing 1 -p1 -r nosuch -e '%( kernel_v >= "6.1" %? probe begin { } %)'; then
	if [ "$(grep -c 'error' "$TMP/cli.err")" -ne 1 ] || ! grep -q '^pmprobe: no headers for kernel nosuch' "$TMP/cli.err"; then
		fail cli/preproc-target-missing "not the reason then one located error" "$TMP/cli.err"
	else
		cli_grep cli/preproc-target-missing "$TMP/cli.err" \
			"^pmprobe: <input>:1:4: error: 'kernel_v' tests the target kernel, which pmprobe could not find" \
			"the error is not located at kernel_v"
	fi
fi
# A script that tests no kernel fact does not look for one.
if cli_expect cli/preproc-no-target-needed 0 -p1 -r nosuch -e '%( $# == 0 %? probe begin { } %)'; then
	pass cli/preproc-no-target-needed
fi

# ------------------------------------------------------- errors that teach
# Another tool's spelling, a typo of a name the target knows, a period on
# a mode suffix: each exactly one error line (no parser "syntax error"),
# located, with pmprobe's spelling in it.  PASS -p, SCRIPT, TEXT (grep -F).
cli_teach() {
	local name=$1 pass=$2 script=$3 want=$4
	shift 4
	cli_run "$@" -p"$pass" -e "$script"
	if [ "$CLI_RC" -ne 1 ]; then
		fail "$name" "expected exit status 1, got $CLI_RC" "$TMP/cli.err"
	elif [ "$(grep -c 'error:' "$TMP/cli.err")" -ne 1 ] || grep -q 'syntax error' "$TMP/cli.err"; then
		fail "$name" "not exactly one error line" "$TMP/cli.err"
	elif ! grep -qF -- "$want" "$TMP/cli.err" || ! grep -q '^pmprobe: <input>:1:[0-9]*: error: ' "$TMP/cli.err"; then
		fail "$name" "the error does not say '$want' at its place" "$TMP/cli.err"
	else
		pass "$name"
	fi
}
cli_teach cli/teach-bpftrace-tracepoint 1 'tracepoint:sched:sched_switch { exit() }' \
	"pmprobe's is 'probe perf.tracepoint(\"sched:sched_switch\")'"
cli_teach cli/teach-bpftrace-tracepoint-probe 1 'probe tracepoint:sched:sched_wakeup { exit() }' \
	"pmprobe's is 'probe perf.tracepoint(\"sched:sched_wakeup\")'"
cli_teach cli/teach-bpftrace-kprobe 1 'kprobe:vfs_read { exit() }' \
	"pmprobe's is 'probe kernel.function(\"vfs_read\")'"
cli_teach cli/teach-bpftrace-kretprobe 1 'kretprobe:vfs_read { exit() }' \
	"pmprobe's is 'probe kernel.function(\"vfs_read\").return'"
cli_teach cli/teach-bpftrace-map 1 'global c; probe perf.cpu_clock { @c[execname()]++ }' \
	"'@c[...]' is a bpftrace map; in pmprobe an array is a global: declare 'global c' and write 'c[...]'"
cli_teach cli/teach-bpftrace-scalar-map 1 'probe perf.cpu_clock { @n++ }' \
	"declare 'global n' and write 'n'"
cli_teach cli/teach-bpftrace-hardware 1 'hardware:cycles:1000000 { exit() }' \
	"pmprobe's is 'probe perf.cycles(1000000)'"
cli_teach cli/teach-bpftrace-profile 1 'profile:hz:99 { exit() }' \
	"pmprobe's is 'probe perf.cpu_clock.hz(99)'"
cli_teach cli/teach-bpftrace-interval 1 'interval:s:1 { exit() }' "pmprobe's is 'probe timer.s(1)'"
cli_teach cli/teach-bpftrace-begin 1 'BEGIN { printf("hi\n") }' "pmprobe's is 'probe begin'"
cli_teach cli/teach-bpftrace-comm 2 'global c; probe perf.cpu_clock { c[comm]++ }' \
	"bpftrace's 'comm' is pmprobe's execname()"
cli_teach cli/teach-perf-modifier-u 1 'probe cycles:u { exit() }' "pmprobe's is 'perf.cycles.user'"
cli_teach cli/teach-perf-modifier-k 1 'probe perf.cycles(100000):k { exit() }' \
	"pmprobe's is 'perf.cycles(100000).kernel'"
cli_teach cli/teach-perf-group 1 'probe {cycles,instructions} { exit() }' \
	"'{cycles,instructions}' is perf's event group; pmprobe opens each event as a point of its own"
cli_teach cli/teach-misplaced-period 2 'probe perf.cycles.user(100000) { exit() }' \
	"'.user' takes no argument: a sample period goes on the event, before its suffixes: perf.cycles(100000).user"
cli_teach cli/teach-tracepoint-typo 2 'probe perf.tracepoint("sched:sched_swtich") { exit() }' \
	"no tracepoint sched:sched_swtich on the --sysfs-root tree; did you mean 'sched:sched_switch'?" \
	--sysfs-root testsuite/sysfs
cli_teach cli/teach-sysfs-event-typo 2 'probe perf.pmu("msr").event("tcs").counter { exit() }' \
	"PMU msr has no event 'tcs'; did you mean 'tsc'?" --sysfs-root testsuite/sysfs
cli_teach cli/teach-sysfs-term-typo 2 'probe perf.event("cpu/evnet=0x3c/").counter { exit() }' \
	"did you mean 'event'?" --sysfs-root testsuite/sysfs
LIBPFM_FORCE_PMU=skl cli_teach cli/teach-pfm-typo 2 'probe perf.pfm("INST_RETIRD").counter { exit() }' \
	"libpfm4's model skl has no event 'INST_RETIRD'; did you mean 'INST_RETIRED'?"
LIBPFM_FORCE_PMU=skl cli_teach cli/teach-pfm-umask-typo 2 'probe perf.pfm("INST_RETIRED:ANY_Q").counter { exit() }' \
	"event INST_RETIRED has no umask or modifier 'ANY_Q'; did you mean 'ANY_P'?"
# What is not another tool's spelling is left to the parser: a macro's
# @parameter, a ternary, an aggregate.
if cli_expect cli/teach-no-false-alarm 0 -p1 -e '@define twice(a) %( @a * 2 %) global BEGIN, s
probe begin { BEGIN = 1 ? 2 : 3; s <<< twice(BEGIN); printf("%d\n", @count(s)) }'; then
	pass cli/teach-no-false-alarm
fi
# What needs only the target's description comes before a guest boots:
# with the guest's PMUs in pmprobe's cache (as an earlier --vm run left
# them; here a made-up entry in a cache of its own), a hardware event
# for a guest without a CPU PMU is a pass-2 error; a guest with one is
# not refused.  -p2: no guest boots in either case.
cli_rel=$(ls -d /lib/modules/*-amd64/build 2>/dev/null | head -n1 | cut -d/ -f4)
if [ -n "$cli_rel" ] && [ -f "/lib/modules/$cli_rel/build/Module.symvers" ]; then
	cli_stamp=$(stat -c '%s %.9Y' "/lib/modules/$cli_rel/build/Module.symvers")
	cli_entry="$TMP/xdg/pmprobe/guest-$cli_rel-x86_64-$(printf '%s' "$cli_stamp" | sha256sum | cut -c1-12)"
	mkdir -p -m 700 "$TMP/xdg" "$TMP/xdg/pmprobe" "$cli_entry"
	printf '@@@ pmu software/type\n1\n@@@ pmu breakpoint/type\n5\n@@@ pmu msr/type\n10\n' > "$cli_entry/pmus"
	chmod 600 "$cli_entry/pmus"
	if XDG_CACHE_HOME=$TMP/xdg cli_expect cli/target-no-cpu-pmu 1 --vm -r "$cli_rel" -p2 \
		-e 'probe perf.cycles(100000) { exit() }'; then
		cli_grep cli/target-no-cpu-pmu "$TMP/cli.err" \
			"^pmprobe: <input>:1:7: error: perf\\.cycles\\(100000\\) needs the CPU's PMU, and kernel $cli_rel in its guest has none \\(its PMUs: breakpoint, msr, software;" \
			"no located error before the guest boots"
	fi
	printf '@@@ pmu software/type\n1\n@@@ pmu cpu/type\n4\n' > "$cli_entry/pmus"
	if XDG_CACHE_HOME=$TMP/xdg cli_expect cli/target-cpu-pmu 0 --vm -r "$cli_rel" -p2 \
		-e 'probe perf.cycles(100000) { exit() }'; then
		pass cli/target-cpu-pmu
	fi
else
	fail cli/target-no-cpu-pmu "no amd64 kernel headers installed (scripts/install-deps)"
fi

# Signed modules, on the host (lib/signing.sh).
# shellcheck source=/dev/null
. testsuite/lib/signing.sh
signing_host

# --metrics (testsuite/lib/metrics.sh runs it end to end in a guest).
# shellcheck source=/dev/null
. testsuite/lib/metrics_cli.sh
