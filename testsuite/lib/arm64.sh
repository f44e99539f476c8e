# arm64.sh - the arm64 lane: pmprobe's hardware-event paths against a
# real (emulated) PMU.  QEMU's arm64 virt machine has one (armv8_pmuv3, 6
# counters and the cycle counter; overflow handlers in hard-IRQ), where
# the x86 guest has none.  testsuite/arm64/*.pp and the examples marked
# "# machine: aarch64" are cross-built for Debian's arm64 twins of the
# installed kernels (scripts/install-arm64) and run in arm64 guests with
# pmprobe-aarch64 as their loader: every test on the 6.1 line, those
# marked "# smoke" on 6.12 too; "# icount" tests in a one-vCPU guest under
# QEMU's instruction counting, where cycles and instructions are exact
# (docs/VM-NOTES.md).  Their modules are linked without make, as on x86
# (run.sh, check_fast_links).  Sourced by run.sh (run-tests' "arm64" kind).
# shellcheck shell=bash

arm64_lane() {
	local rel61 rel612 f files=() smoke=()
	rel61=$(kernel_of_line 6.1 aarch64)
	rel612=$(kernel_of_line 6.12 aarch64)
	mapfile -t files < <(MACHINE=aarch64 selected_tests testsuite/arm64/*.pp examples/*.pp)
	for f in ${files[@]+"${files[@]}"}; do
		grep -qx "# smoke" "$f" && smoke+=("$f")
	done
	if [ -z "$rel61" ]; then
		skip_lane "6.1-arm64" "no arm64 6.1 kernel headers in /lib/modules (scripts/install-arm64)" \
			${files[@]+"${files[@]}"}
		return
	fi
	if [ ! -x "$ROOT/pmprobe-aarch64" ]; then
		fail "arm64" "$ROOT/pmprobe-aarch64 is missing (make pmprobe-aarch64)"
		return
	fi
	if ! build_workloads aarch64; then
		fail "arm64" "the arm64 workloads did not build (aarch64-linux-gnu-gcc-12, libc6-dev-arm64-cross)"
		return
	fi
	run_lane "$rel61" ${files[@]+"${files[@]}"}
	[ ${#files[@]} -gt 0 ] && check_fast_links "$rel61"
	if [ -n "$rel612" ]; then
		run_lane "$rel612" ${smoke[@]+"${smoke[@]}"}
		[ ${#smoke[@]} -gt 0 ] && check_fast_links "$rel612"
	else
		skip_lane "6.12-arm64" "no arm64 6.12 kernel headers in /lib/modules (scripts/install-arm64)" \
			${smoke[@]+"${smoke[@]}"}
	fi
}

arm64_lane
