"""test_match.py - unit tests of match.py: the .re matcher (in order,
"...", "*REGEX", awk's anchoring) and the exact .out comparison, each
with outputs it must refuse."""

import unittest

from match import lines_of, match_exact, match_regex_lines


class RegexLines(unittest.TestCase):
    def ok(self, res, act):
        self.assertIsNone(match_regex_lines(res, act))

    def bad(self, res, act, says):
        why = match_regex_lines(res, act)
        self.assertIsNotNone(why)
        self.assertIn(says, why)

    def test_line_for_line(self):
        self.ok(["hits=[0-9]+", "done"], ["hits=12", "done"])
        self.bad(["hits=[0-9]+", "done"], ["hits=x", "done"], 'line 1: "hits=x" does not match')

    def test_whole_lines(self):
        # a regex matches the whole line, not a part of it
        self.bad(["hits"], ["hits=1"], "does not match")
        self.bad(["hits"], ["xhits"], "does not match")

    def test_missing_and_extra(self):
        self.bad(["a", "b"], ["a"], "missing a line matching: b")
        self.bad(["a"], ["a", "b"], "extra output from line 2: b")

    def test_ellipsis(self):
        self.ok(["start", "...", "end"], ["start", "x", "y", "end"])
        self.ok(["start", "...", "end"], ["start", "end"])
        self.ok(["start", "..."], ["start", "anything", "else"])
        self.bad(["start", "...", "end"], ["start", "x"], "no line matches: end")

    def test_star(self):
        self.ok(["*n=[0-9]+", "total"], ["n=1", "n=2", "total"])
        self.ok(["*n=[0-9]+", "total"], ["total"])
        self.bad(["*n=[0-9]+", "total"], ["n=1", "m=2", "total"], 'line 2: "m=2" does not match')

    def test_awk_anchoring(self):
        # awk read "^" re "$": an alternation anchors its ends only
        self.ok(["a|b"], ["a and more"])
        self.bad(["(a|b)"], ["a and more"], "does not match")

    def test_bad_regex(self):
        self.bad(["a("], ["a("], "not a regex")

    def test_escapes_and_classes(self):
        self.ok([r'\{"type":"printf"\}'], ['{"type":"printf"}'])
        self.ok(["[[:digit:]]+ [[:alpha:]]+"], ["42 abc"])
        self.bad(["[[:digit:]]+"], ["4a"], "does not match")


class Exact(unittest.TestCase):
    def test_same(self):
        self.assertIsNone(match_exact("a\nb\n", "a\nb\n"))

    def test_differs(self):
        diff = match_exact("a\nb\n", "a\nc\n", "t.out")
        self.assertIn("-b", diff)
        self.assertIn("+c", diff)

    def test_last_newline_counts(self):
        self.assertIsNotNone(match_exact("a\n", "a"))

    def test_lines_of(self):
        self.assertEqual(lines_of("a\nb\n"), ["a", "b"])
        self.assertEqual(lines_of(""), [])
        self.assertEqual(lines_of("a\n\n"), ["a", ""])


if __name__ == "__main__":
    unittest.main()
