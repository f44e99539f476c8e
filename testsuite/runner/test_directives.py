"""test_directives.py - unit tests of directives.py: the schema's parser
reads values and flags, and names FILE:LINE for an unknown name, a bad
value, a flag given a value, a forgotten colon and a directive the kind of
test does not read; prose is not a directive."""

import unittest

import directives
from directives import parse_text


class Parse(unittest.TestCase):
    def test_values(self):
        d = parse_text("testsuite/run/NAME.pp", "# run: -T 1\n# stderr: a\n# stderr: b\n"
                       "# smoke\n# cpus: 4\nprobe begin {}\n")
        self.assertEqual(d.problems, [])
        self.assertEqual(d.first("run"), "-T 1")
        self.assertEqual(d.all("stderr"), ["a", "b"])
        self.assertTrue(d.has("smoke"))
        self.assertFalse(d.has("icount"))
        self.assertEqual(d.first("status", "0"), "0")

    def test_prose_is_not_a_directive(self):
        d = parse_text("testsuite/run/NAME.pp", "# Just prose: here\n# it runs: twice\n#flags: x\n")
        self.assertEqual(d.problems, [])
        self.assertEqual(d.values, {})

    def problem(self, path, text):
        d = parse_text(path, text)
        self.assertEqual(len(d.problems), 1, d.problems)
        return d.problems[0]

    def test_unknown(self):
        p = self.problem("testsuite/run/NAME.pp", "probe begin {}\n# stdrr: x\n")
        self.assertTrue(p.startswith("testsuite/run/NAME.pp:2: unknown directive 'stdrr'"), p)

    def test_bad_values(self):
        self.assertIn(":1: directive 'status': 'one' is not a number",
                      self.problem("testsuite/run/NAME.pp", "# status: one\n"))
        self.assertIn("'3-4' is not LINE:COL", self.problem("testsuite/parseko/NAME.pp", "# at: 3-4\n"))
        self.assertIn("is not SIG SECONDS", self.problem("testsuite/run/NAME.pp", "# signal: 2 TERM\n"))
        self.assertIn("not x86_64 or aarch64", self.problem("testsuite/run/NAME.pp", "# machine: arm\n"))
        self.assertIn("not VAR=VALUE", self.problem("testsuite/run/NAME.pp", "# env: A B\n"))
        self.assertIn("not an extended regex", self.problem("testsuite/run/NAME.pp", "# stderr-re: a(\n"))
        self.assertIn("needs a value", self.problem("testsuite/run/NAME.pp", "# run:\n"))

    def test_flag_with_value(self):
        self.assertIn(":1: directive 'smoke': takes no value",
                      self.problem("testsuite/run/NAME.pp", "# smoke: yes\n"))

    def test_colon_forgotten(self):
        self.assertIn(":1: directive 'flags' needs ': VALUE'",
                      self.problem("testsuite/run/NAME.pp", "# flags -x 1\n"))
        self.assertIn(":1: directive 'status' needs ': VALUE'",
                      self.problem("testsuite/run/NAME.pp", "# status\n"))

    def test_wrong_kind(self):
        p = self.problem("testsuite/parseok/NAME.pp", "# cpus: 2\n")
        self.assertIn("testsuite/parseok/NAME.pp:1: directive 'cpus' is not read in parseok tests", p)
        self.assertEqual(parse_text("examples/NAME.pp", "# cpus: 2\n").problems, [])

    def test_file_kinds(self):
        self.assertEqual(directives.file_kind("testsuite/semko/NAME.pp"), "semko")
        self.assertEqual(directives.file_kind("testsuite/guest/NAME.sh"), "guest")
        self.assertEqual(directives.file_kind("testsuite/guest/NAME/NAME.pp"), "guest-module")
        self.assertEqual(directives.file_kind("examples/NAME.pp"), "examples")

    def test_schema_is_one_list(self):
        names = [s[0] for s in directives.SCHEMA]
        self.assertEqual(len(names), len(set(names)))
        for name, kind, kinds, _ in directives.SCHEMA:
            self.assertIn(kind, ("flag", "text", "int", "linecol", "signal", "machine",
                                 "machines", "env", "regex"), name)
            self.assertTrue(set(kinds) <= set(directives.ALL), name)


if __name__ == "__main__":
    unittest.main()
