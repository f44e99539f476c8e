"""lanes.py - the target kernels the suite finds on this machine and the
lanes of guest tests, as one table: which run-tests kind asks for a lane,
its kernel (a line of /lib/modules, or the debug kernel built by
scripts/build-debug-kernel), its machine, the loader its guests run, which
tests and how many parallel boots its ordinary tests share.  Every lane
runs through the same code (guest.py, plan.py); a lane whose kernel is not
installed turns its tests into SKIPs with the reason.

`python3 testsuite/runner/lanes.py of-line LINE [MACHINE]` (and
of-machine, installed, machine REL) answers the shell kinds (lib/kernels.sh).
"""

import glob
import os
import platform
import re
import sys
from dataclasses import dataclass

HOST = platform.machine()

# The files of each source of guest tests (a run-tests kind's).
SOURCES = {
    "run": ("testsuite/run/*.pp", "testsuite/guest/*.sh"),
    "examples": ("examples/*.pp",),
    "arm64": ("testsuite/arm64/*.pp", "examples/*.pp"),
}

# Each timeout of a guest boot, named once (seconds): a whole boot's
# (--vm-timeout) by default, and a guest that prints nothing for
# BOOT_STALL (the batch script's heartbeat is every 20 s) has stalled.
BOOT_TIMEOUT = 1500
BOOT_STALL = 150


@dataclass(frozen=True)
class Lane:
    name: str          # for messages
    asked_by: tuple    # (KIND, SOURCE...) pairs: its tests come from the
                       # sources of the kinds asked for
    machine: str       # uname -m of its guests
    kernel: str        # "6.1", "6.12": the newest installed of that line;
                       # "debug": the debug kernel of its machine
    smoke_only: bool   # only the tests marked "# smoke"
    boots: int         # parallel boots its ordinary (2-CPU) tests share
    loader: str        # the guest's pmprobe, relative to the tree
    label: str         # the kernel's name in a SKIP's test names
    install: str       # what installs its kernel
    boot_timeout: int = BOOT_TIMEOUT
    vm_append: str = ""  # more kernel command line (PMPROBE_VM_APPEND)
    vm_mem: int = 0      # guest MB (--vm-mem); 0: pmprobe's default, 512


_X86_SOURCES = (("run", "run"), ("examples", "examples"))
# kasan_multi_shot: KASAN's first report in a boot would otherwise be its
# last, blinding it for the tests after the one that failed.
LANES = [
    Lane("x86 6.1", _X86_SOURCES, HOST, "6.1", False, 2, "pmprobe", "6.1",
         "scripts/install-deps"),
    Lane("x86 6.12 smoke", _X86_SOURCES, HOST, "6.12", True, 1, "pmprobe", "6.12",
         "scripts/install-deps"),
    Lane("arm64 6.1", (("arm64", "arm64"),), "aarch64", "6.1", False, 2, "pmprobe-aarch64",
         "6.1-arm64", "scripts/install-arm64"),
    Lane("arm64 6.12 smoke", (("arm64", "arm64"),), "aarch64", "6.12", True, 2,
         "pmprobe-aarch64", "6.12-arm64", "scripts/install-arm64"),
    # Its batches take longest: every detector on.
    Lane("x86 debug", (("debug", "run"), ("debug", "examples")), HOST, "debug", False, 2,
         "pmprobe", "debug", "scripts/build-debug-kernel", 3000, "kasan_multi_shot",
         # KASAN's modules are large: the whole lane's (114 MB for 670
         # tests, when each boot carried them all) did not unpack in 512 MB;
         # a boot's own are less, but the kernel's checks want room too
         1024),
    # Its batches take a minute or two; a guest livelocked in interrupts
    # prints lockup reports (so it never looks stalled) until this ends it.
    Lane("arm64 debug", (("debug", "arm64"),), "aarch64", "debug", False, 2, "pmprobe-aarch64",
         "debug-arm64", "scripts/install-arm64", 900, "kasan_multi_shot"),
]


def lane_sources(lane, kinds):
    """The globs of LANE's tests when KINDS are asked for (none: not run)."""
    out = []
    for kind, source in lane.asked_by:
        if kind in kinds:
            out += [g for g in SOURCES[source] if g not in out]
    return out


# --- kernels ------------------------------------------------------------------

# Kernels known by a build directory rather than by /lib/modules (the
# debug kernels): release -> directory.
KERNEL_DIR = {}


def build_dir(rel):
    return KERNEL_DIR.get(rel, "/lib/modules/%s/build" % rel)


def kernel_target(rel):
    """The -r target of kernel REL: its build directory if it has one."""
    return KERNEL_DIR.get(rel, rel)


def kernel_machine(rel, modules="/lib/modules"):
    """The machine (uname -m) kernel REL's headers (or the build
    directory REL) are configured for."""
    if rel.startswith("/"):
        path = rel + "/.config"      # a build directory
    else:
        path = KERNEL_DIR.get(rel, os.path.join(modules, rel, "build")) + "/.config"
    try:
        with open(path, errors="replace") as f:
            config = f.read()
    except OSError:
        return ""
    if re.search(r"^CONFIG_ARM64=y$", config, re.M):
        return "aarch64"
    if re.search(r"^CONFIG_X86_64=y$", config, re.M):
        return "x86_64"
    return ""


def _version_key(rel):
    # sort -V, near enough: numbers as numbers
    return [(0, int(p), "") if p.isdigit() else (1, 0, p) for p in re.split(r"(\d+)", rel)]


def installed_kernels(modules="/lib/modules"):
    """Every release with headers, of any machine, oldest first."""
    rels = [os.path.basename(os.path.dirname(d))
            for d in glob.glob(os.path.join(modules, "*", "build"))
            if os.path.isfile(os.path.join(d, "Makefile"))]
    return sorted(rels, key=_version_key)


def kernel_of_line(line, machine=HOST, modules="/lib/modules"):
    """The newest installed release of LINE ("6.1") for MACHINE, or ""."""
    found = [r for r in installed_kernels(modules)
             if r.startswith(line + ".") and kernel_machine(r, modules) == machine]
    return found[-1] if found else ""


if __name__ == "__main__":
    a = sys.argv[1:]
    if a[:1] == ["of-line"]:
        print(kernel_of_line(a[1], a[2] if len(a) > 2 and a[2] else HOST) or "")
    elif a[:1] == ["of-machine"]:
        m = a[1] if len(a) > 1 and a[1] else HOST
        print("\n".join(r for r in installed_kernels() if kernel_machine(r) == m))
    elif a[:1] == ["installed"]:
        print("\n".join(installed_kernels()))
    elif a[:1] == ["machine"]:
        print(kernel_machine(a[1]))
    else:
        sys.exit("usage: lanes.py of-line LINE [MACHINE] | installed | machine REL")
