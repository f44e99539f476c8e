# golden.sh - the generated C for a few scripts is compared with the
# committed testsuite/golden/NAME.c, so code generation changes show in
# review.  A script's "# variant: VNAME FLAGS" lines also compare its C
# built with FLAGS against testsuite/golden/VNAME.c (the same script
# with -u, say).  UPDATE_GOLDEN=1 rewrites the expected files.  Sourced
# by lib/protocol.sh for the runner.
# shellcheck shell=bash

# golden_check NAME SCRIPT EXPECTED.c [FLAGS...]
golden_check() {
	local name=$1 f=$2 want=$3 c
	shift 3
	if ! c=$("$PMPROBE" -p3 -m g "$@" "$f" 2> "$TMP/err"); then
		fail "$name" "pass 3 failed" "$TMP/err"
		return
	fi
	sed "s|$ROOT/||g" "$c" > "$TMP/got.c"
	rm -rf "$(dirname "$c")"
	if [ -n "${UPDATE_GOLDEN:-}" ]; then
		cp "$TMP/got.c" "$want"
	fi
	if diff -u "$want" "$TMP/got.c" > "$TMP/diff" 2>&1; then
		pass "$name"
	else
		fail "$name" "the generated C changed (UPDATE_GOLDEN=1 testsuite/run-tests golden to accept)" "$TMP/diff"
	fi
}

for f in testsuite/golden/*.pp; do
	[ -e "$f" ] || continue
	golden_check "golden/$(basename "$f")" "$f" "${f%.pp}.c"
	while read -r vname vflags; do
		# shellcheck disable=SC2086
		golden_check "golden/$vname" "$f" "testsuite/golden/$vname.c" $vflags
	done < <(directive variant "$f")
done
