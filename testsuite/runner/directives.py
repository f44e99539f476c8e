"""directives.py - the one list of the directives a test file may carry,
with each one's type and the kinds of test that accept it, and the parser
that reads them strictly.

A directive is a comment line "# NAME: VALUE" (or "# NAME" alone for a
flag).  Any comment line that starts "# WORD:" with WORD in lower case is
read as one: an unknown NAME, a VALUE not of its type or a directive in a
kind of test that does not read it is a problem naming FILE:LINE, so a
misspelt directive is never skipped in silence (prose in a comment does not
start a line with "word:").  A line "# word" alone must be a flag.  Adding
a directive is one line of SCHEMA.
"""

import os
import re
import subprocess
from dataclasses import dataclass, field

# The kinds of test file (the directory that holds them: FILE_KIND below).
OK = ("parseok", "semok")
KO = ("parseko", "semko")
RUN = ("run", "arm64", "guest", "examples")
ALL = OK + KO + RUN + ("buildok", "golden", "guest-module")

# NAME, TYPE, KINDS THAT READ IT, WHAT IT SAYS
SCHEMA = [
    ("flags", "text", ALL, "extra pmprobe options (e.g. -x 1 -g)"),
    ("args", "text", ALL, "script arguments ($1.. / @1..)"),
    ("env", "env", ALL, "pmprobe's environment, VAR=VALUE... (e.g. LIBPFM_FORCE_PMU=skl)"),
    ("error", "text", KO, "an expected error message; several allowed"),
    ("at", "linecol", KO, "LINE:COL where the first error must point"),
    ("note", "text", KO, "an expected note, [LINE:COL: ]MESSAGE; several allowed"),
    ("warning", "text", OK + ("buildok",), "an expected warning, [LINE:COL: ]MESSAGE"),
    ("no-warning", "text", OK + ("buildok",), "no warning may contain TEXT"),
    ("expect-p2", "text", ("semok",), "a line -p2 must print"),
    ("arches", "machines", ("buildok", "semok"), "the kernels it builds for (uname -m)"),
    ("variant", "text", ("golden",), "another set of options, with its own .c file"),
    ("run", "text", RUN, "loader options in the guest (-T, -c, -s, -x...)"),
    ("status", "int", RUN, "the expected exit status (default 0)"),
    ("stderr", "text", RUN, "text that must appear on stderr; several allowed"),
    ("stderr-re", "regex", RUN, "a regex (grep -E) a line of stderr must match"),
    ("smoke", "flag", RUN, "also run on the 6.12 kernel"),
    ("cpus", "int", RUN, "a guest with N CPUs (batched apart)"),
    ("icount", "flag", RUN, "one vCPU under --vm-icount (batched apart)"),
    ("machine", "machine", RUN, "runs in that machine's guests only (aarch64)"),
    ("setup", "text", RUN, "a command the guest runs, and waits for, before the run"),
    ("before", "text", RUN, "a command started in the background before the run"),
    ("signal", "signal", RUN, "SIG SECS, the signal sent to the loader after SECS"),
    ("after", "text", RUN, "a command run after; its output is checked with stdout"),
    ("last-in-boot", "flag", RUN, "runs after every other test of its boot"),
    ("guest-seconds", "int", RUN, "about how long it takes in a guest (batching)"),
]
TYPES = {name: kind for name, kind, _, _ in SCHEMA}
KINDS = {name: kinds for name, _, kinds, _ in SCHEMA}

# The names no prose line starts with: one of them followed by a space but
# no colon is a directive whose colon was forgotten ("# flags -x 1").
NOT_WORDS = ("flags", "args", "env", "expect-p2", "stderr-re", "no-warning",
             "guest-seconds", "arches", "last-in-boot")

_DIRECTIVE = re.compile(r"# ([a-z][a-z0-9-]*):(?: (.*))?")
_FLAG = re.compile(r"# ([a-z][a-z0-9-]*)")
_NO_COLON = re.compile(r"# (%s) [^:]" % "|".join(re.escape(w) for w in NOT_WORDS))
_MACHINE = r"(?:x86_64|aarch64)"
_ENVWORD = r"[A-Za-z_][A-Za-z0-9_]*=[^ ]*"


def file_kind(path):
    """The kind of test PATH is, from where it sits."""
    parts = path.split("/")
    if parts[0] == "examples":
        return "examples"
    if len(parts) >= 4 and parts[1] == "guest":
        return "guest-module"
    return parts[1] if len(parts) >= 3 else parts[0]


def value_problem(kind, v):
    """Why V is not a value of type KIND, or None."""
    if kind == "flag":
        return None if v == "" else "takes no value"
    if kind == "text":
        return None if v else "needs a value"
    if kind == "int":
        return None if re.fullmatch(r"[0-9]+", v) else "'%s' is not a number" % v
    if kind == "linecol":
        return None if re.fullmatch(r"[0-9]+:[0-9]+", v) else "'%s' is not LINE:COL" % v
    if kind == "signal":
        ok = re.fullmatch(r"[A-Z]+ [0-9]+(\.[0-9]+)?", v)
        return None if ok else "'%s' is not SIG SECONDS (TERM 2)" % v
    if kind == "machine":
        return None if re.fullmatch(_MACHINE, v) else "'%s' is not x86_64 or aarch64" % v
    if kind == "machines":
        ok = re.fullmatch(r"%s( %s)*" % (_MACHINE, _MACHINE), v)
        return None if ok else "'%s' is not a list of x86_64, aarch64" % v
    if kind == "env":
        ok = re.fullmatch(r"%s( %s)*" % (_ENVWORD, _ENVWORD), v)
        return None if ok else "'%s' is not VAR=VALUE..." % v
    if kind == "regex":
        # grep -E's own reading: status 2 is a bad pattern
        bad = not v or subprocess.run(["grep", "-qE", "--", v], stdin=subprocess.DEVNULL,
                                      stderr=subprocess.DEVNULL).returncode == 2
        return "'%s' is not an extended regex" % v if bad else None
    raise ValueError("no directive type " + kind)


@dataclass
class Directives:
    """A test file's directives: VALUES[name] is the list of its values
    in order ("" for a flag); PROBLEMS the "FILE:LINE: WHAT" lines."""
    path: str
    values: dict = field(default_factory=dict)
    problems: list = field(default_factory=list)

    def all(self, name):
        return self.values.get(name, [])

    def first(self, name, default=""):
        v = self.values.get(name)
        return v[0] if v else default

    def has(self, name):
        return name in self.values


def parse_text(path, text, kind=None):
    """The directives of TEXT (the file PATH, of test kind KIND)."""
    d = Directives(path)
    kind = kind or file_kind(path)
    for n, line in enumerate(text.split("\n"), 1):
        m = _DIRECTIVE.fullmatch(line)
        if m:
            name, value, colon = m.group(1), m.group(2) or "", True
        else:
            m = _FLAG.fullmatch(line)
            if m:
                name, value, colon = m.group(1), "", False
            else:
                m = _NO_COLON.match(line)
                if m:
                    d.problems.append("%s:%d: directive '%s' needs ': VALUE'" % (path, n, m.group(1)))
                continue
        if name not in TYPES:
            d.problems.append("%s:%d: unknown directive '%s' (known: %s)"
                              % (path, n, name, " ".join(TYPES)))
            continue
        if not colon and TYPES[name] != "flag":
            d.problems.append("%s:%d: directive '%s' needs ': VALUE'" % (path, n, name))
            continue
        why = value_problem(TYPES[name], value)
        if why:
            d.problems.append("%s:%d: directive '%s': %s" % (path, n, name, why))
            continue
        if kind not in KINDS[name]:
            d.problems.append("%s:%d: directive '%s' is not read in %s tests (only in: %s)"
                              % (path, n, name, kind, " ".join(KINDS[name])))
            continue
        d.values.setdefault(name, []).append(value)
    return d


_CACHE = {}


def parse(path):
    """The directives of the file PATH (relative to the tree), read once."""
    if path not in _CACHE:
        with open(path, "rb") as f:
            text = f.read().replace(b"\0", b"").decode("utf-8", "surrogateescape")
        _CACHE[path] = parse_text(path, text)
    return _CACHE[path]


def directive_files(root="."):
    """Every file that carries directives: every test of every kind, the
    guest scripts and their modules, and the examples."""
    import glob
    out = []
    for pat in ("testsuite/%s/*.pp" % k for k in
                ("parseok", "parseko", "semok", "semko", "buildok", "golden", "run", "arm64")):
        out += sorted(glob.glob(pat, root_dir=root))
    out += sorted(glob.glob("testsuite/guest/*.sh", root_dir=root))
    out += sorted(glob.glob("testsuite/guest/*/*.pp", root_dir=root))
    out += sorted(glob.glob("examples/*.pp", root_dir=root))
    return out


def schema_text():
    """The schema as a table, for the documentation and --directives."""
    return "\n".join("%-14s %-9s %s: %s" % (n, t, ", ".join(k) if k != ALL else "all kinds", w)
                     for n, t, k, w in SCHEMA)


if __name__ == "__main__":
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    bad = 0
    for p in directive_files():
        for problem in parse(p).problems:
            print(problem)
            bad += 1
    print("%d problems" % bad)
