# run.sh - the run tests: each testsuite/run/NAME.pp is built into a module
# on the host, then all of them are loaded one after another in a few QEMU
# guests (one boot per batch), and each run's stdout, stderr, exit status
# and kernel log are checked.  Sourced by run-tests (pass/fail, $PMPROBE,
# $TMP).  Directives in a test file, besides flags/args/env (env: for
# the build on the host and the loader in the guest):
#   # run: OPTIONS       loader options in the guest (-T, -c, -s, -F, -t, -o,
#                        -f json: stdout is then also parsed as JSON lines)
#   # status: N          expected exit status (default 0)
#   # stderr: TEXT       must appear in stderr (several allowed)
#   # stderr-re: REGEX   a line of stderr must match REGEX (grep -E; several
#                        allowed): for counts that vary, e.g. 'hits=[1-9]'
#   # smoke              also run on the 6.12 kernel
#   # cpus: N            needs a guest with N CPUs (batched separately)
#   # icount             needs one vCPU under QEMU's deterministic
#                        instruction counting (--vm-icount; batched apart)
#   # machine: M         runs in M's guests only (aarch64: the arm64
#                        lane, lib/arm64.sh), not in this machine's
#   # setup: CMD         run in the guest before the run, which waits for it
#   # before: CMD        started in the background before the run (waited for after)
#   # signal: SIG SECS   send SIG to the loader after SECS seconds (a loader
#                        still running 60 s later is killed: status 137)
#   # after: CMD         run in the guest after the run; its output is
#                        appended to the run's stdout (and checked with it)
#   # last-in-boot       runs after every other test of its guest boot (it
#                        may leave the guest unable to load modules)
#   # guest-seconds: N   about what it takes in a guest (measured on the
#                        debug kernel; default 3): parallel boots get
#                        batches of about equal time (split_batches)
# Run tests and guest scripts are built with -D CHECK_CONTEXT=1 (the
# runtime's context assertions, docs/SAFETY.md); examples as users get them.
# A guest script testsuite/guest/NAME.sh runs in the guest with the
# modules built from testsuite/guest/NAME/*.pp as ${MOD}FILE.ko; its
# output and status are checked like a run test's.
# Expected stdout: NAME.out (exact) or NAME.re (one regex per line, in
# order; "..." on a line of its own skips any number of lines, and a line
# "*REGEX" matches any number of lines, none included, that match REGEX).
# A test that runs into its guest-side timeout (120 s; 900 s for a guest
# script) fails even if its output matches: the loader stops cleanly on
# the SIGINT that timeout sends, so only the elapsed time shows a hang.
# Each boot's own status is a test too: it fails if the guest hung,
# panicked or logged a kernel problem outside every test's window.
# Their modules are built as users get them: linked without make, which
# one check per kernel confirms (check_fast_links); built each run, not
# taken from the module cache, where an earlier run left them.
# With the run tests, testsuite/lib/vmcli.sh also checks pmprobe --vm from
# the host (the README's command, exit status, the panic/hang watchdog).
# testsuite/lib/metrics.sh runs --metrics end to end with prometheus.
# shellcheck shell=bash

. testsuite/lib/kernels.sh

RUN_DIR=$TMP/run
mkdir -p "$RUN_DIR/w"

# The workloads, static, for this machine's guests in $RUN_DIR/w/ and,
# with an argument (aarch64), for that machine's in $RUN_DIR/w-MACHINE/.
build_workloads() {
	local m=${1:-} c dir=$RUN_DIR/w cc=gcc
	if [ -n "$m" ]; then
		dir=$RUN_DIR/w-$m
		cc=$m-linux-gnu-gcc-12
	fi
	mkdir -p "$dir"
	for c in testsuite/workloads/*.c; do
		[ -e "$c" ] || continue
		"$cc" -O2 -static -o "$dir/$(basename "$c" .c)" "$c" || return 1
	done
}

# Where the workloads for kernel REL's guests are.
workload_dir() {
	local m
	m=$(kernel_machine "$1")
	if [ -n "$m" ] && [ "$m" != "$(uname -m)" ]; then
		echo "$RUN_DIR/w-$m"
	else
		echo "$RUN_DIR/w"
	fi
}

module_name() {
	local kind=t
	case $1 in examples/*) kind=e ;; *.sh) kind=s ;; esac
	echo "${kind}_$(basename "${1%.sh}" .pp | tr -c 'A-Za-z0-9_\n' '_')"
}

test_label() { # run/REL/NAME.pp or examples/REL/NAME.pp
	echo "$(basename "$(dirname "$1")")/$2/$(basename "$1")"
}

# Builds one test's module for kernel $2 into $RUN_DIR/$2/; $3, if given,
# is the -r target for it (a kernel build directory) instead of $2.
build_one() {
	local f=$1 rel=$2 target=${3:-$2} name dir p rc=0 check="-D CHECK_CONTEXT=1"
	case $f in examples/*) check= ;; esac
	name=$(module_name "$f")
	dir=$RUN_DIR/$rel
	mkdir -p "$dir"
	if [ "${f%.sh}" != "$f" ]; then
		# A guest script: its modules are the scripts in NAME/.
		cp "$ROOT/$f" "$dir/$name.sh"
		: > "$dir/$name.build.err"
		for p in "$ROOT/${f%.sh}"/*.pp; do
			[ -e "$p" ] || continue
			# shellcheck disable=SC2046,SC2086
			# (@ROOT@ in its flags: the source tree, e.g. --sysfs-root @ROOT@/testsuite/sysfs)
			(cd "$dir" && env $(env_of "$p") "$PMPROBE" -p4 -r "$target" -m "${name}_$(basename "$p" .pp)" $check \
				$(flags_of "$p" | sed "s|@ROOT@|$ROOT|g") "$p" $(args_of "$p") >> "$name.build.out" 2>> "$name.build.err") || rc=1
		done
		echo $rc > "$dir/$name.build.rc"
		return
	fi
	# Built, not taken from the module cache (a cached module says nothing
	# of this run's link), except for a kernel build directory (-r DIR),
	# which Kbuild builds by design and the cache spares the debug lane.
	local nocache=--disable-cache
	[[ $target == /* ]] && nocache=
	# shellcheck disable=SC2046,SC2086
	(cd "$dir" && env $(env_of "$ROOT/$f") "$PMPROBE" -v -p4 $nocache -r "$target" -m "$name" $check $(flags_of "$ROOT/$f") "$ROOT/$f" \
		$(args_of "$ROOT/$f") > "$name.build.out" 2> "$name.build.err")
	echo $? > "$dir/$name.build.rc"
}

# Pass 4 links a new script's module without make once a default-named
# build has recorded Kbuild's link steps for the kernel (compiler/kbuild/
# fastlink.c): one such build for kernel $1, before its tests are built,
# so that what the run tests load is what users get.  The script is one
# of its own: a test's may need flags (-g is built by Kbuild) or fail on
# purpose.
record_link_recipe() {
	local rel=$1 dir=$RUN_DIR/$1
	[ -e "$dir/recipe.err" ] && return
	mkdir -p "$dir"
	printf 'global n\nprobe begin { n++; exit() }\n' > "$dir/recipe.pp"
	(cd "$dir" && "$PMPROBE" -v -p4 -r "$(kernel_target "$rel")" --disable-cache "$dir/recipe.pp") \
		> "$dir/recipe.out" 2> "$dir/recipe.err"
}

# The run tests' modules for kernel $1 came through the link without
# make (-v says so in each build's log; the user's own C, -g, is built
# by Kbuild), and none fell back to Kbuild after it failed.
check_fast_links() {
	local rel=$1 dir=$RUN_DIR/$1 n
	[ -n "${KERNEL_DIR[$rel]:-}" ] && return   # -r DIR: Kbuild, by design
	# Only guest scripts selected (RUN_ONLY): no build said how it linked.
	grep -q "^Pass 4:" "$dir"/*.build.err 2> /dev/null || return
	n=$(grep -l "^Pass 4 path: build=fast " "$dir"/*.build.err 2> /dev/null | wc -l)
	if grep -l "the link without make did not succeed" "$dir"/*.build.err > "$TMP/fastfail" 2> /dev/null; then
		fail "run/$rel/modules linked without make" "some fell back to Kbuild" "$TMP/fastfail"
	elif [ "$n" -gt 0 ]; then
		pass "run/$rel/modules linked without make ($n)"
	else
		fail "run/$rel/modules linked without make" "none was (recipe: $dir/recipe.err)" "$dir/recipe.err"
	fi
}

# The guest-side script: every test in turn, its output between markers.
write_batch() {
	local out=$1 rel=$2; shift 2
	local f name
	{
		echo 'cd /tmp'
		# A handler slowed by the debug kernel's checks (or by a report it
		# printed) would make perf lower kernel.perf_event_max_sample_rate
		# for the rest of the boot, throttling the next tests: off.  Nothing
		# lowers the rate then: a test's handler must cost well under its
		# period on the debug kernel of a busy host (docs/SAFETY.md).
		echo 'echo 0 > /proc/sys/kernel/perf_cpu_time_max_percent'
		# A heartbeat on the console: a guest that sends nothing for
		# --vm-stall seconds has stalled (see run_on_kernel).
		echo '(while sleep 20; do echo "pmprobe test heartbeat" > /dev/kmsg; done) &'
		# Is process $1 still running (not gone, not a zombie)?
		echo 'running() { [ -d /proc/$1 ] && [ "$(cut -d" " -f3 /proc/$1/stat 2>/dev/null)" != Z ]; }'
		for f in "$@"; do
			name=$(module_name "$f")
			[ "$(cat "$RUN_DIR/$rel/$name.build.rc")" = 0 ] || continue
			# One test's commands that do not parse (a quote in a
			# "# before:" line...) would end the whole guest script:
			# checked here with the host's POSIX sh and left out.
			test_block "$f" "$name" > "$RUN_DIR/$rel/$name.block"
			if sh -n "$RUN_DIR/$rel/$name.block" 2> "$RUN_DIR/$rel/$name.block.err"; then
				cat "$RUN_DIR/$rel/$name.block"
			else
				echo "$name" >> "$RUN_DIR/$rel/$name.block.err"
			fi
		done
	} > "$out"
}

# The guest-side commands of one test, between @@@ markers.
test_block() { # $1 test file, $2 module name
	local f=$1 name=$2 runf sig
	{
		runf=$(directive run "$f" | head -n1)
		echo "echo '@@@BEGIN $name'"
		echo "dmesg -c > /dev/null"
		echo 't0=$(date +%s)'
		echo 'bp='
		directive setup "$f"
		directive before "$f" | sed 's/$/ \& bp="$bp $!"/'
		sig=$(directive signal "$f" | head -n1)
		if [ "${f%.sh}" != "$f" ]; then
			echo "MOD=/pmp/${name}_ timeout -s KILL 900 sh /pmp/$name.sh > /tmp/out 2> /tmp/err"
		elif [ -n "$sig" ]; then
			echo "/bin/pmprobe --run /pmp/$name.ko $runf > /tmp/out 2> /tmp/err &"
			echo "pmp_pid=\$!; sleep ${sig#* }; kill -${sig%% *} \$pmp_pid"
			# A loader the signal did not stop is killed 60 s later (status 137).
			echo "( sleep 60; kill -KILL \$pmp_pid 2> /dev/null ) & guard=\$!"
			echo "wait \$pmp_pid; st=\$?; kill \$guard 2> /dev/null; wait \$guard 2> /dev/null; (exit \$st)"
		else
			echo "$(env_of "$f") timeout -s INT 120 /bin/pmprobe --run /pmp/$name.ko $runf > /tmp/out 2> /tmp/err"
		fi
		echo 'st=$?; echo "@@@ELAPSED $(( $(date +%s) - t0 ))"; echo "@@@STATUS $st"'
		# The test's own background commands (not the heartbeat):
		# given 60 s to end, then killed, which fails the test.
		directive before "$f" | grep -q . && cat <<'EOF'
n=0
for p in $bp; do
	while running $p && [ $n -lt 300 ]; do sleep 0.2; n=$((n + 1)); done
	if running $p; then
		echo "a # before: command was still running 60 s after the test (killed)" >> /tmp/out
		kill -9 $p
	fi
	wait $p 2>/dev/null
done
EOF
		directive after "$f" | sed 's|$| >> /tmp/out 2>\&1|'
		echo "cat /tmp/out; echo '@@@STDERR'; cat /tmp/err"
		echo "echo '@@@DMESG'; dmesg -c"
		echo "echo '@@@LEFT'; grep '^$name' /proc/modules; ls /proc/pmprobe 2>/dev/null | grep '^$name'"
		echo "echo '@@@END $name'"
	}
}

# Boots one guest for a batch; its output goes to $3.  CPUS is a number
# of vCPUs, or "icount": one vCPU under QEMU's deterministic
# instruction counting (--vm-icount).
boot_batch() {
	local rel=$1 batch=$2 out=$3 cpus=$4 f files=() vmcpus
	vmcpus=(--vm-cpus "$cpus")
	[ "$cpus" = icount ] && vmcpus=(--vm-icount)
	for f in "$RUN_DIR/$rel"/*.ko "$RUN_DIR/$rel"/*.sh "$(workload_dir "$rel")"/*; do
		[ -e "$f" ] || continue
		case $f in
		*.ko|*.sh) files+=(--vm-file "$f") ;;
		*) files+=(--vm-file "$f:/pmp/w/$(basename "$f")") ;;
		esac
	done
	"$PMPROBE" --vm-script "$batch" -r "$(kernel_target "$rel")" "${vmcpus[@]}" --vm-timeout "${BATCH_TIMEOUT:-1500}" \
		--vm-stall 150 --vm-log "$out.console" "${files[@]}" > "$out" 2> "$out.err"
	echo $? > "$out.rc"
}

section() { # $1 file, $2 name, $3 from-marker, $4 to-marker
	awk -v b="@@@BEGIN $2" -v from="$3" -v to="$4" '
		$0 == b { inb = 1; next }
		inb && $0 ~ "^@@@END " { inb = 0 }
		inb && index($0, from) == 1 { ins = 1; next }
		inb && ins && index($0, to) == 1 { ins = 0 }
		inb && ins { print }' "$1"
}

match_regex_lines() { # $1 expected regexes, $2 actual; "..." skips lines;
	# "*REGEX" matches any number of lines (none too) that match REGEX
	awk 'NR == FNR { re[n++] = $0; next }
	     { act[m++] = $0 }
	     END {
		i = 0; j = 0
		while (i < n) {
			if (substr(re[i], 1, 1) == "*") {
				while (j < m && act[j] ~ ("^" substr(re[i], 2) "$")) j++
				i++; continue
			}
			if (re[i] == "...") {
				if (i == n - 1) exit 0
				while (j < m && act[j] !~ ("^" re[i + 1] "$")) j++
				if (j == m) { print "no line matches: " re[i + 1]; exit 1 }
				i++; continue
			}
			if (j >= m) { print "missing a line matching: " re[i]; exit 1 }
			if (act[j] !~ ("^" re[i] "$")) { print "line " j + 1 ": \"" act[j] "\" does not match: " re[i]; exit 1 }
			i++; j++
		}
		if (j < m) { print "extra output from line " j + 1 ": " act[j]; exit 1 }
	     }' "$1" "$2"
}

check_result() { # $1 test file, $2 batch output, $3 release
	local f=$1 out=$2 rel=$3 name base status want msg elapsed limit
	name=$(module_name "$f")
	base=${f%.*}
	if [ "$(cat "$RUN_DIR/$rel/$name.build.rc")" != 0 ]; then
		fail "$(test_label "$f" "$rel")" "the module did not build" "$RUN_DIR/$rel/$name.build.err"
		return
	fi
	if [ -s "$RUN_DIR/$rel/$name.block.err" ]; then
		fail "$(test_label "$f" "$rel")" "its guest-side commands do not parse (a quote in a directive?)" \
			"$RUN_DIR/$rel/$name.block.err"
		return
	fi
	if ! grep -qx "@@@END $name" "$out"; then
		fail "$(test_label "$f" "$rel")" "the guest never finished this test" "$out.err"
		return
	fi
	status=$(awk -v b="@@@BEGIN $name" '$0 == b { f = 1 } f && /^@@@STATUS / { print $2; exit }' "$out")
	awk -v b="@@@BEGIN $name" '$0 == b { f = 1; next } f && /^@@@STATUS / { s = 1; next }
		f && $0 == "@@@STDERR" { exit } f && s { print }' "$out" > "$TMP/got.out"
	section "$out" "$name" "@@@STDERR" "@@@DMESG" > "$TMP/got.err"
	section "$out" "$name" "@@@DMESG" "@@@LEFT" > "$TMP/got.dmesg"
	section "$out" "$name" "@@@LEFT" "@@@END" > "$TMP/got.left"
	elapsed=$(awk -v b="@@@BEGIN $name" '$0 == b { f = 1 } f && /^@@@ELAPSED / { print $2; exit }' "$out")
	TEST_SECONDS=$elapsed   # the test's own time, for its result
	limit=118
	[ "${f%.sh}" != "$f" ] && limit=895
	if [ -z "$(directive signal "$f")" ] && [ "${elapsed:-0}" -ge $limit ]; then
		fail "$(test_label "$f" "$rel")" "ran ${elapsed} s, into the guest-side timeout: a hang" "$TMP/got.err"
		return
	fi
	want=$(directive status "$f" | head -n1)
	want=${want:-0}
	if [ "$status" != "$want" ]; then
		cat "$TMP/got.err" "$TMP/got.out" > "$TMP/got.both"
		fail "$(test_label "$f" "$rel")" "exit status $status, expected $want" "$TMP/got.both"
		return
	fi
	# -f json: every stdout line parsed by python3's json module (strict:
	# no raw control bytes in strings), each an object with a string
	# "type" and a "data", the one "stats" object last.
	if directive run "$f" | grep -qE '(^| )-f json( |$)' &&
	   ! python3 -c 'import json, sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
assert lines.pop() == "", "the last line does not end with a newline"
types = []
for n, l in enumerate(lines, 1):
    o = json.loads(l)
    assert isinstance(o, dict) and isinstance(o.get("type"), str) and "data" in o, "line %d: not {type, data}" % n
    types.append(o["type"])
assert types.count("stats") == 1 and types[-1] == "stats", "not one stats object last: %s" % types' \
		"$TMP/got.out" > "$TMP/diff" 2>&1; then
		cat "$TMP/got.out" >> "$TMP/diff"
		fail "$(test_label "$f" "$rel")" "stdout is not JSON lines (-f json)" "$TMP/diff"
		return
	fi
	if [ -f "$base.out" ] && ! diff -u "$base.out" "$TMP/got.out" > "$TMP/diff"; then
		fail "$(test_label "$f" "$rel")" "stdout differs from $(basename "$base").out" "$TMP/diff"
		return
	fi
	if [ -f "$base.re" ] && ! match_regex_lines "$base.re" "$TMP/got.out" > "$TMP/diff"; then
		cat "$TMP/got.out" >> "$TMP/diff"
		fail "$(test_label "$f" "$rel")" "stdout does not match $(basename "$base").re" "$TMP/diff"
		return
	fi
	while IFS= read -r msg; do
		if ! grep -qF -- "$msg" "$TMP/got.err"; then
			fail "$(test_label "$f" "$rel")" "stderr lacks: $msg" "$TMP/got.err"
			return
		fi
	done < <(directive stderr "$f")
	while IFS= read -r msg; do
		if ! grep -qE -- "$msg" "$TMP/got.err"; then
			fail "$(test_label "$f" "$rel")" "no stderr line matches: $msg" "$TMP/got.err"
			return
		fi
	done < <(directive stderr-re "$f")
	# An ERROR on stderr must be expected: by a stderr directive naming
	# it, or (the older way) by any stderr directive in a failing test.
	if grep -q "ERROR" "$TMP/got.err" && ! directive stderr "$f" | grep -q ERROR &&
	   { [ "$want" = 0 ] || [ -z "$(directive stderr "$f")$(directive stderr-re "$f")" ]; }; then
		fail "$(test_label "$f" "$rel")" "unexpected error on stderr" "$TMP/got.err"
		return
	fi
	if "$PMPROBE" --scan-kernel-log "$TMP/got.dmesg" > "$TMP/problem"; then :; else
		# The report itself: from just before its first line on.
		awk -v p="$(cat "$TMP/problem")" 'index($0, p) && !s { s = NR } { l[NR] = $0 }
			END { for (i = (s > 3 ? s - 3 : 1); i <= NR; i++) print l[i] }' \
			"$TMP/got.dmesg" >> "$TMP/problem"
		fail "$(test_label "$f" "$rel")" "the guest kernel logged a problem" "$TMP/problem" 60
		return
	fi
	if [ -s "$TMP/got.left" ]; then
		fail "$(test_label "$f" "$rel")" "the module or its /proc entry was left behind" "$TMP/got.left"
		return
	fi
	pass "$(test_label "$f" "$rel")"
}

# A test's share of a guest's time: "# guest-seconds: N" (what it took in
# the debug kernel's guest, which is the slowest), else 3.
guest_seconds() {
	local s
	s=$(directive guest-seconds "$1" | head -n1)
	echo "${s:-3}"
}

last_in_boot() { grep -qx "# last-in-boot" "$1"; }

# Splits FILES into NB batches of about the same guest time: the longest
# first, each to the batch with the least so far; "# last-in-boot" tests
# one to a batch.  Prints each file's batch, one a line, in the order
# given.
split_batches() {
	local nb=$1 f i b best
	shift
	local -a load=() of=()
	for ((b = 0; b < nb; b++)); do load[b]=0; done
	while read -r _ i; do
		f=${!i}
		best=0
		for ((b = 1; b < nb; b++)); do
			[ "${load[b]}" -lt "${load[best]}" ] && best=$b
		done
		of[i]=$best
		load[best]=$((load[best] + $(guest_seconds "$f")))
	done < <(i=1; for f in "$@"; do
			last_in_boot "$f" || echo "$(guest_seconds "$f") $i"
			i=$((i + 1))
		done | sort -k1,1nr -k2,2n)
	b=0
	i=1
	for f in "$@"; do
		if last_in_boot "$f"; then of[i]=$((b % nb)); b=$((b + 1)); fi
		i=$((i + 1))
	done
	for ((i = 1; i <= $#; i++)); do echo "${of[i]}"; done
}

# Batch B's files (BOF: each file's batch) in the order its guest runs
# them.  Heavy tests (30 s or more, such as under_fire: every CPU sampled
# at 10 kHz for minutes) go first in even boots and last in odd ones, so
# that two of them do not run at once; "# last-in-boot" tests go last.
batch_files() { # B, then the files, "--", then their batches
	local b=$1 f i n
	shift
	local -a files=() of=() heavy=() light=() last=()
	while [ "$1" != -- ]; do files+=("$1"); shift; done
	shift
	of=("$@")
	n=${#files[@]}
	for ((i = 0; i < n; i++)); do
		[ "${of[i]}" = "$b" ] || continue
		f=${files[i]}
		if last_in_boot "$f"; then
			last+=("$f")
		elif [ "$(guest_seconds "$f")" -ge 30 ]; then
			heavy+=("$f")
		else
			light+=("$f")
		fi
	done
	if ((b % 2 == 0)); then
		files=(${heavy[@]+"${heavy[@]}"} ${light[@]+"${light[@]}"} ${last[@]+"${last[@]}"})
	else
		files=(${light[@]+"${light[@]}"} ${heavy[@]+"${heavy[@]}"} ${last[@]+"${last[@]}"})
	fi
	# (printf would print one empty line for a batch of none)
	[ ${#files[@]} -eq 0 ] || printf '%s\n' "${files[@]}"
}

# Runs the tests FILES on release REL in NB parallel guests of CPUS CPUs.
# The boot's stderr ($1) says it stalled, or panicked on an int3 Oops.
tcg_failure() {
	grep -q "the guest stalled" "$1" ||
		grep -q 'first kernel problem: "[^"]*Oops: int3' "$1"
}

run_on_kernel() {
	local rel=$1 nb=$2 cpus=$3; shift 3
	local files=("$@") part=() f i b
	local -a bof=()
	[ ${#files[@]} -gt 0 ] || return 0
	mapfile -t bof < <(split_batches "$nb" "${files[@]}")
	record_link_recipe "$rel"
	printf '%s\n' "${files[@]}" | xargs -P 2 -I{} bash -c "$(declare -f build_one module_name directive flags_of args_of env_of); ROOT='$ROOT' PMPROBE='$PMPROBE' RUN_DIR='$RUN_DIR' build_one {} '$rel' '$(kernel_target "$rel")'"
	for ((b = 0; b < nb; b++)); do
		mapfile -t part < <(batch_files "$b" "${files[@]}" -- "${bof[@]}")
		rm -f "$RUN_DIR/out.$rel.$cpus.$b.rc"
		# (fewer tests than guests, as RUN_ONLY may choose: no empty boot)
		[ ${#part[@]} -gt 0 ] || continue
		write_batch "$RUN_DIR/batch.$rel.$cpus.$b.sh" "$rel" "${part[@]}"
		boot_batch "$rel" "$RUN_DIR/batch.$rel.$cpus.$b.sh" "$RUN_DIR/out.$rel.$cpus.$b" "$cpus" &
	done
	wait
	for ((b = 0; b < nb; b++)); do
		local out=$RUN_DIR/out.$rel.$cpus.$b retry=() fout
		[ -e "$out.rc" ] || continue
		# Two failures of QEMU 7.2's multi-threaded TCG that are none of
		# the guest's doing (docs/VM-NOTES.md): a guest that stalls for
		# good (both vCPU threads spinning, the guest kernel silent: no
		# lockup or RCU report; cause unknown), and an "Oops: int3" where
		# the kernel patches its own text (jump labels, as a tracepoint
		# is enabled; pmprobe's runtime writes no int3).  The tests such
		# a boot did not finish run once more in a fresh boot, said in a
		# NOTE; a fault of our own making recurs there and fails.
		if [ "$(cat "$out.rc")" != 0 ] && tcg_failure "$out.err"; then
			mapfile -t part < <(batch_files "$b" "${files[@]}" -- "${bof[@]}")
			for f in "${part[@]}"; do
				grep -qx "@@@END $(module_name "$f")" "$out" || retry+=("$f")
			done
			echo "NOTE: boot/$rel/$cpus-cpus-$b failed as TCG does ($(head -n1 "$out.err")); re-running its ${#retry[@]} unfinished tests in a new boot"
			write_batch "$out.retry.sh" "$rel" "${retry[@]}"
			boot_batch "$rel" "$out.retry.sh" "$out.retry" "$cpus"
		fi
		for ((i = 0; i < ${#files[@]}; i++)); do
			[ "${bof[i]}" = "$b" ] || continue
			fout=$out
			[[ " ${retry[*]} " == *" ${files[$i]} "* ]] && fout=$out.retry
			check_result "${files[$i]}" "$fout" "$rel"
		done
		[ ${#retry[@]} -gt 0 ] && out=$out.retry
		if [ "$(cat "$out.rc")" = 0 ]; then
			pass "boot/$rel/$cpus-cpus-$b"
		else
			fail "boot/$rel/$cpus-cpus-$b" "the guest run failed (a hang, a panic or a kernel problem; console log $out.console)" \
				"$out.err"
		fi
	done
}

# The tests FILES that RUN_ONLY selects and that run on machine $MACHINE
# (default: this one's; "# machine: M" names another), one a line.
selected_tests() {
	local f m
	for f in "$@"; do
		[ -e "$f" ] || continue
		if [ -n "${RUN_ONLY:-}" ] && [[ $(basename "$f") != $RUN_ONLY ]]; then continue; fi
		m=$(directive machine "$f" | head -n1)
		[ "${m:-$(uname -m)}" = "${MACHINE:-$(uname -m)}" ] || continue
		echo "$f"
	done
}

# Runs FILES on kernel REL: those for 2 CPUs in two parallel guests, those
# that need another CPU count ("# cpus: N") or deterministic instruction
# counting ("# icount", one vCPU) in a boot per kind.
run_lane() {
	local rel=$1 f normal=() wide=() n group
	shift
	for f in "$@"; do
		case $(directive cpus "$f" | head -n1) in
		""|2) grep -qx "# icount" "$f" && wide+=("$f") || normal+=("$f") ;;
		*) wide+=("$f") ;;
		esac
	done
	run_on_kernel "$rel" 2 2 ${normal[@]+"${normal[@]}"}
	for n in $(for f in ${wide[@]+"${wide[@]}"}; do boot_kind "$f"; done | sort -u); do
		group=()
		for f in "${wide[@]}"; do
			[ "$(boot_kind "$f")" = "$n" ] && group+=("$f")
		done
		run_on_kernel "$rel" 1 "$n" "${group[@]}"
	done
}

# A test's boot: "icount", or its number of CPUs.
boot_kind() {
	if grep -qx "# icount" "$1"; then echo icount; else directive cpus "$1" | head -n1; fi
}

run_suite() {
	local rel61 rel612 f files=() smoke=()
	rel61=$(kernel_of_line 6.1)
	rel612=$(kernel_of_line 6.12)
	mapfile -t files < <(selected_tests "${RUN_FILES[@]}")
	for f in ${files[@]+"${files[@]}"}; do
		grep -qx "# smoke" "$f" && smoke+=("$f")
	done
	if [ -z "$rel61" ]; then
		skip_lane "6.1" "no 6.1 kernel headers in /lib/modules (scripts/install-deps)" \
			${files[@]+"${files[@]}"}
	else
		run_lane "$rel61" ${files[@]+"${files[@]}"}
		[ ${#files[@]} -gt 0 ] && check_fast_links "$rel61"
	fi
	if [ -n "$rel612" ]; then
		run_on_kernel "$rel612" 1 2 ${smoke[@]+"${smoke[@]}"}
		[ ${#smoke[@]} -gt 0 ] && check_fast_links "$rel612"
	else
		skip_lane "6.12" "no 6.12 kernel headers in /lib/modules (scripts/install-deps)" \
			${smoke[@]+"${smoke[@]}"}
	fi
}

# A lane whose kernel is not installed: each of its tests is a SKIP.
skip_lane() { # LINE REASON FILES...
	local line=$1 why=$2 f
	shift 2
	for f in "$@"; do
		skip "$(test_label "$f" "$line")" "$why"
	done
}

if ! build_workloads; then
	fail "run" "the test workloads did not build"
	RUN_FILES=()
	DEBUG_LANE=
fi
# The debug kernel's build (lib/debug.sh) waits while these guests run.
[ -n "${DEBUG_LANE:-}" ] && debug_kernel_pause
if [ ${#RUN_FILES[@]} -gt 0 ]; then
	run_suite
	lap "run+examples"
fi

# The --vm front door and watchdog, once, with the run tests (not for
# "examples" alone); under RUN_ONLY only if the pattern matches "vmcli".
vmcli_wanted() {
	local f
	if [ -n "${RUN_ONLY:-}" ]; then
		# shellcheck disable=SC2053
		[[ vmcli == $RUN_ONLY ]]
		return
	fi
	for f in "${RUN_FILES[@]}"; do
		case $f in testsuite/run/*) return 0 ;; esac
	done
	return 1
}
if [ ${#RUN_FILES[@]} -gt 0 ] && vmcli_wanted; then
	# shellcheck source=/dev/null
	. testsuite/lib/vmcli.sh
	lap vmcli
fi

# --metrics end to end with prometheus (lib/metrics.sh), the same way:
# with the run tests; under RUN_ONLY only if the pattern matches "metrics".
metrics_wanted() {
	if [ -n "${RUN_ONLY:-}" ]; then
		# shellcheck disable=SC2053
		[[ metrics == $RUN_ONLY ]]
		return
	fi
	vmcli_wanted
}
if [ ${#RUN_FILES[@]} -gt 0 ] && metrics_wanted; then
	# shellcheck source=/dev/null
	. testsuite/lib/metrics.sh
	lap metrics
fi

# The arm64 lane (run-tests' "arm64" kind).
if [ -n "${ARM64_LANE:-}" ]; then
	# shellcheck source=/dev/null
	. testsuite/lib/arm64.sh
	lap arm64
fi

# The debug-kernel lane (run-tests' "debug" kind, lib/debug.sh).
if [ -n "${DEBUG_LANE:-}" ]; then
	debug_lane
	lap debug
fi
