"""test_ktap.py - unit tests of ktap.py: the KTAP text, SKIP with its
reason, the closing line, and the shell kinds' result protocol."""

import io
import os
import tempfile
import unittest

from ktap import Results


class Ktap(unittest.TestCase):
    def test_results(self):
        out = io.StringIO()
        r = Results(out=out)
        r.ok("a/one", 3)
        r.fail("a/two", "it broke", "detail line", seconds=1)
        r.skip("a/three#x", "no kernel")
        self.assertTrue(r.protocol_line("ok\t7\tsh/four\t\n"))
        self.assertFalse(r.protocol_line("PASS: sh/five\n"))
        self.assertEqual(r.ktap().split("\n"), [
            "KTAP version 1", "1..4", "ok 1 a/one # time=3s", "# it broke",
            "not ok 2 a/two # time=1s", "ok 3 a/three_x # SKIP no kernel",
            "ok 4 sh/four # time=7s", ""])
        with tempfile.TemporaryDirectory() as d:
            self.assertFalse(r.closing(os.path.join(d, "r.ktap")))
        text = out.getvalue()
        self.assertIn("FAIL: a/two: it broke\n    | detail line\n", text)
        self.assertIn("slowest: sh/four 7 s, a/one 3 s, a/two 1 s\n", text)
        self.assertTrue(text.endswith("2 passed, 1 failed, 1 skipped\n"))

    def test_closing_without_skips(self):
        out = io.StringIO()
        r = Results(out=out)
        r.ok("x", 0)
        r.ok("boot/REL/2-cpus-0", 99)
        with tempfile.TemporaryDirectory() as d:
            self.assertTrue(r.closing(os.path.join(d, "r.ktap")))
        self.assertIn("slowest: x 0 s\n", out.getvalue())
        self.assertTrue(out.getvalue().endswith("2 passed, 0 failed\n"))


if __name__ == "__main__":
    unittest.main()
