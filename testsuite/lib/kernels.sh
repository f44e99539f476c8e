# kernels.sh - which target kernels the suite builds for and boots: every
# release with headers in /lib/modules/*/build, of this machine's
# architecture and, where scripts/install-arm64 put them, arm64's twins.
# The run tests use the 6.1 line (bookworm) and a smoke subset on 6.12
# (bookworm-backports); the arm64 lane (lib/arm64.sh) the arm64 twins.
# shellcheck shell=bash

# Kernels the suite knows by a build directory rather than by
# /lib/modules (the debug kernels, lib/debug.sh): KERNEL_DIR[LABEL]=DIR.
declare -gA KERNEL_DIR

# The -r target of kernel LABEL: its build directory if it has one, else
# the release itself.
kernel_target() { echo "${KERNEL_DIR[$1]:-$1}"; }

# The machine (uname -m) a kernel's headers are configured for.
kernel_machine() {
	local c=${KERNEL_DIR[$1]:-/lib/modules/$1/build}/.config
	if grep -q '^CONFIG_ARM64=y' "$c" 2> /dev/null; then
		echo aarch64
	elif grep -q '^CONFIG_X86_64=y' "$c" 2> /dev/null; then
		echo x86_64
	fi
}

# Every release with headers, of any architecture.
installed_kernels() {
	local d
	for d in /lib/modules/*/build; do
		[ -f "$d/Makefile" ] || continue
		d=${d%/build}
		basename "$d"
	done | sort -V
}

# The releases of machine $1 (default: this one's).
kernels_of_machine() {
	local m=${1:-$(uname -m)} r
	for r in $(installed_kernels); do
		[ "$(kernel_machine "$r")" = "$m" ] && echo "$r"
	done
}

# The newest installed release of a kernel line ("6.1", "6.12") for
# machine $2 (default: this one's).
kernel_of_line() {
	kernels_of_machine "${2:-}" | grep "^$1\." | tail -n1
}

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
