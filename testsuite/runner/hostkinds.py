"""hostkinds.py - the kinds that run on the host alone: the translator's
(parseok, parseko, semok, semko: a pass run on each script and its
diagnostics checked against the directives; parse -> print -> parse a
fixed point), "directives" (every test file's directives known and well
formed: directives.py), and the shell kinds (cli.sh, lib/KIND.sh), run
through lib/protocol.sh, whose result lines are read back here.
"""

import concurrent.futures
import glob
import os
import re
import subprocess
import tempfile
import time

import directives

# The shell kinds and the script each one runs (with the functions to call
# after sourcing it, if it defines rather than runs its tests).
SHELL_KINDS = {
    "cli": ("testsuite/cli.sh",),
    "attacks": ("testsuite/lib/attacks.sh",),
    "buildok": ("testsuite/lib/buildok.sh",),
    "docrefs": ("testsuite/lib/docrefs.sh",),
    "fuzz": ("testsuite/lib/fuzz.sh",),
    "golden": ("testsuite/lib/golden.sh",),
    "fastlink": ("testsuite/lib/fastlink.sh",),   # also part of buildok
    "vmcli": ("testsuite/lib/vmcli.sh",),          # with the run tests
    "metrics": ("testsuite/lib/metrics.sh",),      # with the run tests
}
# The translator's kinds: the pass each one runs, and whether it must fail.
PASS_KINDS = {"parseok": (1, False), "parseko": (1, True), "semok": (2, False), "semko": (2, True)}


def run_shell(env, script, functions=(), extra=None):
    """Runs a shell kind (SCRIPT, then FUNCTIONS) and takes its results."""
    fd, path = tempfile.mkstemp(prefix="results.", dir=env.tmp)
    os.close(fd)
    e = dict(os.environ, ROOT=env.root, PMPROBE=env.pmprobe, TMP=env.tmp, PMP_RESULTS=path)
    e.update(extra or {})
    subprocess.run(["bash", os.path.join(env.root, "testsuite/lib/protocol.sh"), script]
                   + list(functions), cwd=env.root, env=e)
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        for line in f:
            if not env.results.protocol_line(line):
                env.results.fail(script, "a result line not of the protocol: " + line.strip())
    os.unlink(path)


# --- the translator's kinds ---------------------------------------------------------

class Outcome:
    """A test's result before it is reported (tests run two at a time)."""
    def __init__(self, name):
        self.name, self.reason, self.detail, self.seconds = name, None, "", 0

    def fail(self, reason, detail=""):
        self.reason, self.detail = reason, detail
        return self


def pmprobe(env, d, opts, script, cwd=None):
    cmd = ["env"] + d.first("env").split() + [env.pmprobe] + opts + d.first("flags").split() + \
        [script] + d.first("args").split()
    r = subprocess.run(cmd, capture_output=True, cwd=cwd)
    return (r.returncode, r.stdout.decode("utf-8", "surrogateescape"),
            r.stderr.decode("utf-8", "surrogateescape"))


def fixed_point(env, f, d, o, work):
    """parse -> print -> parse must be a fixed point (with the arguments:
    the preprocessor reads them)."""
    rc, p1a, err = pmprobe(env, d, ["-p1"], f)
    if rc != 0:
        return o.fail("pass 1 failed", err)
    a = os.path.join(work, "p1a.pp")
    with open(a, "w", encoding="utf-8", errors="surrogateescape") as w:
        w.write(p1a)
    rc, p1b, err = pmprobe(env, d, ["-p1"], a)
    if rc != 0:
        return o.fail("pass-1 output does not parse", err)
    if p1a != p1b:
        b = os.path.join(work, "p1b.pp")
        with open(b, "w", encoding="utf-8", errors="surrogateescape") as w:
            w.write(p1b)
        diff = subprocess.run(["diff", a, b], capture_output=True).stdout.decode(errors="replace")
        return o.fail("parse -> print -> parse is not a fixed point", diff)
    return None


def _located(msg, base, what):
    """"[LINE:COL: ]MESSAGE" as the translator prints it."""
    if re.match(r"[0-9]+:[0-9]+: ", msg):
        at, rest = msg.split(": ", 1)
        return "%s:%s: %s: %s" % (base, at, what, rest)
    return "%s: %s" % (what, msg)


def ok_test(env, kind, f, passno):
    o = Outcome("%s/%s" % (kind, os.path.basename(f)))
    d = directives.parse(f)
    rc, out, err = pmprobe(env, d, ["-p%d" % passno], f)
    if rc != 0:
        return o.fail("pass %d failed" % passno, err)
    if "error:" in err:
        return o.fail("errors printed on success", err)
    for line in d.all("expect-p2"):
        if line not in out:
            return o.fail("-p2 output lacks an expected line", "expected in -p2 output: " + line)
    for w in d.all("warning"):
        w = _located(w, os.path.basename(f), "warning")
        if w not in err:
            return o.fail("expected '%s' not printed" % w, err)
    for w in d.all("no-warning"):
        if "warning: " + w in err:
            return o.fail("a warning says '%s'" % w, err)
    with tempfile.TemporaryDirectory(dir=env.tmp) as work:
        return fixed_point(env, f, d, o, work) or o


def ko_test(env, kind, f, passno):
    o = Outcome("%s/%s" % (kind, os.path.basename(f)))
    d = directives.parse(f)
    base = os.path.basename(f)
    rc, _, err = pmprobe(env, d, ["-p%d" % passno], f)
    if rc != 1:
        return o.fail("expected exit status 1, got %d" % rc, err)
    for msg in d.all("error"):
        if "error: " + msg not in err:
            return o.fail("expected error '%s' not reported" % msg, err)
    for msg in d.all("note"):
        msg = _located(msg, base, "note")
        if msg not in err:
            return o.fail("expected '%s' not reported" % msg, err)
    at = d.first("at")
    if at and "%s:%s: error:" % (base, at) not in err.split("\n")[0]:
        return o.fail("first error is not at " + at, err)
    if re.search(r"Segmentation|Assertion|internal error", err):
        return o.fail("the translator crashed", err)
    if not d.all("error"):
        return o.fail("ko test without an '# error:' directive")
    if kind == "semko":
        with tempfile.TemporaryDirectory(dir=env.tmp) as work:
            return fixed_point(env, f, d, o, work) or o
    return o


def run_pass_kind(env, kind):
    passno, ko = PASS_KINDS[kind]
    files = sorted(glob.glob("testsuite/%s/*.pp" % kind, root_dir=env.root))
    test = ko_test if ko else ok_test

    def timed(f):
        t = time.monotonic()
        problems = directives.parse(f).problems
        if problems:   # a misspelt directive: the test does not say what it tests
            o = Outcome("%s/%s" % (kind, os.path.basename(f))).fail(problems[0], "\n".join(problems[1:]))
        else:
            o = test(env, kind, f, passno)
        o.seconds = time.monotonic() - t
        return o

    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        for o in pool.map(timed, files):
            if o.reason is None:
                env.results.ok(o.name, o.seconds)
            else:
                env.results.fail(o.name, o.reason, o.detail, seconds=o.seconds)


# --- directives ---------------------------------------------------------------------

def run_directives(env):
    """Every test file and example held to the schema: one result for the
    files that passed, one for each that did not."""
    # The checker itself: a misspelt name, a bad value, a flag with a
    # value and a forgotten colon must each be caught, with the line.
    bad = directives.parse_text("directives.pp", "# flag: -x 1\n# status: one\n# smoke: yes\n"
                                "# at: 3:4\n# just prose: not a directive\n# flags -g\n", "parseko").problems
    want = ["directives.pp:1: unknown directive 'flag'",
            "directives.pp:2: directive 'status': 'one' is not a number",
            "directives.pp:3: directive 'smoke': takes no value",
            "directives.pp:6: directive 'flags' needs ': VALUE'"]
    if len(bad) == 4 and all(any(p.startswith(w) for p in bad) for w in want):
        env.results.ok("directives/checker")
    else:
        env.results.fail("directives/checker", "the directive checker missed or invented a problem",
                         "\n".join(bad))
    files = directives.directive_files(env.root)
    nbad = 0
    for f in files:
        problems = directives.parse(f).problems
        if problems:
            nbad += 1
            env.results.fail("directives/" + f, problems[0], "\n".join(problems))
    if not nbad:
        env.results.ok("directives/%d test files and examples" % len(files))
