"""test_plan.py - unit tests of plan.py and lanes.py: which boots a lane's
tests share (CPUs and icount apart in every lane, batches of about equal
time, last-in-boot last, heavy tests apart), and the kernel finder; each
checked against plans that would be wrong."""

import dataclasses
import io
import os
import tempfile
import unittest

import guest
import ktap
import lanes
import main
import plan
from directives import parse_text


def t(name, text=""):
    return ("testsuite/run/%s.pp" % name, parse_text("testsuite/run/%s.pp" % name, text))


class Plan(unittest.TestCase):
    def test_kinds_apart(self):
        tests = [t("a"), t("b", "# cpus: 4\n"), t("c", "# icount\n"), t("d", "# cpus: 2\n"),
                 t("e", "# cpus: 1\n")]
        waves = plan.plan_waves(tests, 2)
        got = [[(b.cpus, b.index, [os.path.basename(f) for f in b.files]) for b in w] for w in waves]
        self.assertEqual(got, [[("2", 0, ["a.pp"]), ("2", 1, ["d.pp"])],
                               [("1", 0, ["e.pp"])], [("4", 0, ["b.pp"])],
                               [("icount", 0, ["c.pp"])]])

    def test_one_boot_lane_honours_cpus(self):
        # the 6.12 smoke lane has one ordinary boot, but its icount and
        # cpus tests still get theirs (the shell runner ran them in it)
        waves = plan.plan_waves([t("a"), t("b", "# icount\n")], 1)
        self.assertEqual([[b.cpus for b in w] for w in waves], [["2"], ["icount"]])

    def test_balanced(self):
        tests = [t("long", "# guest-seconds: 30\n"), t("x1"), t("x2"), t("x3"),
                 t("mid", "# guest-seconds: 9\n")]
        of = plan.split_batches(2, tests)
        load = [0, 0]
        for (_, d), b in zip(tests, of):
            load[b] += plan.guest_seconds(d)
        self.assertEqual(sorted(load), [18, 30])
        self.assertNotEqual(of[0], of[4])    # the two longest apart

    def test_last_in_boot_and_heavy(self):
        tests = [t("last", "# last-in-boot\n"), t("light"), t("heavy", "# guest-seconds: 40\n")]
        even = [os.path.basename(n) for n, _ in plan.batch_order(0, tests)]
        odd = [os.path.basename(n) for n, _ in plan.batch_order(1, tests)]
        self.assertEqual(even, ["heavy.pp", "light.pp", "last.pp"])
        self.assertEqual(odd, ["light.pp", "heavy.pp", "last.pp"])

    def test_last_in_boot_spread(self):
        tests = [t("l1", "# last-in-boot\n"), t("l2", "# last-in-boot\n"), t("a")]
        self.assertEqual(plan.split_batches(2, tests)[:2], [0, 1])

    def test_no_empty_boot(self):
        waves = plan.plan_waves([t("only")], 2)
        self.assertEqual(len(waves), 1)
        self.assertEqual(len(waves[0]), 1)
        self.assertEqual(plan.plan_waves([], 2), [])

    def test_labels(self):
        self.assertEqual(plan.Boot("icount", 0).label("6.1.0-57-amd64"), "boot/6.1.0-57-amd64/icount-cpus-0")


class Lanes(unittest.TestCase):
    def test_table(self):
        names = [lane.name for lane in lanes.LANES]
        self.assertEqual(len(names), len(set(names)))
        self.assertEqual(lanes.lane_sources(lanes.LANES[0], ["examples"]), ["examples/*.pp"])
        self.assertEqual(lanes.lane_sources(lanes.LANES[0], ["debug"]), [])
        debug = [lane for lane in lanes.LANES if lane.kernel == "debug"]
        self.assertEqual(len(debug), 2)

    def test_kernel_finder(self):
        with tempfile.TemporaryDirectory() as m:
            for rel, conf in (("6.1.0-9-amd64", "CONFIG_X86_64=y"), ("6.1.0-10-amd64", "CONFIG_X86_64=y"),
                              ("6.1.0-10-arm64", "CONFIG_ARM64=y"), ("6.12.1-amd64", None)):
                os.makedirs(os.path.join(m, rel, "build"))
                if conf:
                    with open(os.path.join(m, rel, "build", ".config"), "w") as f:
                        f.write(conf + "\n")
                    open(os.path.join(m, rel, "build", "Makefile"), "w").close()
            # newest by version, not by string; the other machine's apart;
            # headers without a Makefile are not installed
            self.assertEqual(lanes.kernel_of_line("6.1", "x86_64", m), "6.1.0-10-amd64")
            self.assertEqual(lanes.kernel_of_line("6.1", "aarch64", m), "6.1.0-10-arm64")
            self.assertEqual(lanes.kernel_of_line("6.12", "x86_64", m), "")

    def test_absent_kernel_skips(self):
        # a lane whose kernel is not installed: each of its tests a SKIP
        # with the reason, nothing failed, nothing booted
        root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        out = io.StringIO()
        with tempfile.TemporaryDirectory() as tmp:
            env = guest.Env(root, "/nonexistent/pmprobe", ktap.Results(out=out), tmp)
            env.run_only = ""
            lane = dataclasses.replace(lanes.LANES[1], kernel="0.0", label="REL")
            cwd = os.getcwd()
            os.chdir(root)
            try:
                main.run_lane(env, lane, ["run"])
            finally:
                os.chdir(cwd)
        passed, failed, skipped = env.results.counts()
        self.assertEqual((passed, failed), (0, 0))
        self.assertGreater(skipped, 0)
        self.assertIn("SKIP: run/REL/", out.getvalue())
        self.assertIn("no 0.0 kernel headers in /lib/modules (scripts/install-deps)", out.getvalue())


if __name__ == "__main__":
    unittest.main()
