# debug.sh - the debug lane (run-tests' "debug" kind): every run test,
# guest script and example once more, on the debug kernel that
# scripts/build-debug-kernel builds from linux-source-6.1 (KASAN, KFENCE,
# UBSAN, lockdep with PROVE_RCU, atomic-sleep and preemption checks,
# DEBUG_LIST, DEBUG_OBJECTS, lockup and hung-task detectors), a canary
# that proves a detector's report fails the lane, and the arm64 lane's
# tests (lib/arm64.sh) on the arm64 debug kernel built from the same
# source, where the handlers of hardware events run.  Sourced by run-tests
# (debug_kernel_start, at its start) and by run.sh (debug_lane, after the
# stock kernels' lanes); uses pass, fail, $PMPROBE, $TMP and run.sh.
#   debug/kernel           the x86-64 kernel built (or found in its cache);
#   debug/kernel-aarch64   the arm64 one; both build, one after the other,
#                          at nice 19 while the host-only kinds run, are
#                          paused during the stock kernels' guests and
#                          finish before the lane
#   run/REL/..., examples/REL/..., boot/REL/...
#                          as on the stock kernel (lib/run.sh), REL being
#                          the debug kernel's release (6.1.N-pmprobe-debug,
#                          6.1.N-pmprobe-debug-arm64 for testsuite/arm64
#                          and the arm64 examples); a report of any
#                          detector in a test's slice of the kernel log
#                          fails that test and is shown
#   debug/canary-kasan     a module of the suite's own (testsuite/canary/)
#   debug/canary-sleep     trips KASAN, atomic-sleep and lockdep, each in a
#   debug/canary-lockdep   boot of its own (lockdep turns itself off after
#                          its first report, KASAN reports once per boot):
#                          the first problem the boot's log scan and the
#                          per-test scan (--scan-kernel-log) name must be
#                          that detector's report
#   debug/canary-kasan-aarch64
#                          the KASAN canary on the arm64 debug kernel (its
#                          reports come over the PL011 console)
#   debug/vm-build-dir     pmprobe --vm -r DIR from the host: built against
#                          the tree, booted from its own bzImage
#   debug/vm-build-dir-run-other
#                          pmprobe --vm -r DIR --run of a module built for
#                          the stock 6.1 kernel: refused in one line
#   sign/enforced-debug    (lib/signing.sh) with module.sig_enforce=1, a
#                          module signed with the kernel build's own key
#                          runs, a changed copy is refused
# RUN_ONLY limits the lane's tests as the stock ones; the canary, the signing
# and the vm-build-dir checks run under it only if the pattern matches
# "canary".
# shellcheck shell=bash

# shellcheck source=/dev/null
. testsuite/lib/kernels.sh
# shellcheck source=/dev/null
. testsuite/lib/signing.sh

DK=$TMP/debug-kernel

# The machines the lane has a debug kernel for: this one's and, where
# scripts/install-arm64 installed the arm64 lane's kernels and compiler,
# aarch64.
debug_machines() {
	uname -m
	[ "$(uname -m)" = aarch64 ] || [ -z "$(kernel_of_line 6.1 aarch64)" ] ||
		! command -v aarch64-linux-gnu-gcc-12 > /dev/null || echo aarch64
}

# Starts building the debug kernels (a no-op for one in its cache), one
# after the other, at the lowest priority while the host-only kinds run.
# They are not a child of the suite's shell (whose bare "wait"s would wait
# for them too) but a process group of their own, paused while the stock
# kernels' guests run (so that those see the machine they always saw) and
# killed if the suite ends.  Machine M's build writes $DK/build-M.*.
debug_kernel_start() {
	mkdir -p "$DK"
	# shellcheck disable=SC2016 # (expanded by that bash)
	( setsid bash -c 'd=$1; shift; echo $$ > "$d/build.pgid"
		for m in "$@"; do
			nice -n 19 scripts/build-debug-kernel --arch "$m" > "$d/build-$m.out" 2> "$d/build-$m.err" < /dev/null
			echo $? > "$d/build-$m.rc"
		done' _ "$DK" $(debug_machines) & )
	for _ in $(seq 100); do [ -s "$DK/build.pgid" ] && break; sleep 0.1; done
	DK_PGID=$(cat "$DK/build.pgid" 2> /dev/null)
	# shellcheck disable=SC2064
	trap "kill -CONT -- -$DK_PGID 2> /dev/null; kill -- -$DK_PGID 2> /dev/null
		[ -n \"\${KEEP_TMP:-}\" ] || rm -rf \"\$TMP\"" EXIT
}

DK_PAUSED=0
debug_kernel_pause() {
	[ -n "${DK_PGID:-}" ] && kill -STOP -- "-$DK_PGID" 2> /dev/null && DK_PAUSE_T=$(date +%s)
}
debug_kernel_resume() {
	[ -n "${DK_PGID:-}" ] && kill -CONT -- "-$DK_PGID" 2> /dev/null || return 0
	[ -z "${DK_PAUSE_T:-}" ] || DK_PAUSED=$((DK_PAUSED + $(date +%s) - DK_PAUSE_T))
	DK_PAUSE_T=
}

# Waits for machine M's build (default: this one's); sets DK_TREE and
# DK_REL.  False if it failed.
debug_kernel_wait() {
	local m=${1:-$(uname -m)} rc n=debug/kernel
	[ "$m" = "$(uname -m)" ] || n=debug/kernel-$m
	debug_kernel_resume
	while [ ! -s "$DK/build-$m.rc" ] && kill -0 -- "-$DK_PGID" 2> /dev/null; do
		sleep 2
	done
	rc=$(cat "$DK/build-$m.rc" 2> /dev/null)
	DK_TREE=$(tail -n1 "$DK/build-$m.out" 2> /dev/null)
	if [ "${rc:-killed}" != 0 ] || [ ! -f "$DK_TREE/.complete" ]; then
		fail $n "scripts/build-debug-kernel --arch $m failed (status ${rc:-killed})" "$DK/build-$m.err"
		return 1
	fi
	DK_REL=$(cat "$DK_TREE/include/config/kernel.release")
	# shellcheck disable=SC2034,SC2004 # (kernels.sh's associative array)
	KERNEL_DIR[$DK_REL]=$DK_TREE
	if grep -q "^build-debug-kernel: reusing" "$DK/build-$m.err"; then
		echo "debug lane: kernel $DK_REL from the cache, $DK_TREE"
	else
		echo "debug lane: kernel $DK_REL built in $(sed -n 's/^seconds //p' "$DK_TREE/.complete") s," \
			"$DK_PAUSED s of all builds paused while the stock kernels' guests ran, $DK_TREE"
	fi
	pass $n
}

# --- the canary -------------------------------------------------------------

# The report each canary mode must produce (the first problem of its boot).
canary_report() {
	case $1 in
	kasan) echo 'BUG: KASAN: slab-out-of-bounds in canary_(kasan|init)' ;;
	sleep) echo 'BUG: (sleeping function called from invalid context|scheduling while atomic)' ;;
	lockdep) echo 'WARNING: possible circular locking dependency detected' ;;
	esac
}

# The canary's and vm-build-dir's boots use --vm-stall as the batches do:
# a debug kernel was once seen to stop for good while it booted (after
# "Running RCU-tasks wait API self tests", then nothing for 9 min), and a
# boot that stalls before init is booted once more (docs/VM-NOTES.md).
canary_start() { # MODE [SUFFIX]: boots a guest of $DK_TREE that loads the canary in MODE
	local m=$1 d=$DK/canary${2:-}
	printf 'insmod /pmp/pmp_canary.ko mode=%s\necho "insmod status $?"\ndmesg\n' "$m" > "$d/$m.sh"
	# No KFENCE sampling in the canary's boots: had KFENCE taken the
	# buffer, the report would be KFENCE's instead of KASAN's.
	( env PMPROBE_VM_APPEND="kfence.sample_interval=0" TMPDIR="$d" \
		"$PMPROBE" --vm-script "$d/$m.sh" -r "$DK_TREE" --vm-file "$d/pmp_canary.ko" \
		--vm-timeout 300 --vm-stall 60 > "$d/$m.out" 2> "$d/$m.err" < /dev/null
	  echo $? > "$d/$m.rc" ) &
}

canary_check() { # MODE [SUFFIX]
	local m=$1 d=$DK/canary${2:-} n=debug/canary-$1${2:-} want
	want=$(canary_report "$m")
	if [ "$(cat "$d/$m.rc")" != 1 ]; then
		fail "$n" "exit status $(cat "$d/$m.rc"), expected 1 (a kernel problem)" "$d/$m.err"
	elif ! grep -qE "^pmprobe: the guest kernel reported a problem: .*$want" "$d/$m.err"; then
		fail "$n" "the boot's log scan did not name the $m report first" "$d/$m.err"
	elif "$PMPROBE" --scan-kernel-log "$d/$m.out" > "$d/$m.scan"; then
		cat "$d/$m.out" >> "$d/$m.scan"
		fail "$n" "--scan-kernel-log passed the guest's dmesg" "$d/$m.scan"
	elif ! grep -qE -- "$want" "$d/$m.scan"; then
		fail "$n" "--scan-kernel-log did not name the $m report first" "$d/$m.scan"
	else
		pass "$n"
	fi
}

# Builds the canary module against $DK_TREE in $DK/canary[SUFFIX].
canary_build() { # [SUFFIX]
	local d=$DK/canary${1:-}
	mkdir -p "$d"
	cp testsuite/canary/Kbuild testsuite/canary/pmp_canary.c "$d/"
	# shellcheck disable=SC2046 # (kbuild_vars is words)
	make -C "$DK_TREE" $(kbuild_vars "$DK_REL") M="$d" modules > "$d/build.log" 2>&1 && return
	fail "debug/canary-build${1:-}" "the canary module did not build" "$d/build.log"
	return 1
}

canary_wanted() {
	# shellcheck disable=SC2053 # (RUN_ONLY is a glob)
	[ -z "${RUN_ONLY:-}" ] || [[ canary == ${RUN_ONLY} ]]
}

# --- pmprobe --vm -r DIR ----------------------------------------------------

vm_build_dir_start() {
	local d=$DK/vmdir
	mkdir -p "$d"
	( TMPDIR=$d "$PMPROBE" --vm -r "$DK_TREE" --vm-stall 60 -c 'uname -r' \
		-e 'global n; probe timer.ms(10) { n++ } probe end { println(n > 0) }' \
		> "$d/out" 2> "$d/err" < /dev/null
	  echo $? > "$d/rc" ) &
}

vm_build_dir_check() {
	local n=debug/vm-build-dir d=$DK/vmdir
	if [ "$(cat "$d/rc")" != 0 ]; then
		fail $n "exit status $(cat "$d/rc"), expected 0" "$d/err"
	elif ! grep -qxF "$DK_REL" "$d/out"; then
		cat "$d/err" >> "$d/out"
		fail $n "the guest did not run the tree's kernel ($DK_REL)" "$d/out"
	elif ! grep -qx 1 "$d/out"; then
		fail $n "the script's timer never fired" "$d/out"
	elif grep -qiE 'error|warning|problem' "$d/err"; then
		fail $n "an error or warning on stderr" "$d/err"
	else
		pass $n
	fi
}

vm_build_dir_run_other() {
	local n=debug/vm-build-dir-run-other d=$DK/vmdir rel
	rel=$(kernel_of_line 6.1)
	[ -n "$rel" ] || return 0
	if ! (cd "$d" && "$PMPROBE" -p4 -r "$rel" -m t_other -e 'probe begin { exit() }') > "$d/other.out" 2>&1; then
		fail $n "the module for $rel did not build" "$d/other.out"
		return
	fi
	"$PMPROBE" --vm -r "$DK_TREE" --run "$d/t_other.ko" > "$d/other.out" 2> "$d/other.err" < /dev/null
	if [ $? != 1 ] || [ "$(wc -l < "$d/other.err")" != 1 ]; then
		fail $n "not status 1 with one line on stderr" "$d/other.err"
	elif ! grep -qF "pmprobe: the module was built for kernel $rel, but -r $DK_TREE boots $DK_REL" "$d/other.err"; then
		fail $n "not the message expected" "$d/other.err"
	else
		pass $n
	fi
}

# --- the lane -----------------------------------------------------------------

debug_lane() {
	local m
	for m in $(debug_machines); do
		if [ "$m" = "$(uname -m)" ]; then
			debug_lane_host
		else
			debug_lane_arm64
		fi
	done
}

# The run tests, guest scripts and examples on this machine's debug kernel.
debug_lane_host() {
	local files=() t0 m
	debug_kernel_wait || return
	t0=$(date +%s)
	if canary_build && canary_wanted; then
		canary_start kasan
		canary_start sleep
		wait
		canary_start lockdep
		vm_build_dir_start
		signing_debug_start
		wait
		for m in kasan sleep lockdep; do canary_check $m; done
		vm_build_dir_check
		vm_build_dir_run_other
		signing_debug_check
	fi
	mapfile -t files < <(selected_tests testsuite/run/*.pp testsuite/guest/*.sh examples/*.pp)
	# kasan_multi_shot: KASAN's first report in a boot would otherwise
	# be its last, blinding it for the tests after the one that failed.
	BATCH_TIMEOUT=3000 PMPROBE_VM_APPEND=kasan_multi_shot \
		run_lane "$DK_REL" ${files[@]+"${files[@]}"}
	echo "debug lane: $(( $(date +%s) - t0 )) s of guest runs after the kernel was ready"
}

# The arm64 lane's tests and examples (lib/arm64.sh) on the arm64 debug
# kernel, and the KASAN canary there.
debug_lane_arm64() {
	local files=() t0
	debug_kernel_wait aarch64 || return
	t0=$(date +%s)
	if canary_build -aarch64 && canary_wanted; then
		canary_start kasan -aarch64
		wait
		canary_check kasan -aarch64
	fi
	if ! build_workloads aarch64; then
		fail debug/arm64 "the arm64 workloads did not build"
		return
	fi
	mapfile -t files < <(MACHINE=aarch64 selected_tests testsuite/arm64/*.pp examples/*.pp)
	# Its batches take a minute or two; a guest livelocked in interrupts
	# prints lockup reports (so it never looks stalled) until this ends it.
	BATCH_TIMEOUT=900 PMPROBE_VM_APPEND=kasan_multi_shot \
		run_lane "$DK_REL" ${files[@]+"${files[@]}"}
	echo "debug lane: $(( $(date +%s) - t0 )) s of arm64 guest runs after the kernel was ready"
}
