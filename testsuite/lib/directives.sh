# directives.sh - the one list of the directives a test file may carry, in
# comments, with the type of each one's value; and the "directives" kind,
# which holds every test file and example to it (sourced by run-tests;
# $TMP, pass and fail from there).
#
# A directive is a comment line "# NAME: VALUE" (or "# NAME" alone for
# the flags).  Any comment line that starts "# WORD:" with WORD in lower
# case is read as one: an unknown NAME or a VALUE not of its type is a
# failure naming the file and the line, so a misspelt directive can never
# be skipped in silence (prose in a comment does not start a line with
# "word:").  A line "# word" alone must be a flag.
# shellcheck shell=bash

# NAME TYPE  WHO READS IT: WHAT IT SAYS
DIRECTIVES_TABLE='
flags text          all kinds: extra pmprobe options (e.g. -x 1 -g)
args text           all kinds: script arguments ($1.. / @1..)
env env             all kinds: pmprobe environment, VAR=VALUE... (e.g. LIBPFM_FORCE_PMU=skl)
error text          ko tests: an expected error message; several allowed
at linecol          ko tests: LINE:COL where the first error must point
note text           ko tests: an expected note, [LINE:COL: ]MESSAGE; several allowed
warning text        ok tests: an expected warning, [LINE:COL: ]MESSAGE
no-warning text     ok tests: no warning may contain TEXT
expect-p2 text      semok: a line -p2 must print
arches machines     buildok, semok: the kernels it builds for (uname -m)
variant text        golden: another set of options, with its own .c file
run text            run tests: loader options in the guest (-T, -c, -s, -x...)
status int          run tests: the expected exit status (default 0)
stderr text         run tests: text that must appear on stderr; several allowed
stderr-re regex     run tests: a regex (grep -E) a line of stderr must match
smoke flag          run tests: also run on the 6.12 kernel
cpus int            run tests: a guest with N CPUs (batched apart)
icount flag         run tests: one vCPU under --vm-icount (batched apart)
machine machine     run tests: runs in that machine'"'"'s guests only (aarch64)
setup text          run tests: a command the guest runs, and waits for, before the run
before text         run tests: a command started in the background before the run
signal signal       run tests: SIG SECS, the signal sent to the loader after SECS
after text          run tests: a command run after; its output is checked with stdout
last-in-boot flag   run tests: runs after every other test of its boot
guest-seconds int   run tests: about how long it takes in a guest (batching)
'

# The files that carry directives: every test of every kind, the guest
# scripts and the examples.
directive_files() {
	ls testsuite/{parseok,parseko,semok,semko,buildok,golden,run,arm64}/*.pp \
		testsuite/guest/*.sh examples/*.pp 2> /dev/null
}

# Checks VALUE against TYPE; prints why not, or nothing.
directive_value_problem() { # TYPE VALUE
	local type=$1 v=$2
	case $type in
	flag) [ -z "$v" ] || echo "takes no value" ;;
	text) [ -n "$v" ] || echo "needs a value" ;;
	int) [[ $v =~ ^[0-9]+$ ]] || echo "'$v' is not a number" ;;
	linecol) [[ $v =~ ^[0-9]+:[0-9]+$ ]] || echo "'$v' is not LINE:COL" ;;
	signal) [[ $v =~ ^[A-Z]+\ [0-9]+(\.[0-9]+)?$ ]] || echo "'$v' is not SIG SECONDS (TERM 2)" ;;
	machine) [[ $v =~ ^(x86_64|aarch64)$ ]] || echo "'$v' is not x86_64 or aarch64" ;;
	machines) [[ $v =~ ^(x86_64|aarch64)(\ (x86_64|aarch64))*$ ]] || echo "'$v' is not a list of x86_64, aarch64" ;;
	env) [[ $v =~ ^[A-Za-z_][A-Za-z0-9_]*=[^\ ]*(\ [A-Za-z_][A-Za-z0-9_]*=[^\ ]*)*$ ]] ||
		echo "'$v' is not VAR=VALUE..." ;;
	regex) [ -n "$v" ] && { grep -qE -- "$v" < /dev/null 2> /dev/null; [ $? -ne 2 ]; } ||
		echo "'$v' is not an extended regex" ;;
	esac
}

# One line per problem of FILE's directives: "FILE:LINE: WHAT".
directive_problems() { # FILE
	local f=$1 n=0 line name value type known
	while IFS= read -r line || [ -n "$line" ]; do
		n=$((n + 1))
		if [[ $line =~ ^#\ ([a-z][a-z0-9-]*):(\ (.*))?$ ]]; then
			name=${BASH_REMATCH[1]} value=${BASH_REMATCH[3]}
		elif [[ $line =~ ^#\ ([a-z][a-z0-9-]*)$ ]]; then
			name=${BASH_REMATCH[1]} value=
		elif [[ $line =~ ^#\ ($DIRECTIVES_NOT_WORDS)\ [^:] ]]; then
			# a directive's name that is no English word, its colon
			# forgotten ("# flags -x 1")
			echo "$f:$n: directive '${BASH_REMATCH[1]}' needs ': VALUE'"
			continue
		else
			continue
		fi
		if ! type=$(directive_type "$name"); then
			known=$(directive_names | tr '\n' ' ')
			echo "$f:$n: unknown directive '$name' (known: ${known% })"
			continue
		fi
		if [[ $line != *:* ]] && [ "$type" != flag ]; then
			echo "$f:$n: directive '$name' needs ': VALUE'"
			continue
		fi
		local why
		why=$(directive_value_problem "$type" "$value")
		[ -z "$why" ] || echo "$f:$n: directive '$name': $why"
	done < <(LC_ALL=C tr -d '\000' < "$f")
}

# The names no prose line starts with: one of them followed by a space
# but no colon is a directive whose colon was forgotten.
DIRECTIVES_NOT_WORDS='flags|args|env|expect-p2|stderr-re|no-warning|guest-seconds|arches|last-in-boot'
declare -A DIRECTIVE_TYPE
while read -r name type _; do
	[ -n "$name" ] && DIRECTIVE_TYPE[$name]=$type
done <<< "$DIRECTIVES_TABLE"
directive_names() { awk 'NF { print $1 }' <<< "$DIRECTIVES_TABLE"; }
directive_type() { # NAME: prints its type; false when unknown
	[ -n "${DIRECTIVE_TYPE[$1]:-}" ] && echo "${DIRECTIVE_TYPE[$1]}"
}

run_directives() {
	local f problems bad
	# The checker itself: a misspelt name, a bad value and a flag with a
	# value must each be caught, with the file and line.
	printf '# flag: -x 1\n# status: one\n# smoke: yes\n# at: 3:4\n# just prose: not a directive\n# flags -g\n' > "$TMP/directives.pp"
	bad=$(directive_problems "$TMP/directives.pp")
	if [ "$(grep -c . <<< "$bad")" = 4 ] &&
	   grep -q "directives.pp:6: directive 'flags' needs ': VALUE'" <<< "$bad" &&
	   grep -q "directives.pp:1: unknown directive 'flag'" <<< "$bad" &&
	   grep -q "directives.pp:2: directive 'status': 'one' is not a number" <<< "$bad" &&
	   grep -q "directives.pp:3: directive 'smoke': takes no value" <<< "$bad"; then
		pass "directives/checker"
	else
		printf '%s\n' "$bad" > "$TMP/directives.err"
		fail "directives/checker" "the directive checker missed or invented a problem" "$TMP/directives.err"
	fi
	local nfiles=0 nbad=0
	for f in $(directive_files); do
		nfiles=$((nfiles + 1))
		problems=$(directive_problems "$f")
		if [ -n "$problems" ]; then
			nbad=$((nbad + 1))
			printf '%s\n' "$problems" > "$TMP/directives.err"
			fail "directives/$f" "$(head -n1 <<< "$problems")" "$TMP/directives.err"
		fi
	done
	# one result for the files that passed, not one each
	[ $nbad -gt 0 ] || pass "directives/$nfiles test files and examples"
}

run_directives
