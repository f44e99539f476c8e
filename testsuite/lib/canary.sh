# canary.sh - the debug lane's own checks, beside its tests (which the
# runner runs: testsuite/runner/lanes.py's debug lanes): a canary that
# proves a detector's report fails the lane, pmprobe --vm -r DIR from the
# host, and signing against the debug kernel's own key.  Run by the runner
# through lib/protocol.sh with $DK (a scratch directory), $DK_TREE (the
# debug kernel's build directory) and $DK_REL (its release):
#   debug_checks_host:   on this machine's debug kernel
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
#   sign/enforced-debug    (lib/signing.sh) with module.sig_enforce=1, a
#                          module signed with the kernel build's own key
#                          runs, a changed copy is refused
#   debug_checks_arm64:  on the arm64 debug kernel
#   debug/canary-kasan-aarch64
#                          the KASAN canary (its reports come over the
#                          PL011 console)
# Under RUN_ONLY they run only if the pattern matches "canary".
# shellcheck shell=bash

# shellcheck source=/dev/null
. testsuite/lib/kernels.sh
# shellcheck source=/dev/null
. testsuite/lib/signing.sh
# shellcheck disable=SC2034,SC2004 # (kernels.sh's associative array)
KERNEL_DIR[$DK_REL]=$DK_TREE

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

# --- the checks -----------------------------------------------------------------

debug_checks_host() {
	local m
	canary_build && canary_wanted || return 0
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
}

debug_checks_arm64() {
	canary_build -aarch64 && canary_wanted || return 0
	canary_start kasan -aarch64
	wait
	canary_check kasan -aarch64
}
