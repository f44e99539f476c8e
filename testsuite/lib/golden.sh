# golden.sh - the generated C for a few scripts is compared with the
# committed testsuite/golden/NAME.c, so code generation changes show in
# review.  UPDATE_GOLDEN=1 rewrites the expected files.  Sourced by
# run-tests.
# shellcheck shell=bash

for f in testsuite/golden/*.pp; do
	[ -e "$f" ] || continue
	name="golden/$(basename "$f")"
	if ! c=$("$PMPROBE" -p3 -m g "$f" 2> "$TMP/err"); then
		fail "$name" "pass 3 failed" "$TMP/err"
		continue
	fi
	sed "s|$ROOT/||g" "$c" > "$TMP/got.c"
	rm -rf "$(dirname "$c")"
	if [ -n "${UPDATE_GOLDEN:-}" ]; then
		cp "$TMP/got.c" "${f%.pp}.c"
	fi
	if diff -u "${f%.pp}.c" "$TMP/got.c" > "$TMP/diff" 2>&1; then
		pass "$name"
	else
		fail "$name" "the generated C changed (UPDATE_GOLDEN=1 testsuite/run-tests golden to accept)" "$TMP/diff"
	fi
done
