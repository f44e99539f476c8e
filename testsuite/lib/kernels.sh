# kernels.sh - which target kernels the suite builds for and boots: every
# release with headers in /lib/modules/*/build; the run tests use the 6.1
# line (bookworm) and a smoke subset on 6.12 (bookworm-backports).
# shellcheck shell=bash

installed_kernels() {
	local d
	for d in /lib/modules/*/build; do
		[ -f "$d/Makefile" ] || continue
		d=${d%/build}
		basename "$d"
	done | sort -V
}

# The newest installed release of a kernel line ("6.1", "6.12").
kernel_of_line() {
	installed_kernels | grep "^$1\." | tail -n1
}
