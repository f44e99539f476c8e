# vmcli.sh - pmprobe --vm from the host, as users run it: the README's
# front-door command and the QEMU watchdog.  Each check boots a guest, so
# this runs once, with the run tests (the runner runs it when the "run"
# kind is asked for; with RUN_ONLY, only if the pattern matches "vmcli"),
# two guests at a time.  Uses $PMPROBE, $TMP, pass, fail and
# match_regex_lines from lib/protocol.sh.
#   vm/readme-example     pmprobe --vm -T 3 examples/cpu_sample_rate.pp
#                         (the README's command, default kernel): stdout
#                         matches the example's .re, no error on stderr
#   vm/error-status       pmprobe --vm -e 'probe begin { error("x") }':
#                         status 1, the ERROR on stderr only, stdout empty
#   vm/panic-detected     a guest whose kernel panics (sysrq c): status 1,
#                         "the guest kernel panicked", the console log kept
#                         (TMPDIR) and holding the "Kernel panic" line
#   vm/hang-detected      a guest that never finishes (sleep 999) under
#                         --vm-timeout 20: stopped, "did not finish within
#                         20 s", the console log kept
#   vm/stall-kernel-noise a guest whose user space writes only ordinary
#                         lines to /dev/kmsg (as a kernel printing stall
#                         reports does) under --vm-stall 20: stopped,
#                         "nothing from its user space for 20 s"
#   vm/stall-heartbeat    the same with "pmprobe heartbeat" lines, which
#                         count as signs of life: runs its 40 s, status 0
#   vm/list-pmu           pmprobe --vm -v -l (no -r: the default kernel's
#                         guest): the guest's msr/tsc/ line, opened there
#                         and counting, with the type its kernel gives msr,
#                         counting only
#   vm/list-hw-no-pmu     the same listing: the hardware events were opened
#                         in the guest and do not open (ENOENT), the kernel
#                         listing no CPU PMU; a software event's verdict is
#                         its names'
#   vm/list-hw-checked    pmprobe --vm -r ARM64-6.1 --vm-icount -l 'perf.hw.*':
#                         opened in the arm64 guest, perf.hw.instructions
#                         counts and perf.hw.stalled_cycles_backend opens
#                         but does not count (its names alone said
#                         "available")
#   vm/list-verdicts      the same listing, and the arm64 guest's (-r, its
#                         6.1 kernel, when installed): a first line naming
#                         the guest's kernel, and a verdict on every row
#   vm/pmu-translated     pmprobe --vm -p2 with a sysfs PMU point: its
#                         name is resolved at translate time against the
#                         PMUs the guest's kernel lists (booted once, then
#                         from pmprobe's cache): a bad event name is a
#                         located error; msr/tsc/ shows its encoding
#   vm/hybrid-other-machine a module translated for a hybrid machine
#                         (--sysfs-root testsuite/sysfs-hybrid) run in the
#                         guest (--run), which is not hybrid: status 1, the
#                         loader's line naming the core types, before the
#                         module loads
#   vm/boot-panic-retried a guest kernel that panics before init runs
#                         (PMPROBE_VM_APPEND=rdinit=/nonexistent): booted
#                         once more, with a note, then reported; status 1
#   sign/enforced-stock   (lib/signing.sh) unsigned and untrusted modules
#                         in a guest, under no enforcement, a lockdown,
#                         then module.sig_enforce
#   vm/pprof-top, vm/flamegraph-shown  (lib/profiles.sh) --pprof and
#                         --flamegraph of examples/kernel_pprof.pp, read by
#                         go tool pprof and headless Chromium
# shellcheck shell=bash

# shellcheck source=/dev/null
. testsuite/lib/signing.sh
# shellcheck source=/dev/null
. testsuite/lib/profiles.sh

VMCLI=$TMP/vmcli
mkdir -p "$VMCLI/logs"

vmcli_bg() { # NAME CMD...: runs CMD in the background, its output in $VMCLI/NAME.*
	local name=$1
	shift
	( "$@" > "$VMCLI/$name.out" 2> "$VMCLI/$name.err" < /dev/null; echo $? > "$VMCLI/$name.rc" ) &
}

# The console log a failure message says it kept.
vmcli_kept_log() { sed -n 's/.*console log kept in \([^ ]*\)$/\1/p' "$1" | head -n1; }

# Stderr without a boot that failed before pmprobe ran in the guest and
# was booted once more (the failure line and pmprobe's note after it):
# QEMU's TCG has been seen to take an int3 Oops while a stock kernel
# boots (docs/VM-NOTES.md), which is what that retry is for.
vmcli_without_retried_boot() { # FILE
	awk '/^pmprobe: note: that was while the guest kernel booted, before pmprobe ran in it: booting it once more/ {
		held = ""; retried = 1; next }
	     { if (held != "") print held; held = $0 }
	     END { if (held != "") print held; if (retried) print "(a boot retried)" > "/dev/stderr" }' "$1"
}

vmcli_readme() {
	local n=vm/readme-example
	if vmcli_without_retried_boot "$VMCLI/readme.err" > "$VMCLI/readme.err2" 2> "$VMCLI/readme.retried" &&
	   [ -s "$VMCLI/readme.retried" ]; then
		echo "NOTE: $n: its guest's first boot failed before pmprobe ran, and was booted once more:" \
			"$(head -n1 "$VMCLI/readme.err")"
	fi
	if [ "$(cat "$VMCLI/readme.rc")" != 0 ]; then
		fail $n "exit status $(cat "$VMCLI/readme.rc"), expected 0" "$VMCLI/readme.err"
	elif ! match_regex_lines examples/cpu_sample_rate.re "$VMCLI/readme.out" > "$VMCLI/readme.diff"; then
		cat "$VMCLI/readme.out" >> "$VMCLI/readme.diff"
		fail $n "stdout does not match examples/cpu_sample_rate.re" "$VMCLI/readme.diff"
	elif grep -qiE 'error|warning|problem|panic' "$VMCLI/readme.err2"; then
		fail $n "an error or warning on stderr" "$VMCLI/readme.err"
	else
		pass $n
	fi
}

vmcli_error() {
	local n=vm/error-status
	if [ "$(cat "$VMCLI/error.rc")" != 1 ]; then
		fail $n "exit status $(cat "$VMCLI/error.rc"), expected 1" "$VMCLI/error.err"
	elif [ -s "$VMCLI/error.out" ]; then
		fail $n "output on stdout (the error belongs on stderr only)" "$VMCLI/error.out"
	elif ! grep -qE '^ERROR: x near <input>:1:15$' "$VMCLI/error.err"; then
		fail $n "stderr lacks 'ERROR: x near <input>:1:15'" "$VMCLI/error.err"
	else
		pass $n
	fi
}

vmcli_watchdog() { # NAME FILE MESSAGE-PATTERN LOG-PATTERN
	local n=$1 f=$2 log
	log=$(vmcli_kept_log "$VMCLI/$f.err")
	if [ "$(cat "$VMCLI/$f.rc")" != 1 ]; then
		fail "$n" "exit status $(cat "$VMCLI/$f.rc"), expected 1" "$VMCLI/$f.err"
	elif ! grep -qE "^pmprobe: $3" "$VMCLI/$f.err"; then
		fail "$n" "stderr lacks '$3'" "$VMCLI/$f.err"
	elif [ -z "$log" ] || [ ! -f "$log" ]; then
		fail "$n" "the console log was not kept" "$VMCLI/$f.err"
	elif ! grep -qE -- "$4" "$log"; then
		fail "$n" "the kept console log lacks '$4'" "$log"
	else
		pass "$n"
	fi
}

vmcli_alive() {
	local n=vm/stall-heartbeat f=$VMCLI/alive
	if [ "$(cat "$f.rc")" != 0 ]; then
		fail $n "exit status $(cat "$f.rc"), expected 0 (heartbeat lines are signs of life)" "$f.err"
	elif [ "$(cat "$f.out")" != done ]; then
		fail $n "the script did not finish" "$f.out"
	else
		pass $n
	fi
}

vmcli_boot_retry() {
	local n=vm/boot-panic-retried f=$VMCLI/bootpanic
	if [ "$(cat "$f.rc")" != 1 ]; then
		fail $n "exit status $(cat "$f.rc"), expected 1" "$f.err"
	elif [ "$(grep -c '^pmprobe: the guest kernel panicked: ' "$f.err")" != 2 ]; then
		fail $n "expected two panics reported (the boot and its retry)" "$f.err"
	elif [ "$(grep -c '^pmprobe: note: that was while the guest kernel booted, before pmprobe ran in it: booting it once more' "$f.err")" != 1 ]; then
		fail $n "expected one note saying the boot is tried again" "$f.err"
	else
		pass $n
	fi
}

vmcli_list_pmu() {
	local n=vm/list-pmu
	if [ "$(cat "$VMCLI/listpmu.rc")" != 0 ]; then
		fail $n "exit status $(cat "$VMCLI/listpmu.rc"), expected 0" "$VMCLI/listpmu.err"
	elif ! grep -qE '^perf\.pmu\("msr"\)\.event\("tsc"\) +msr/tsc/ +\[PMU event\] +available \(checked: counts: [1-9][0-9]* in [0-9]+\.[0-9] ms; PMU msr, type [0-9]+, config 0x0; counting only: \.counter\)$' "$VMCLI/listpmu.out"; then
		fail $n "no msr/tsc/ line from the guest, opened there and counting" "$VMCLI/listpmu.out"
	else
		pass $n
	fi
}

# The x86 guest has no CPU PMU: -l opened its hardware events there, and
# each says it does not open and why; software events are not opened.
vmcli_list_hw_no_pmu() {
	local n=vm/list-hw-no-pmu f=$VMCLI/listpmu.out ev
	for ev in cpu_cycles instructions stalled_cycles_backend; do
		if ! grep -qE "^perf\.hw\.$ev +[a-z_.-]+ +\[Hardware event\] +not available \(checked: does not open: No such file or directory \(ENOENT\): the kernel lists no CPU PMU \(as in most VMs\)\)\$" "$f"; then
			fail $n "perf.hw.$ev is not said not to open, for want of a CPU PMU" "$f"
			return
		fi
	done
	if ! grep -qE '^perf\.sw\.cpu_clock +perf\.cpu_clock +\[Software event\] +available$' "$f"; then
		fail $n "perf.sw.cpu_clock's verdict is not its names' alone" "$f"
	elif ! grep -qE '^# Checked by opening [1-9][0-9]* events on the running kernel in [0-9]+\.[0-9][0-9][0-9] s$' "$f"; then
		fail $n "-v does not say how long the check took" "$f"
	else
		pass $n
	fi
}

# The arm64 guest under icount (one vCPU, a cycle an instruction a guest
# ns): each event ran beside the busy loop for 15 ms of the thread's CPU
# time, so instructions counted about 15,000,000 (measured 15,017,909):
# the bound is 10^7 (a third below, for the kernel's share of the time).
# QEMU's PMU lists stall_backend and never counts it: 0 over >= 10 ms.
vmcli_list_hw_checked() {
	local n=vm/list-hw-checked f=$VMCLI/listarmhw.out
	if [ "$(cat "$VMCLI/listarmhw.rc")" != 0 ]; then
		fail $n "exit status $(cat "$VMCLI/listarmhw.rc"), expected 0" "$VMCLI/listarmhw.err"
	elif ! grep -qE '^perf\.hw\.instructions +perf\.instructions +available \(checked: counts: [1-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]+ in [1-9][0-9]\.[0-9] ms; PMU armv8_pmuv3\)$' "$f"; then
		fail $n "perf.hw.instructions is not said to count 10^7 or more in 10-99.9 ms" "$f"
	elif ! grep -qE "^perf\.hw\.stalled_cycles_backend +- +not available \(checked: opens, but does not count: 0 in [1-9][0-9]\.[0-9] ms on the CPU's PMU while a busy loop ran \(a PMU that lists an event it does not implement, as a VM's often does\); PMU armv8_pmuv3\)\$" "$f"; then
		fail $n "perf.hw.stalled_cycles_backend is not said to open and not count" "$f"
	elif grep -q 'read from names' "$f"; then
		fail $n "a hardware event was not opened in the guest" "$f"
	else
		pass $n
	fi
}

# -v -l in a guest (NAME: its outputs): the kernel named, a verdict on
# every row (libpfm4's and the tracepoints' included).
vmcli_list_verdicts() { # NAME MACHINE
	local n="vm/list-verdicts $2" name=$1
	if [ "$(cat "$VMCLI/$name.rc")" != 0 ]; then
		fail "$n" "exit status $(cat "$VMCLI/$name.rc"), expected 0" "$VMCLI/$name.err"
	elif ! head -n1 "$VMCLI/$name.out" | grep -qE "^# kernel [^ ]+ \($2\), a QEMU guest \(--vm\): [0-9]+ points match"; then
		fail "$n" "the first line does not name the guest's kernel" "$VMCLI/$name.out"
	elif grep -v '^#' "$VMCLI/$name.out" |
	     grep -vE ' (available|not available|may not open|depends)( .*)?$' > "$VMCLI/$name.bad"; then
		fail "$n" "rows without a verdict" "$VMCLI/$name.bad"
	else
		pass "$n"
	fi
}

vmcli_pmu_translated() {
	local n=vm/pmu-translated
	if [ "$(cat "$VMCLI/pmubad.rc")" != 1 ]; then
		fail $n "a bad event: exit status $(cat "$VMCLI/pmubad.rc"), expected 1" "$VMCLI/pmubad.err"
	elif ! grep -qE "^pmprobe: <input>:1:29: error: PMU msr has no event 'tscx'; did you mean 'tsc'\? \(its events: .*tsc.*\)$" "$VMCLI/pmubad.err"; then
		fail $n "a bad event: not the located error" "$VMCLI/pmubad.err"
	elif [ "$(cat "$VMCLI/pmugood.rc")" != 0 ]; then
		fail $n "msr/tsc/: exit status $(cat "$VMCLI/pmugood.rc"), expected 0" "$VMCLI/pmugood.err"
	elif ! grep -qE 'perf pmu=msr event=tsc type=[0-9]+ config=0x0 .*\(event tsc: event=0x0+\)' "$VMCLI/pmugood.out"; then
		fail $n "msr/tsc/: -p2 does not show its encoding" "$VMCLI/pmugood.out"
	elif grep -q "reading the tracepoint formats and PMUs" "$VMCLI/pmugood.err"; then
		fail $n "the guest's PMUs were read again, not taken from the cache" "$VMCLI/pmugood.err"
	else
		pass $n
	fi
}

vmcli_hybrid() {
	local n=vm/hybrid-other-machine
	if [ ! -e "$VMCLI/hybrid.ko" ]; then
		fail $n "the module did not build" "$VMCLI/hybrid.build"
	elif [ "$(cat "$VMCLI/hybrid.rc")" != 1 ]; then
		fail $n "exit status $(cat "$VMCLI/hybrid.rc"), expected 1" "$VMCLI/hybrid.err"
	elif ! grep -qxF "pmprobe: the script was translated for a hybrid machine whose generic events open on core types cpu_atom (type 10, CPUs 16-23), cpu_core (type 4, CPUs 0-15); this machine is not hybrid: translate it for this machine" "$VMCLI/hybrid.err"; then
		fail $n "not the loader's line naming the core types" "$VMCLI/hybrid.err"
	else
		pass $n
	fi
}

vmcli_run() {
	local rel arm
	rel=$(kernel_of_line 6.1)
	printf 'echo c > /proc/sysrq-trigger\nsleep 60\n' > "$VMCLI/panic.sh"
	printf 'sleep 999\n' > "$VMCLI/hang.sh"
	printf '(while sleep 2; do echo "%s" > /dev/kmsg; done) &\nsleep %s\necho done\n' \
		not-a-heartbeat 999 > "$VMCLI/noise.sh"
	printf '(while sleep 2; do echo "%s" > /dev/kmsg; done) &\nsleep %s\necho done\n' \
		"pmprobe heartbeat" 40 > "$VMCLI/alive.sh"
	# An idle guest (the hang) next to a busy one, then the other two.
	vmcli_bg readme "$PMPROBE" --vm -T 3 examples/cpu_sample_rate.pp
	vmcli_bg hang env TMPDIR="$VMCLI/logs" "$PMPROBE" --vm-script "$VMCLI/hang.sh" -r "$rel" --vm-timeout 20
	vmcli_bg noise env TMPDIR="$VMCLI/logs" "$PMPROBE" --vm-script "$VMCLI/noise.sh" -r "$rel" \
		--vm-timeout 120 --vm-stall 20
	vmcli_bg alive "$PMPROBE" --vm-script "$VMCLI/alive.sh" -r "$rel" --vm-timeout 120 --vm-stall 20
	wait
	vmcli_bg error "$PMPROBE" --vm -e 'probe begin { error("x") }'
	vmcli_bg panic env TMPDIR="$VMCLI/logs" "$PMPROBE" --vm-script "$VMCLI/panic.sh" -r "$rel"
	vmcli_bg bootpanic env TMPDIR="$VMCLI/logs" PMPROBE_VM_APPEND=rdinit=/nonexistent \
		"$PMPROBE" --vm-script "$VMCLI/hang.sh" -r "$rel" --vm-timeout 120
	wait
	# One vCPU: -l opens perf events in the guest, and enabling them patches
	# jump labels through int3, which multi-threaded TCG with two vCPUs
	# turned once into an "Oops: int3" panic (docs/VM-NOTES.md); the
	# listing does not depend on the number of CPUs.
	vmcli_bg listpmu "$PMPROBE" --vm --vm-cpus 1 -v -l
	vmcli_bg pmubad "$PMPROBE" --vm -p2 -e 'probe perf.pmu("msr").event("tscx").counter { }'
	wait
	vmcli_bg pmugood "$PMPROBE" --vm -p2 -e 'probe perf.pmu("msr").event("tsc").counter { }'
	signing_stock_start
	wait
	arm=$(kernel_of_line 6.1 aarch64)
	[ -z "$arm" ] || vmcli_bg listarm "$PMPROBE" --vm -r "$arm" -v -l
	(cd "$VMCLI" && "$PMPROBE" -p4 -m hybrid -r "$rel" --sysfs-root "$ROOT/testsuite/sysfs-hybrid" \
		-e 'probe perf.cycles.counter { printf("%d\n", read_counter($counter)) }' > hybrid.build 2>&1)
	vmcli_bg hybrid "$PMPROBE" --vm -r "$rel" --run "$VMCLI/hybrid.ko"
	wait
	[ -z "$arm" ] || vmcli_bg listarmhw "$PMPROBE" --vm -r "$arm" --vm-icount -l 'perf.hw.*'
	profiles_start
	wait
	vmcli_readme
	vmcli_list_pmu
	vmcli_list_hw_no_pmu
	[ -z "$arm" ] || vmcli_list_hw_checked
	vmcli_list_verdicts listpmu "$(uname -m)"
	[ -z "$arm" ] || vmcli_list_verdicts listarm aarch64
	vmcli_pmu_translated
	vmcli_hybrid
	vmcli_error
	vmcli_watchdog vm/panic-detected panic 'the guest kernel panicked: ".*Kernel panic - not syncing' 'Kernel panic - not syncing'
	vmcli_watchdog vm/hang-detected hang 'the guest did not finish within 20 s' 'Linux version'
	vmcli_watchdog vm/stall-kernel-noise noise 'the guest stalled: nothing from its user space for 20 s' 'not-a-heartbeat'
	vmcli_alive
	vmcli_boot_retry
	signing_stock_check
	profiles_check
}

vmcli_run
