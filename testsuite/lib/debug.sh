# debug.sh - the debug lane (run-tests' "debug" kind): every run test,
# guest script and example once more, on the debug kernel that
# scripts/build-debug-kernel builds from linux-source-6.1 (KASAN, KFENCE,
# UBSAN, lockdep with PROVE_RCU, atomic-sleep and preemption checks,
# DEBUG_LIST, DEBUG_OBJECTS, lockup and hung-task detectors), and a canary
# that proves a detector's report fails the lane.  Sourced by run-tests
# (debug_kernel_start, at its start) and by run.sh (debug_lane, after the
# stock kernel's run tests); uses pass, fail, $PMPROBE, $TMP and run.sh.
#   debug/kernel           the kernel built (or found in its cache); its
#                          build runs at nice 19 while the host-only kinds
#                          run, is paused during the stock kernel's guests
#                          and finishes before the lane
#   run/REL/..., examples/REL/..., boot/REL/...
#                          as on the stock kernel (lib/run.sh), REL being
#                          the debug kernel's release (6.1.N-pmprobe-debug);
#                          a report of any detector in a test's slice of the
#                          kernel log fails that test and is shown
#   debug/canary-kasan     a module of the suite's own (testsuite/canary/)
#   debug/canary-sleep     trips KASAN, atomic-sleep and lockdep, each in a
#   debug/canary-lockdep   boot of its own (lockdep turns itself off after
#                          its first report, KASAN reports once per boot):
#                          the first problem the boot's log scan and the
#                          per-test scan (--scan-kernel-log) name must be
#                          that detector's report
#   debug/vm-build-dir     pmprobe --vm -r DIR from the host: built against
#                          the tree, booted from its own bzImage
#   debug/vm-build-dir-run-other
#                          pmprobe --vm -r DIR --run of a module built for
#                          the stock 6.1 kernel: refused in one line
# RUN_ONLY limits the lane's tests as the stock ones; the canary and the
# vm-build-dir checks run under it only if the pattern matches "canary".
# shellcheck shell=bash

DK=$TMP/debug-kernel

# Starts building the debug kernel (a no-op when it is in its cache) at
# the lowest priority while the host-only kinds run.  It is not a child
# of the suite's shell (whose bare "wait"s would wait for it too) but has a
# process group of its own, paused while the stock kernel's guests run (so
# that they see the machine they always saw) and killed if the suite ends.
debug_kernel_start() {
	mkdir -p "$DK"
	# shellcheck disable=SC2016 # (expanded by that bash)
	( setsid bash -c 'echo $$ > "$1/build.pgid"
		nice -n 19 scripts/build-debug-kernel > "$1/build.out" 2> "$1/build.err" < /dev/null
		echo $? > "$1/build.rc"' _ "$DK" & )
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

# Waits for the build; sets DK_TREE and DK_REL.  False if it failed.
debug_kernel_wait() {
	local rc
	debug_kernel_resume
	while [ ! -s "$DK/build.rc" ] && kill -0 -- "-$DK_PGID" 2> /dev/null; do
		sleep 2
	done
	rc=$(cat "$DK/build.rc" 2> /dev/null)
	DK_TREE=$(tail -n1 "$DK/build.out")
	if [ "${rc:-killed}" != 0 ] || [ ! -f "$DK_TREE/.complete" ]; then
		fail debug/kernel "scripts/build-debug-kernel failed (status ${rc:-killed})" "$DK/build.err"
		return 1
	fi
	DK_REL=$(cat "$DK_TREE/include/config/kernel.release")
	if grep -q "^build-debug-kernel: reusing" "$DK/build.err"; then
		echo "debug lane: kernel $DK_REL from the cache, $DK_TREE"
	else
		echo "debug lane: kernel $DK_REL built in $(sed -n 's/^seconds //p' "$DK_TREE/.complete") s," \
			"$DK_PAUSED s of them paused while the stock kernel's guests ran, $DK_TREE"
	fi
	pass debug/kernel
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
canary_start() { # MODE: boots a guest that loads the canary in MODE
	local m=$1 d=$DK/canary
	printf 'insmod /pmp/pmp_canary.ko mode=%s\necho "insmod status $?"\ndmesg\n' "$m" > "$d/$m.sh"
	# No KFENCE sampling in the canary's boots: had KFENCE taken the
	# buffer, the report would be KFENCE's instead of KASAN's.
	( env PMPROBE_VM_APPEND="kfence.sample_interval=0" TMPDIR="$d" \
		"$PMPROBE" --vm-script "$d/$m.sh" -r "$DK_TREE" --vm-file "$d/pmp_canary.ko" \
		--vm-timeout 300 --vm-stall 60 > "$d/$m.out" 2> "$d/$m.err" < /dev/null
	  echo $? > "$d/$m.rc" ) &
}

canary_check() { # MODE
	local m=$1 d=$DK/canary want
	want=$(canary_report "$m")
	if [ "$(cat "$d/$m.rc")" != 1 ]; then
		fail "debug/canary-$m" "exit status $(cat "$d/$m.rc"), expected 1 (a kernel problem)" "$d/$m.err"
	elif ! grep -qE "^pmprobe: the guest kernel reported a problem: .*$want" "$d/$m.err"; then
		fail "debug/canary-$m" "the boot's log scan did not name the $m report first" "$d/$m.err"
	elif "$PMPROBE" --scan-kernel-log "$d/$m.out" > "$d/$m.scan"; then
		cat "$d/$m.out" >> "$d/$m.scan"
		fail "debug/canary-$m" "--scan-kernel-log passed the guest's dmesg" "$d/$m.scan"
	elif ! grep -qE -- "$want" "$d/$m.scan"; then
		fail "debug/canary-$m" "--scan-kernel-log did not name the $m report first" "$d/$m.scan"
	else
		pass "debug/canary-$m"
	fi
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
	local files=() t0 m
	debug_kernel_wait || return
	t0=$(date +%s)
	mkdir -p "$DK/canary"
	cp testsuite/canary/Kbuild testsuite/canary/pmp_canary.c "$DK/canary/"
	# shellcheck disable=SC2053 # (RUN_ONLY is a glob)
	if ! make -C "$DK_TREE" M="$DK/canary" modules > "$DK/canary/build.log" 2>&1; then
		fail debug/canary-build "the canary module did not build" "$DK/canary/build.log"
	elif [ -z "${RUN_ONLY:-}" ] || [[ canary == ${RUN_ONLY} ]]; then
		canary_start kasan
		canary_start sleep
		wait
		canary_start lockdep
		vm_build_dir_start
		wait
		for m in kasan sleep lockdep; do canary_check $m; done
		vm_build_dir_check
		vm_build_dir_run_other
	fi
	# shellcheck disable=SC2034,SC2004 # (run.sh's associative array)
	KERNEL_DIR[$DK_REL]=$DK_TREE
	mapfile -t files < <(selected_tests testsuite/run/*.pp testsuite/guest/*.sh examples/*.pp)
	# kasan_multi_shot: KASAN's first report in a boot would otherwise
	# be its last, blinding it for the tests after the one that failed.
	BATCH_TIMEOUT=3000 PMPROBE_VM_APPEND=kasan_multi_shot \
		run_lane "$DK_REL" ${files[@]+"${files[@]}"}
	echo "debug lane: $(( $(date +%s) - t0 )) s of guest runs after the kernel was ready"
}
