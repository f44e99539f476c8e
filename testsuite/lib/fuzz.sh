# fuzz.sh - a bounded libFuzzer run over passes 1-3, seeded with every test
# script and example, plus the regression inputs of earlier crashes.
# FUZZ_SECONDS (default 60) bounds the run.  Sourced by run-tests.
#
# The translator is a one-shot program that never frees its tree, so the
# target leaks each input's program (about 60 KB with the tapset): a
# single long-lived fuzzing process would grow to libFuzzer's RSS limit
# in about a minute and report that as an out-of-memory "crash".  Fork
# mode runs the fuzzing in short-lived jobs instead; -ignore_*=0 keeps
# the first crash, timeout or real OOM of any job fatal.
# shellcheck shell=bash

# The translator library alone: compiler/common and compiler/translator.
fuzz_build() {
	local srcs=(compiler/common/*.c compiler/translator/*.c)
	clang -g -O1 -std=c11 -D_GNU_SOURCE -fsanitize=fuzzer,address,undefined \
		-fno-sanitize-recover=undefined -Icompiler/common -Icompiler/translator -Iruntime -Ibuild \
		-DPMP_DATADIR="\"$ROOT\"" "${srcs[@]}" build/parser.c build/lexer.c \
		-Wno-unused-function testsuite/fuzz/fuzz_translate.c \
		-lpfm -o "$TMP/fuzz_translate" > "$TMP/fuzz.build" 2>&1
}

fuzz_run() {
	local corpus=$TMP/corpus secs=${FUZZ_SECONDS:-60}
	if ! command -v clang > /dev/null; then
		fail "fuzz" "clang is not installed (scripts/install-deps)"
		return
	fi
	if ! fuzz_build; then
		fail "fuzz" "the fuzz target did not build" "$TMP/fuzz.build"
		return
	fi
	export PMPROBE_DATADIR=$ROOT ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1
	if ls testsuite/fuzz/regressions/* > /dev/null 2>&1; then
		if "$TMP/fuzz_translate" testsuite/fuzz/regressions/* > "$TMP/fuzz.regress" 2>&1; then
			pass "fuzz/regressions"
		else
			fail "fuzz/regressions" "an earlier crash is back" "$TMP/fuzz.regress"
		fi
	fi
	mkdir -p "$corpus"
	cp testsuite/*/*.pp examples/*.pp "$corpus/" 2> /dev/null
	if (cd "$TMP" && "$TMP/fuzz_translate" -fork=1 -ignore_crashes=0 -ignore_timeouts=0 \
		-ignore_ooms=0 -max_total_time="$secs" -rss_limit_mb=4096 -timeout=10 \
		-max_len=4096 "$corpus" > "$TMP/fuzz.log" 2>&1); then
		pass "fuzz/passes-1-3 (${secs}s, $(sed -n 's/^#\([0-9]*\): cov.*/\1/p' "$TMP/fuzz.log" | tail -n1) inputs)"
	else
		mkdir -p testsuite/fuzz/regressions
		for f in "$TMP"/crash-* "$TMP"/timeout-* "$TMP"/oom-*; do
			[ -e "$f" ] && cp "$f" testsuite/fuzz/regressions/
		done
		tail -n 40 "$TMP/fuzz.log" > "$TMP/fuzz.tail"
		fail "fuzz/passes-1-3" "the fuzzer found a crash (copied to testsuite/fuzz/regressions/)" "$TMP/fuzz.tail"
	fi
}

# A writer and its reader agree on each format that crosses from the
# module or the guest to pmprobe (testsuite/abi): built with the same
# sanitizers, run once.
abi_run() {
	local t
	for t in testsuite/abi/*.c; do
		[ -e "$t" ] || continue
		t=$(basename "$t" .c)
		if ! clang -g -O1 -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror \
			-fsanitize=address,undefined -fno-sanitize-recover=undefined \
			-Icompiler/common -Icompiler/loader -Iruntime "testsuite/abi/$t.c" \
			compiler/common/*.c compiler/loader/*.c -lpfm -lelf -lpthread \
			-o "$TMP/abi_$t" > "$TMP/abi.build" 2>&1; then
			fail "abi/$t" "the test did not build" "$TMP/abi.build"
		elif ! "$TMP/abi_$t" > "$TMP/abi.log" 2>&1; then
			fail "abi/$t" "a writer and its reader disagree" "$TMP/abi.log"
		else
			pass "abi/$t"
		fi
	done
}

abi_run
fuzz_run
