# protocol.sh - runs one of the suite's shell kinds for the runner
# (testsuite/runner): `bash testsuite/lib/protocol.sh SCRIPT [FUNCTION...]`
# sources SCRIPT (which runs its tests, or defines FUNCTIONs that the
# runner names) with what the kinds use: $ROOT, $PMPROBE, $TMP, and
# pass NAME, fail NAME REASON [FILE [LINES]], skip NAME REASON,
# directive NAME FILE (flags_of, args_of, env_of) and match_regex_lines
# FILE.re OUTPUT.  Each result is one line
# of $PMP_RESULTS, "RESULT<TAB>SECONDS<TAB>NAME<TAB>REASON" (RESULT: ok,
# not ok or skip; SECONDS since the previous result), which the runner
# reads (runner/ktap.py); FAIL: and SKIP: lines go to stdout as they come.
# shellcheck shell=bash
set -u
cd "$ROOT" || exit 2

RESULT_T=$(date +%s)
result() { # RESULT NAME [REASON]
	local t why=${3:-}
	t=$(date +%s)
	why=${why//$'\n'/ }
	printf '%s\t%s\t%s\t%s\n' "$1" "$((t - RESULT_T))" "$2" "${why//$'\t'/ }" >> "$PMP_RESULTS"
	RESULT_T=$t
}
pass() { result ok "$1"; [ -n "${VERBOSE:-}" ] && echo "PASS: $1"; return 0; }
fail() { # NAME REASON [FILE [LINES]]: FILE's first LINES (20) lines are shown
	result "not ok" "$1" "$2"
	echo "FAIL: $1: $2"
	if [ -n "${3:-}" ] && [ -s "$3" ]; then sed 's/^/    | /' "$3" | head -n "${4:-20}"; fi
}
# A test whose prerequisite is absent from this machine (a tool): not
# run, not failed; said with the reason.
skip() { # NAME REASON
	result skip "$1" "$2"
	echo "SKIP: $1: $2"
}

# A directive's values (testsuite/runner/directives.py has their list).
directive() { sed -n "s/^# $1: //p" "$2"; }
flags_of() { directive flags "$1" | head -n1; }
args_of() { directive args "$1" | head -n1; }
env_of() { directive env "$1" | head -n1; }
# Output against a .re file (testsuite/runner/match.py says the format).
match_regex_lines() { python3 "$ROOT/testsuite/runner/match.py" "$1" "$2"; }

PROTOCOL_SCRIPT=$1
shift
PROTOCOL_FUNCTIONS=("$@")
set --
# shellcheck source=/dev/null
. "$PROTOCOL_SCRIPT"
for fn in ${PROTOCOL_FUNCTIONS[@]+"${PROTOCOL_FUNCTIONS[@]}"}; do "$fn"; done
