"""debugkernel.py - the debug lanes' kernels (scripts/build-debug-kernel:
KASAN, KFENCE, UBSAN, lockdep, ... from linux-source-6.1), built or taken
from their cache one after the other, at the lowest priority, while the
host-only kinds run: a process group of its own, paused while the stock
kernels' guests run (so that those see the machine they always saw) and
killed if the suite ends.
"""

import atexit
import os
import shutil
import signal
import subprocess
import time

import lanes

_LOOP = """d=$1; shift
for m in "$@"; do
	nice -n 19 scripts/build-debug-kernel --arch "$m" > "$d/build-$m.out" 2> "$d/build-$m.err" < /dev/null
	echo $? > "$d/build-$m.rc"
done"""


def debug_machines():
    """The machines there is a debug kernel for: this one's and, where
    scripts/install-arm64 installed the arm64 kernels and compiler, arm64."""
    out = [lanes.HOST]
    if lanes.HOST != "aarch64" and lanes.kernel_of_line("6.1", "aarch64") and \
            shutil.which("aarch64-linux-gnu-gcc-12"):
        out.append("aarch64")
    return out


class DebugKernels:
    def __init__(self, root, tmp):
        self.root = root
        self.dir = os.path.join(tmp, "debug-kernel")
        self.proc = None
        self.paused_at = None
        self.paused = 0

    def start(self):
        os.makedirs(self.dir, exist_ok=True)
        self.proc = subprocess.Popen(["bash", "-c", _LOOP, "_", self.dir] + debug_machines(),
                                     cwd=self.root, start_new_session=True,
                                     stdin=subprocess.DEVNULL)
        atexit.register(self.kill)

    def _signal(self, sig):
        if self.proc is None or self.proc.poll() is not None:
            return False
        try:
            os.killpg(self.proc.pid, sig)
        except ProcessLookupError:
            return False
        return True

    def kill(self):
        self._signal(signal.SIGCONT)
        self._signal(signal.SIGTERM)

    def pause(self):
        if self._signal(signal.SIGSTOP):
            self.paused_at = time.monotonic()

    def resume(self):
        if self._signal(signal.SIGCONT) and self.paused_at is not None:
            self.paused += int(time.monotonic() - self.paused_at)
        self.paused_at = None

    def wait(self, machine, results):
        """Waits for MACHINE's kernel: its (release, tree), or None when
        its build failed (a failure of debug/kernel[-MACHINE])."""
        name = "debug/kernel" if machine == lanes.HOST else "debug/kernel-" + machine
        base = os.path.join(self.dir, "build-" + machine)
        self.resume()
        while not os.path.exists(base + ".rc") and self.proc and self.proc.poll() is None:
            time.sleep(2)
        time.sleep(0.1)
        rc = _read(base + ".rc").strip() or "killed"
        out = _read(base + ".out").rstrip("\n").split("\n")
        tree = out[-1] if out else ""
        if rc != "0" or not tree or not os.path.isfile(os.path.join(tree, ".complete")):
            results.fail(name, "scripts/build-debug-kernel --arch %s failed (status %s)" % (machine, rc),
                         _read(base + ".err"))
            return None
        rel = _read(os.path.join(tree, "include/config/kernel.release")).strip()
        lanes.KERNEL_DIR[rel] = tree
        if "build-debug-kernel: reusing" in _read(base + ".err"):
            print("debug lane: kernel %s from the cache, %s" % (rel, tree))
        else:
            secs = " ".join(line[8:] for line in _read(os.path.join(tree, ".complete")).split("\n")
                            if line.startswith("seconds "))
            print("debug lane: kernel %s built in %s s, %d s of all builds paused while the stock"
                  " kernels' guests ran, %s" % (rel, secs, self.paused, tree))
        results.ok(name)
        return rel, tree


def _read(path):
    try:
        with open(path, errors="replace") as f:
            return f.read()
    except OSError:
        return ""
