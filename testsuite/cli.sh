# cli.sh - command-line behaviour of the translator (sourced by run-tests):
# usage errors, script loading, -l/-L listings, -v, --version, -h.
# Uses $PMPROBE, $TMP, pass and fail from run-tests.

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

# ---------------------------------------------------------------------- -l / -L
if cli_expect cli/list-perf 0 -l 'perf.*'; then
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
if cli_expect cli/quiet-without-v 0 -p2 -e 'probe begin { }'; then
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

# pmprobe(1) documents every option the driver accepts.
missing=
for o in $(sed -n 's/^[[:space:]]*{ "\([a-z-]*\)",.*/\1/p' compiler/main.c); do
	grep -qF -- "\\-\\-$(printf '%s' "$o" | sed 's/-/\\-/g')" man/pmprobe.1 || missing="$missing --$o"
done
for o in $(sed -n 's/.*getopt_long(argc, argv, "+\([^"]*\)".*/\1/p' compiler/main.c | tr -d ':+' | fold -w1); do
	grep -qE -- "^\\.(B|BI|BR) \\\\-$o( |\$)" man/pmprobe.1 || missing="$missing -$o"
done
if [ -z "$missing" ]; then
	pass man/every-option-documented
else
	echo "$missing" > "$TMP/man.missing"
	fail man/every-option-documented "options missing from man/pmprobe.1" "$TMP/man.missing"
fi
