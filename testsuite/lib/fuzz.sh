# fuzz.sh - every parser of outside input under libFuzzer, ASan and UBSan,
# for a bounded time, plus the regression inputs of earlier findings and
# the agreement tests of the formats that cross a boundary.  Sourced by
# lib/protocol.sh (pass, fail, $ROOT, $TMP).  testsuite/fuzz/README.md says
# what each target reads and how to run one for longer.
#
#   testsuite/fuzz/fuzz_NAME.c     the target NAME (one parser's entry point)
#   testsuite/fuzz/seeds/NAME/     its seed corpus: real inputs, small
#   testsuite/fuzz/regressions/NAME/  every input that ever crashed it,
#                                  replayed on each run (fuzz/NAME/regressions)
#   testsuite/abi/*.c              a writer and its reader agree (abi/NAME)
#
# FUZZ_SECONDS (default 120) is the fuzzing time of the whole kind, in
# CPU seconds: the translator (passes 1-3, the largest parser) gets a
# quarter, the others share the rest; two targets run at a time.
# FUZZ_ONLY='glob' runs the matching targets only.  A crash, hang,
# out-of-memory or sanitizer report fails the target and its input is
# copied to testsuite/fuzz/regressions/NAME/ (commit it with the fix).
#
# The translator is a one-shot program that never frees its tree, so its
# target leaks each input's program (about 60 KB with the tapset): one
# long-lived process would grow to libFuzzer's RSS limit in about a
# minute and report that as an out-of-memory "crash".  Fork mode runs it
# in short-lived jobs instead; -ignore_*=0 keeps the first crash, timeout
# or real OOM of any job fatal.  Leaks are not findings (detect_leaks=0):
# pmprobe is a one-shot program.
# shellcheck shell=bash

FUZZ_DIR=$TMP/fuzz
FUZZ_CFLAGS="-g -O1 -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined"
FUZZ_LINK="-g -O1 -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined"
FUZZ_INC="-Icompiler/common -Icompiler/translator -Icompiler/kbuild -Icompiler/loader -Icompiler/sandbox -Iruntime -Ibuild/fuzz"

# Every layer built by clang with the sanitizers and libFuzzer's
# coverage, into build/fuzz/libpmprobe.a (make's own rules).
fuzz_build_lib() {
	mkdir -p "$FUZZ_DIR"
	make -s -j2 B=build/fuzz CC=clang CFLAGS="$FUZZ_CFLAGS" build/fuzz/libpmprobe.a \
		> "$FUZZ_DIR/lib.build" 2>&1
}

# fuzz_build NAME: $FUZZ_DIR/NAME from testsuite/fuzz/fuzz_NAME.c.
fuzz_build() {
	# shellcheck disable=SC2086
	clang $FUZZ_LINK $FUZZ_INC -DPMP_DATADIR="\"$ROOT\"" "testsuite/fuzz/fuzz_$1.c" \
		build/fuzz/libpmprobe.a -lbpf -lelf -lz -lpfm -lpthread -o "$FUZZ_DIR/$1" \
		> "$FUZZ_DIR/$1.build" 2>&1
}

# fuzz_replay NAME: every regression input of NAME, once.
fuzz_replay() {
	local t=$1 d=testsuite/fuzz/regressions/$1
	ls "$d"/* > /dev/null 2>&1 || return 0
	if "$FUZZ_DIR/$t" "$d"/* > "$FUZZ_DIR/$t.regress" 2>&1; then
		pass "fuzz/$t/regressions"
	else
		tail -n 40 "$FUZZ_DIR/$t.regress" > "$FUZZ_DIR/$t.tail"
		fail "fuzz/$t/regressions" "an earlier finding is back" "$FUZZ_DIR/$t.tail"
	fi
}

# fuzz_session NAME SECONDS: fuzzes NAME from its seeds; writes
# $FUZZ_DIR/NAME.rc and .log (run in the background, two at a time).
fuzz_session() {
	local t=$1 secs=$2 corpus=$FUZZ_DIR/corpus/$1 art=$FUZZ_DIR/art/$1 mode=()
	mkdir -p "$corpus" "$art"
	cp testsuite/fuzz/seeds/"$t"/* "$corpus/" 2> /dev/null
	if [ "$t" = translate ]; then
		cp testsuite/*/*.pp examples/*.pp "$corpus/" 2> /dev/null
		mode=(-fork=1 -ignore_crashes=0 -ignore_timeouts=0 -ignore_ooms=0 -max_len=4096)
	fi
	"$FUZZ_DIR/$t" "${mode[@]}" -max_total_time="$secs" -rss_limit_mb=4096 -timeout=10 \
		-artifact_prefix="$art/" -print_final_stats=1 "$corpus" > "$FUZZ_DIR/$t.log" 2>&1
	echo $? > "$FUZZ_DIR/$t.rc"
}

# fuzz_result NAME SECONDS: the session's pass or fail, its finding kept.
fuzz_result() {
	local t=$1 secs=$2 runs f
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$FUZZ_DIR/$t.log" | tail -n1)
	[ -n "$runs" ] || runs=$(sed -n 's/^#\([0-9]*\).*\(cov\|DONE\).*/\1/p' "$FUZZ_DIR/$t.log" | tail -n1)
	if [ "$(cat "$FUZZ_DIR/$t.rc" 2> /dev/null)" = 0 ]; then
		pass "fuzz/$t (${secs}s, ${runs:-?} inputs)"
		return
	fi
	mkdir -p "testsuite/fuzz/regressions/$t"
	for f in "$FUZZ_DIR/art/$t"/*; do
		[ -e "$f" ] && cp "$f" "testsuite/fuzz/regressions/$t/"
	done
	tail -n 40 "$FUZZ_DIR/$t.log" > "$FUZZ_DIR/$t.tail"
	fail "fuzz/$t" "the fuzzer found a crash (copied to testsuite/fuzz/regressions/$t/)" "$FUZZ_DIR/$t.tail"
}

fuzz_run() {
	local total=${FUZZ_SECONDS:-120} t targets=() built=() secs others pids=() i
	if ! command -v clang > /dev/null; then
		fail "fuzz" "clang is not installed (scripts/install-deps)"
		return
	fi
	for t in testsuite/fuzz/fuzz_*.c; do
		t=${t#testsuite/fuzz/fuzz_}
		t=${t%.c}
		# shellcheck disable=SC2053 # (FUZZ_ONLY is a glob)
		[ -z "${FUZZ_ONLY:-}" ] || [[ $t == ${FUZZ_ONLY} ]] || continue
		targets+=("$t")
	done
	[ ${#targets[@]} -gt 0 ] || return 0
	if ! fuzz_build_lib; then
		fail "fuzz" "pmprobe's objects did not build with clang's sanitizers" "$FUZZ_DIR/lib.build"
		return
	fi
	export PMPROBE_DATADIR=$ROOT ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1
	export UBSAN_OPTIONS=print_stacktrace=1
	for t in "${targets[@]}"; do
		if fuzz_build "$t"; then
			built+=("$t")
			fuzz_replay "$t"
		else
			fail "fuzz/$t" "the fuzz target did not build" "$FUZZ_DIR/$t.build"
		fi
	done
	others=$(( ${#built[@]} - 1 ))
	for ((i = 0; i < ${#built[@]}; i++)); do
		t=${built[$i]}
		if [ "$t" = translate ] || [ "$others" -le 0 ]; then
			secs=$(( total / (others > 0 ? 4 : 1) ))
		else
			secs=$(( total * 3 / 4 / others ))
		fi
		[ "$secs" -ge 2 ] || secs=2
		fuzz_session "$t" "$secs" &
		pids+=($!)
		# two at a time: wait for the older of the pair
		if [ ${#pids[@]} -ge 2 ]; then
			wait "${pids[0]}"
			pids=("${pids[@]:1}")
		fi
	done
	wait
	for t in "${built[@]}"; do
		if [ "$t" = translate ] || [ "$others" -le 0 ]; then
			secs=$(( total / (others > 0 ? 4 : 1) ))
		else
			secs=$(( total * 3 / 4 / others ))
		fi
		[ "$secs" -ge 2 ] || secs=2
		fuzz_result "$t" "$secs"
	done
}

# A writer and its reader agree on each format that crosses from the
# module or the guest to pmprobe (testsuite/abi): built with the same
# sanitizers, run once.
abi_run() {
	local t
	for t in testsuite/abi/*.c; do
		[ -e "$t" ] || continue
		t=$(basename "$t" .c)
		# shellcheck disable=SC2086
		if ! clang -g -O1 -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror \
			-fsanitize=address,undefined -fno-sanitize-recover=undefined \
			$FUZZ_INC "testsuite/abi/$t.c" compiler/common/*.c compiler/loader/*.c \
			-lpfm -lbpf -lelf -lz -lpthread -o "$TMP/abi_$t" > "$TMP/abi.build" 2>&1; then
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
