"""match.py - a run test's expected stdout against what its guest printed:
NAME.out is compared line for line; NAME.re holds one regular expression
per line (POSIX extended, as awk reads them; no {n} intervals), matched in
order against whole lines, where a line "..." skips any number of lines up
to the next that matches the regex after it (or to the end, last), and a
line "*REGEX" matches any number of lines, none included, that match REGEX.
Each function returns None when the output matches, else one line saying
where it first does not.  `python3 match.py FILE.re OUTPUT` answers the
shell kinds (lib/protocol.sh's match_regex_lines): status 1 and that line
when OUTPUT does not match.
"""

import difflib
import re
import sys


# POSIX bracket classes, which Python's re does not know, as ranges.
_CLASSES = {"digit": "0-9", "alpha": "A-Za-z", "alnum": "A-Za-z0-9", "upper": "A-Z",
            "lower": "a-z", "space": " \\t\\n\\r\\f\\v", "xdigit": "0-9A-Fa-f",
            "blank": " \\t", "punct": "!-/:-@\\[-`{-~", "print": " -~"}


def _line_re(rx):
    rx = re.sub(r"\[:([a-z]+):\]", lambda m: _CLASSES.get(m.group(1), m.group(0)), rx)
    # awk's `$0 ~ ("^" rx "$")`: the anchors joined to the text, not
    # around it (so "a|b" reads "^a" or "b$", as it did in awk)
    return re.compile("^" + rx + "$")


def match_regex_lines(expected, actual):
    """EXPECTED (the .re file's lines) against ACTUAL (stdout's lines)."""
    try:
        return _match(expected, actual)
    except re.error as e:
        return "a line of the .re file is not a regex: %s (%s)" % (e.pattern, e)


def _match(expected, actual):
    res = expected
    i = j = 0
    n, m = len(res), len(actual)
    while i < n:
        if res[i].startswith("*"):
            r = _line_re(res[i][1:])
            while j < m and r.search(actual[j]):
                j += 1
            i += 1
            continue
        if res[i] == "...":
            if i == n - 1:
                return None
            r = _line_re(res[i + 1])
            while j < m and not r.search(actual[j]):
                j += 1
            if j == m:
                return "no line matches: " + res[i + 1]
            i += 1
            continue
        if j >= m:
            return "missing a line matching: " + res[i]
        if not _line_re(res[i]).search(actual[j]):
            return 'line %d: "%s" does not match: %s' % (j + 1, actual[j], res[i])
        i += 1
        j += 1
    if j < m:
        return "extra output from line %d: %s" % (j + 1, actual[j])
    return None


def match_exact(expected, actual, name="expected"):
    """EXPECTED's text against ACTUAL's: None, or a unified diff."""
    if expected == actual:
        return None
    return "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                        name, "stdout"))


def lines_of(text):
    """TEXT's lines, as awk reads a file (a last newline ends the last)."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def _read(path):
    with open(path, "rb") as f:
        return f.read().decode("utf-8", "surrogateescape")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: match.py FILE.re OUTPUT")
    why = match_regex_lines(lines_of(_read(sys.argv[1])), lines_of(_read(sys.argv[2])))
    if why:
        print(why)
        sys.exit(1)
