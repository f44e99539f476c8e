"""ktap.py - the suite's results: each test's ok / not ok / skip with its
reason and its time, printed as it comes (FAIL: and SKIP: lines, PASS:
too under VERBOSE), the per-kind "seconds:" laps, and at the end the KTAP
file (docs.kernel.org/dev-tools/ktap.html), the five slowest tests and
the closing line "N passed, N failed" (", N skipped" when a test's
prerequisite is absent).

The shell kinds report through the same protocol (testsuite/lib/protocol.sh
writes it): one line per result, "RESULT<TAB>SECONDS<TAB>NAME<TAB>REASON",
RESULT being "ok", "not ok" or "skip".
"""

import os
import sys
import time


class Results:
    def __init__(self, verbose=False, out=sys.stdout):
        self.items = []          # (result, seconds, name, reason)
        self.laps = []           # (part, seconds)
        self.verbose = verbose
        self.out = out
        self._t = time.monotonic()
        self._lap_t = self._t

    def _add(self, res, name, reason, seconds):
        t = time.monotonic()
        if seconds is None:
            seconds = int(t - self._t)
        self._t = t
        self.items.append((res, int(seconds), name, reason))

    def ok(self, name, seconds=None):
        self._add("ok", name, "", seconds)
        if self.verbose:
            print("PASS: " + name, file=self.out, flush=True)

    def fail(self, name, reason, detail="", lines=20, seconds=None):
        """NAME failed for REASON; DETAIL's first LINES lines are shown."""
        self._add("not ok", name, reason, seconds)
        print("FAIL: %s: %s" % (name, reason), file=self.out)
        if detail:
            for line in detail.rstrip("\n").split("\n")[:lines]:
                print("    | " + line, file=self.out)
        self.out.flush()

    def skip(self, name, reason):
        self._add("skip", name, reason, 0)
        print("SKIP: %s: %s" % (name, reason), file=self.out, flush=True)

    def protocol_line(self, line):
        """One line a shell kind wrote (see the top comment)."""
        parts = line.rstrip("\n").split("\t")
        if len(parts) < 3 or parts[0] not in ("ok", "not ok", "skip"):
            return False
        res, secs, name = parts[0], parts[1], parts[2]
        reason = parts[3] if len(parts) > 3 else ""
        self._t = time.monotonic()
        self.items.append((res, int(secs) if secs.isdigit() else 0, name, reason))
        return True

    def lap(self, part):
        t = time.monotonic()
        self.laps.append((part, int(t - self._lap_t)))
        self._lap_t = t

    def counts(self):
        n = {"ok": 0, "not ok": 0, "skip": 0}
        for r in self.items:
            n[r[0]] += 1
        return n["ok"], n["not ok"], n["skip"]

    def ktap(self):
        lines = ["KTAP version 1", "1..%d" % len(self.items)]
        for i, (res, secs, name, why) in enumerate(self.items, 1):
            name = name.replace("#", "_")
            why = why.replace("\n", " ")
            if res == "ok":
                lines.append("ok %d %s # time=%ds" % (i, name, secs))
            elif res == "skip":
                lines.append("ok %d %s # SKIP %s" % (i, name, why))
            else:
                lines.append("# " + why)
                lines.append("not ok %d %s # time=%ds" % (i, name, secs))
        return "\n".join(lines) + "\n"

    def slowest(self, n=5):
        # tests, not the boots that hold them (whose time is their tests')
        timed = sorted(((s, name) for res, s, name, _ in self.items
                        if res != "skip" and not name.startswith("boot/")),
                       key=lambda x: -x[0])[:n]
        return ", ".join("%s %d s" % (name, s) for s, name in timed)

    def closing(self, ktap_path):
        """The end of the run; True when nothing failed."""
        p = self.out
        if self.laps:
            print("seconds: " + ", ".join("%s %d" % lap for lap in self.laps), file=p)
        os.makedirs(os.path.dirname(ktap_path) or ".", exist_ok=True)
        with open(ktap_path, "w") as f:
            f.write(self.ktap())
        print("KTAP results: " + ktap_path, file=p)
        if self.items:
            print("slowest: " + self.slowest(), file=p)
        passed, failed, skipped = self.counts()
        if failed:
            print("failed tests:", file=p)
            for res, _, name, _ in self.items:
                if res == "not ok":
                    print("  " + name, file=p)
        if skipped:
            print("%d passed, %d failed, %d skipped" % (passed, failed, skipped), file=p)
        else:
            print("%d passed, %d failed" % (passed, failed), file=p)
        p.flush()
        return failed == 0
