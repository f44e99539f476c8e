"""test_runonly.py - unit tests of runonly.py: RUN_ONLY's globs read as
bash reads them, extended patterns included, and names they must not
select."""

import unittest

from runonly import matches


class RunOnly(unittest.TestCase):
    def test_plain(self):
        self.assertTrue(matches("json_hist.pp", "json_hist*"))
        self.assertFalse(matches("a_json_hist.pp", "json_hist*"))
        self.assertTrue(matches("pmu_msr_tsc.pp", "p[mr][uo]_[cm]*"))
        self.assertFalse(matches("pmu_cpumask.sh", "p[mr][uo]_[m]*"))
        self.assertTrue(matches("x.pp", "?.pp"))
        self.assertFalse(matches("xy.pp", "?.pp"))
        self.assertTrue(matches("b.pp", "[!a]*"))
        self.assertFalse(matches("a.pp", "[!a]*"))
        self.assertTrue(matches("a+b.pp", "a+b.pp"))
        self.assertFalse(matches("aab.pp", "a+b.pp"))

    def test_extended(self):
        p = "@(uprobe_func|json_*|kprobe_ksys_read).pp"
        self.assertTrue(matches("json_out.pp", p))
        self.assertTrue(matches("kprobe_ksys_read.pp", p))
        self.assertFalse(matches("kprobe_wildcard.pp", p))
        self.assertFalse(matches("uprobe_func.sh", p))
        self.assertTrue(matches("b.pp", "!(a*)"))
        self.assertFalse(matches("ab.pp", "!(a*)"))
        self.assertTrue(matches("aaa.pp", "+(a).pp"))
        self.assertFalse(matches(".pp", "+(a).pp"))
        self.assertTrue(matches(".pp", "*(a).pp"))

    def test_names_not_tests(self):
        # vmcli, metrics and the canary are chosen by their names
        self.assertTrue(matches("canary", "c[ah]*"))
        self.assertFalse(matches("vmcli", "c[ah]*"))


if __name__ == "__main__":
    unittest.main()
