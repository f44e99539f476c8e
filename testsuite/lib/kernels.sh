# kernels.sh - the shell kinds' view of the target kernels, which
# testsuite/runner/lanes.py finds (one finder for the runner and the
# shell): every release with headers in /lib/modules/*/build, of this
# machine's architecture and, where scripts/install-arm64 put them,
# arm64's twins; and what make needs to build against one.
# shellcheck shell=bash

# Kernels known by a build directory rather than by /lib/modules (the
# debug kernels, lib/canary.sh): KERNEL_DIR[RELEASE]=DIR.
declare -gA KERNEL_DIR

kernels_py() { python3 "${ROOT:-.}/testsuite/runner/lanes.py" "$@"; }

# The machine (uname -m) a kernel's headers are configured for.
kernel_machine() { kernels_py machine "${KERNEL_DIR[$1]:-$1}"; }

# Every release with headers, of any architecture, oldest first.
installed_kernels() { kernels_py installed; }

# The releases of machine $1 (default: this one's).
kernels_of_machine() { kernels_py of-machine "${1:-}"; }

# The newest installed release of a kernel line ("6.1", "6.12") for
# machine $2 (default: this one's).
kernel_of_line() { kernels_py of-line "$1" "${2:-}"; }

# What make needs to build against kernel $1 here: ARCH, CROSS_COMPILE
# and CC (the cross gcc of the kernel's own major: a tree built here has
# no Makefile of Debian's naming it) for another machine's kernel, as
# pmprobe passes them (kbuild/target.c).
kbuild_vars() {
	local v
	case $(kernel_machine "$1") in
	"$(uname -m)") ;;
	aarch64)
		v=$(sed -n 's/^CONFIG_GCC_VERSION=\([0-9]*\)$/\1/p' "${KERNEL_DIR[$1]:-/lib/modules/$1/build}/.config")
		echo "ARCH=arm64 CROSS_COMPILE=aarch64-linux-gnu-${v:+ CC=aarch64-linux-gnu-gcc-$((v / 10000))}" ;;
	esac
}
