"""guest.py - the guest tests of one lane on one kernel: each test's module
is built on the host, the tests planned into boots (plan.py) run one after
another in QEMU guests (pmprobe --vm-script), each between @@@ markers,
and each run's stdout, stderr, exit status and kernel log are checked.
A boot that fails as QEMU's multi-threaded TCG does (a stall, an int3
Oops: docs/VM-NOTES.md) has its unfinished tests run once more in a fresh
boot.  Each boot's own status is a test too.

A run test testsuite/run/NAME.pp (or an example, or testsuite/arm64/NAME.pp)
is built with -D CHECK_CONTEXT=1 (examples as users get them) and loaded
with "# run:" options; a guest script testsuite/guest/NAME.sh runs with
the modules built from testsuite/guest/NAME/*.pp as ${MOD}FILE.ko.  Their
stdout is matched against NAME.out or NAME.re (match.py).
"""

import concurrent.futures
import glob
import json
import os
import re
import shutil
import subprocess
import time

import directives
import lanes
import match
import plan
import runonly

# The guest-side timeouts, named once: a loader's run and a guest script's.
# A test whose run took within HANG_MARGIN of its timeout ran into it (the
# loader stops cleanly on the SIGINT timeout sends: only the time shows).
RUN_TIMEOUT = 120
SCRIPT_TIMEOUT = 900
HANG_MARGIN = 2
# A loader that the "# signal:" directive did not stop is killed after:
SIGNAL_GUARD = 60
# How long a test's "# before:" commands have to end after it (in 0.2 s).
BEFORE_WAIT_TICKS = 300


class Env:
    """What every lane's run shares: the tree, pmprobe, the results, the
    scratch directory, RUN_ONLY."""

    def __init__(self, root, pmprobe, results, tmp):
        self.root, self.pmprobe, self.results = root, pmprobe, results
        self.run_dir = os.path.join(tmp, "run")
        self.tmp = tmp
        self.run_only = os.environ.get("RUN_ONLY", "")
        os.makedirs(self.run_dir, exist_ok=True)
        self.workloads = {}     # machine -> directory, or None if it failed
        self.missing_loaders = set()   # the loaders said missing once
        self.plan_only = False


def words(s):
    """A directive's value split as the shell split $(flags_of ...)."""
    return s.split()


def module_name(f):
    kind = "e" if f.startswith("examples/") else "s" if f.endswith(".sh") else "t"
    base = os.path.basename(f)
    base = base[:-3] if base.endswith(".sh") else base[:-3] if base.endswith(".pp") else base
    return kind + "_" + re.sub(r"[^A-Za-z0-9_]", "_", base)


def test_label(f, rel):
    return "%s/%s/%s" % (os.path.basename(os.path.dirname(f)), rel, os.path.basename(f))


def selected(env, globs, machine):
    """The files of GLOBS that RUN_ONLY selects and that run on MACHINE."""
    out = []
    for g in globs:
        for f in sorted(glob.glob(g, root_dir=env.root)):
            if env.run_only and not runonly.matches(os.path.basename(f), env.run_only):
                continue
            if (directives.parse(f).first("machine") or lanes.HOST) != machine:
                continue
            if f not in out:
                out.append(f)
    return out


def build_workloads(env, machine):
    """testsuite/workloads/*.c, static, for MACHINE's guests: their
    directory, or None if one did not build."""
    if machine in env.workloads:
        return env.workloads[machine]
    d = os.path.join(env.run_dir, "w" if machine == lanes.HOST else "w-" + machine)
    cc = "gcc" if machine == lanes.HOST else machine + "-linux-gnu-gcc-12"
    os.makedirs(d, exist_ok=True)
    ok = True
    for c in sorted(glob.glob(os.path.join(env.root, "testsuite/workloads/*.c"))):
        out = os.path.join(d, os.path.basename(c)[:-2])
        # " * cflags: FLAGS" in its comment: more flags for it; " * build:
        # dynamic FLAGS": linked dynamically (--vm-file copies the libraries
        # its loader lists, which only this machine's loader can list: not
        # built for another machine's guests), with FLAGS
        text = open(c).read()
        flags = re.findall(r"^ \* cflags: (.*)$", text, re.M)
        build = re.findall(r"^ \* build: dynamic(.*)$", text, re.M)
        if build and machine != lanes.HOST:
            continue
        link = build[0].split() if build else ["-static"]
        if subprocess.run([cc, "-O2"] + link + (flags[0].split() if flags else []) +
                          ["-o", out, c]).returncode != 0:
            ok = False
            break
    env.workloads[machine] = d if ok else None
    return env.workloads[machine]


# --- the modules ----------------------------------------------------------------

def build_one(env, f, rel):
    """Builds test F's module(s) for kernel REL into RUN_DIR/REL/."""
    target = lanes.kernel_target(rel)
    name = module_name(f)
    d = os.path.join(env.run_dir, rel)
    check = [] if f.startswith("examples/") else ["-D", "CHECK_CONTEXT=1"]
    rc = 0
    if f.endswith(".sh"):
        # A guest script: its modules are the scripts in NAME/.
        shutil.copy(os.path.join(env.root, f), os.path.join(d, name + ".sh"))
        with open(os.path.join(d, name + ".build.out"), "ab") as out, \
                open(os.path.join(d, name + ".build.err"), "wb") as err:
            for p in sorted(glob.glob(f[:-3] + "/*.pp", root_dir=env.root)):
                pd = directives.parse(p)
                # @ROOT@ in its flags: the source tree
                flags = pd.first("flags").replace("@ROOT@", env.root)
                cmd = [env.pmprobe, "-p4", "-r", target, "-m",
                       "%s_%s" % (name, os.path.basename(p)[:-3])] + check + words(flags) + \
                    [os.path.join(env.root, p)] + words(pd.first("args"))
                if subprocess.run(["env"] + words(pd.first("env")) + cmd, cwd=d,
                                  stdout=out, stderr=err).returncode != 0:
                    rc = 1
    else:
        dd = directives.parse(f)
        # Built, not taken from the module cache (a cached module says
        # nothing of this run's link), except for a kernel build directory
        # (-r DIR), which Kbuild builds by design and the cache spares.
        nocache = [] if target.startswith("/") else ["--disable-cache"]
        cmd = [env.pmprobe, "-v", "-p4"] + nocache + ["-r", target, "-m", name] + check + \
            words(dd.first("flags")) + [os.path.join(env.root, f)] + words(dd.first("args"))
        with open(os.path.join(d, name + ".build.out"), "wb") as out, \
                open(os.path.join(d, name + ".build.err"), "wb") as err:
            rc = subprocess.run(["env"] + words(dd.first("env")) + cmd, cwd=d,
                                stdout=out, stderr=err).returncode
    with open(os.path.join(d, name + ".build.rc"), "w") as f_rc:
        f_rc.write("%d\n" % rc)
    return rc


def record_link_recipe(env, rel):
    """Pass 4 links a new script's module without make once a default-named
    build has recorded Kbuild's link steps for the kernel: one such build,
    of a script of its own, before the tests are built."""
    d = os.path.join(env.run_dir, rel)
    if os.path.exists(os.path.join(d, "recipe.err")):
        return
    with open(os.path.join(d, "recipe.pp"), "w") as f:
        f.write("global n\nprobe begin { n++; exit() }\n")
    with open(os.path.join(d, "recipe.out"), "wb") as out, \
            open(os.path.join(d, "recipe.err"), "wb") as err:
        subprocess.run([env.pmprobe, "-v", "-p4", "-r", lanes.kernel_target(rel),
                        "--disable-cache", os.path.join(d, "recipe.pp")],
                       cwd=d, stdout=out, stderr=err)


def read(path, default=""):
    try:
        with open(path, "rb") as f:
            return f.read().decode("utf-8", "surrogateescape")
    except OSError:
        return default


def check_fast_links(env, rel):
    """The tests' modules for REL came through the link without make (-v
    says so in each build's log), and none fell back to Kbuild."""
    if rel in lanes.KERNEL_DIR:
        return      # -r DIR: Kbuild, by design
    d = os.path.join(env.run_dir, rel)
    logs = {p: read(p) for p in sorted(glob.glob(os.path.join(d, "*.build.err")))}
    if not any(re.search(r"^Pass 4:", t, re.M) for t in logs.values()):
        return      # only guest scripts selected: no build said how it linked
    n = sum(1 for t in logs.values() if re.search(r"^Pass 4 path: build=fast ", t, re.M))
    fell = [p for p, t in logs.items() if "the link without make did not succeed" in t]
    name = "run/%s/modules linked without make" % rel
    if fell:
        env.results.fail(name, "some fell back to Kbuild", "\n".join(fell))
    elif n:
        env.results.ok("%s (%d)" % (name, n))
    else:
        env.results.fail(name, "none was (recipe: %s/recipe.err)" % d, read(d + "/recipe.err"))


# --- the guest side -----------------------------------------------------------

BATCH_HEAD = """cd /tmp
echo 0 > /proc/sys/kernel/perf_cpu_time_max_percent
(while sleep 20; do echo "pmprobe heartbeat" > /dev/kmsg; done) &
running() { [ -d /proc/$1 ] && [ "$(cut -d" " -f3 /proc/$1/stat 2>/dev/null)" != Z ]; }
"""
# (perf_cpu_time_max_percent: a handler slowed by the debug kernel's checks
# would make perf lower the sample rate for the rest of the boot; the
# heartbeat, VM_HEARTBEAT_TAG of compiler/sandbox/sandbox.h: a guest whose
# user space sends nothing for BOOT_STALL seconds has stalled, even while
# its kernel goes on printing stall reports.)

BEFORE_WAIT = """n=0
for p in $bp; do
	while running $p && [ $n -lt %d ]; do sleep 0.2; n=$((n + 1)); done
	if running $p; then
		echo "a # before: command was still running 60 s after the test (killed)" >> /tmp/out
		kill -9 $p
	fi
	wait $p 2>/dev/null
done
""" % BEFORE_WAIT_TICKS


def test_block(f, name, d):
    """The guest-side commands of test F (module NAME, directives D)."""
    out = ["echo '@@@BEGIN %s'" % name, "dmesg -c > /dev/null", "t0=$(date +%s)", "bp="]
    out += d.all("setup")
    out += ['%s & bp="$bp $!"' % c for c in d.all("before")]
    runf = d.first("run")
    sig = d.first("signal")
    if f.endswith(".sh"):
        out.append("MOD=/pmp/%s_ timeout -s KILL %d sh /pmp/%s.sh > /tmp/out 2> /tmp/err"
                   % (name, SCRIPT_TIMEOUT, name))
    elif sig:
        signame, secs = sig.split(" ", 1)
        out += ["/bin/pmprobe --run /pmp/%s.ko %s > /tmp/out 2> /tmp/err &" % (name, runf),
                "pmp_pid=$!; sleep %s; kill -%s $pmp_pid" % (secs, signame),
                "( sleep %d; kill -KILL $pmp_pid 2> /dev/null ) & guard=$!" % SIGNAL_GUARD,
                "wait $pmp_pid; st=$?; kill $guard 2> /dev/null; wait $guard 2> /dev/null; (exit $st)"]
    else:
        out.append("%s timeout -s INT %d /bin/pmprobe --run /pmp/%s.ko %s > /tmp/out 2> /tmp/err"
                   % (d.first("env"), RUN_TIMEOUT, name, runf))
    out.append('st=$?; echo "@@@ELAPSED $(( $(date +%s) - t0 ))"; echo "@@@STATUS $st"')
    if d.all("before"):
        out.append(BEFORE_WAIT.rstrip("\n"))
    out += ["%s >> /tmp/out 2>&1" % c for c in d.all("after")]
    out += ["cat /tmp/out; echo '@@@STDERR'; cat /tmp/err",
            "echo '@@@DMESG'; dmesg -c",
            "echo '@@@LEFT'; grep '^%s' /proc/modules; ls /proc/pmprobe 2>/dev/null | grep '^%s'"
            % (name, name),
            "echo '@@@END %s'" % name]
    return "\n".join(out) + "\n"


def write_batch(env, path, rel, files):
    """The guest script of a boot: every test in turn.  A test whose
    commands do not parse (a quote in a "# before:" line...) would end the
    whole script: checked with the host's POSIX sh and left out."""
    d = os.path.join(env.run_dir, rel)
    parts = [BATCH_HEAD]
    for f in files:
        name = module_name(f)
        if read(os.path.join(d, name + ".build.rc")).strip() != "0":
            continue
        block = test_block(f, name, directives.parse(f))
        bpath = os.path.join(d, name + ".block")
        with open(bpath, "w", encoding="utf-8", errors="surrogateescape") as o:
            o.write(block)
        r = subprocess.run(["sh", "-n", bpath], capture_output=True)
        with open(bpath + ".err", "wb") as o:
            if r.returncode == 0:
                parts.append(block)
            else:
                o.write(r.stderr + name.encode() + b"\n")
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as o:
        o.write("".join(parts))


def start_boot(env, lane, rel, script, out, cpus, tests):
    """Starts a guest for the batch SCRIPT of TESTS, with their modules
    and scripts only (the whole lane's, KASAN-instrumented, made the debug
    kernel's initramfs 114 MB, unpacked in every boot); its output goes
    to OUT."""
    vmcpus = ["--vm-icount"] if cpus == "icount" else ["--vm-cpus", cpus]
    files = []
    d = os.path.join(env.run_dir, rel)
    for f in tests:
        name = module_name(f)
        for p in [d + "/" + name + ".ko"] + sorted(glob.glob(d + "/" + name + "_*.ko")) + \
                [d + "/" + name + ".sh"]:
            if os.path.exists(p) and p not in files:
                files += ["--vm-file", p]
    for p in sorted(glob.glob(env.workloads[lane.machine] + "/*")):
        files += ["--vm-file", "%s:/pmp/w/%s" % (p, os.path.basename(p))]
    e = dict(os.environ)
    if lane.vm_append:
        e["PMPROBE_VM_APPEND"] = lane.vm_append
    if lane.vm_mem:
        vmcpus += ["--vm-mem", str(lane.vm_mem)]
    cmd = [env.pmprobe, "--vm-script", script, "-r", lanes.kernel_target(rel)] + vmcpus + \
        ["--vm-timeout", str(lane.boot_timeout), "--vm-stall", str(lanes.BOOT_STALL),
         "--vm-log", out + ".console"] + files
    so, se = open(out, "wb"), open(out + ".err", "wb")
    p = subprocess.Popen(cmd, stdout=so, stderr=se, stdin=subprocess.DEVNULL, env=e)
    so.close()
    se.close()
    return p


def tcg_failure(err):
    """The boot's stderr says it stalled, or panicked on an int3 Oops."""
    return "the guest stalled" in err or re.search(r'first kernel problem: "[^"]*Oops: int3', err)


# --- a test's result -------------------------------------------------------------

def blocks(text):
    """Each test's lines in a boot's output: name -> lines."""
    out, cur = {}, None
    for line in text.split("\n"):
        if line.startswith("@@@BEGIN ") and cur is None:
            cur = line[9:]
            out.setdefault(cur, [])
            continue
        if cur is not None:
            if line.startswith("@@@END "):
                cur = None
            else:
                out[cur].append(line)
    return out


def section(lines, start, end):
    """The lines after the one starting START, up to the one starting END."""
    got, inside = [], False
    for line in lines:
        if not inside and line.startswith(start):
            inside = True
            continue
        if inside and line.startswith(end):
            break
        if inside:
            got.append(line)
    return got


def text_of(lines):
    return "".join(line + "\n" for line in lines)


def json_problem(out):
    """-f json: every stdout line an object with a string "type" and a
    "data", the one "stats" object last; why not, or None."""
    try:
        lines = out.encode("utf-8", "surrogateescape").decode("utf-8").split("\n")
        if lines.pop() != "":
            return "the last line does not end with a newline"
        types = []
        for n, line in enumerate(lines, 1):
            o = json.loads(line)
            if not (isinstance(o, dict) and isinstance(o.get("type"), str) and "data" in o):
                return "line %d: not {type, data}" % n
            types.append(o["type"])
        if types.count("stats") != 1 or types[-1] != "stats":
            return "not one stats object last: %s" % types
    except ValueError as e:
        return "%s: %s" % (type(e).__name__, e)
    return None


def grep_e(regex, text):
    return subprocess.run(["grep", "-qE", "--", regex], input=text.encode("utf-8", "surrogateescape"),
                          stderr=subprocess.DEVNULL).returncode == 0


def check_result(env, f, output, rel):
    """Test F's result from its boot's OUTPUT (text) on kernel REL."""
    res = env.results
    name = module_name(f)
    label = test_label(f, rel)
    d = os.path.join(env.run_dir, rel)
    dd = directives.parse(f)
    if read(os.path.join(d, name + ".build.rc")).strip() != "0":
        return res.fail(label, "the module did not build", read(os.path.join(d, name + ".build.err")))
    blockerr = read(os.path.join(d, name + ".block.err"))
    if blockerr:
        return res.fail(label, "its guest-side commands do not parse (a quote in a directive?)",
                        blockerr)
    if "@@@END " + name not in output.split("\n"):
        return res.fail(label, "the guest never finished this test", "")
    lines = blocks(output).get(name, [])
    status = elapsed = ""
    for line in lines:
        if line.startswith("@@@ELAPSED ") and not elapsed:
            elapsed = line.split()[1] if len(line.split()) > 1 else ""
        if line.startswith("@@@STATUS "):
            status = line.split()[1] if len(line.split()) > 1 else ""
            break
    out = text_of(section(lines, "@@@STATUS ", "@@@STDERR"))
    err = text_of(section(lines, "@@@STDERR", "@@@DMESG"))
    dmesg = text_of(section(lines, "@@@DMESG", "@@@LEFT"))
    left = section(lines, "@@@LEFT", "@@@END")
    secs = int(elapsed) if elapsed.isdigit() else 0

    def fail(why, detail, n=20):
        res.fail(label, why, detail, n, secs)

    limit = (SCRIPT_TIMEOUT if f.endswith(".sh") else RUN_TIMEOUT) - HANG_MARGIN
    if not dd.has("signal") and secs >= limit:
        return fail("ran %s s, into the guest-side timeout: a hang" % elapsed, err)
    want = dd.first("status", "0")
    if status != want:
        return fail("exit status %s, expected %s" % (status, want), err + out)
    if re.search(r"(^| )-f json( |$)", dd.first("run")):
        why = json_problem(out)
        if why:
            return fail("stdout is not JSON lines (-f json)", why + "\n" + out)
    base = f[:-3]
    exp_out = os.path.join(env.root, base + ".out")
    if os.path.isfile(exp_out):
        diff = match.match_exact(read(exp_out), out, base + ".out")
        if diff:
            return fail("stdout differs from %s.out" % os.path.basename(base), diff)
    exp_re = os.path.join(env.root, base + ".re")
    if os.path.isfile(exp_re):
        why = match.match_regex_lines(match.lines_of(read(exp_re)), match.lines_of(out))
        if why:
            return fail("stdout does not match %s.re" % os.path.basename(base), why + "\n" + out)
    for msg in dd.all("stderr"):
        if msg not in err:
            return fail("stderr lacks: " + msg, err)
    for rx in dd.all("stderr-re"):
        if not grep_e(rx, err):
            return fail("no stderr line matches: " + rx, err)
    # An ERROR on stderr must be expected: by a stderr directive naming
    # it, or (the older way) by any stderr directive in a failing test.
    if "ERROR" in err and not any("ERROR" in m for m in dd.all("stderr")) and \
            (want == "0" or not (dd.all("stderr") or dd.all("stderr-re"))):
        return fail("unexpected error on stderr", err)
    dpath = os.path.join(d, name + ".dmesg")
    with open(dpath, "w", encoding="utf-8", errors="surrogateescape") as o:
        o.write(dmesg)
    scan = subprocess.run([env.pmprobe, "--scan-kernel-log", dpath], capture_output=True)
    if scan.returncode != 0:
        problem = scan.stdout.decode("utf-8", "surrogateescape").rstrip("\n")
        dl = dmesg.split("\n")
        s = next((i for i, line in enumerate(dl) if problem and problem in line), 0)
        report = problem + "\n" + "\n".join(dl[max(s - 3, 0):])
        return fail("the guest kernel logged a problem", report, 60)
    if left:
        return fail("the module or its /proc entry was left behind", text_of(left))
    res.ok(label, secs)
    return None


# --- a lane on a kernel -------------------------------------------------------------

def run_tests(env, lane, rel, files):
    """Runs FILES on kernel REL in LANE's boots (plan.py), and checks them."""
    bad = [f for f in files if directives.parse(f).problems]
    for f in bad:   # a misspelt directive: the test does not say what it tests
        problems = directives.parse(f).problems
        env.results.fail(test_label(f, rel), problems[0], "\n".join(problems[1:]))
    files = [f for f in files if f not in bad]
    if not files:
        return
    d = os.path.join(env.run_dir, rel)
    os.makedirs(d, exist_ok=True)
    record_link_recipe(env, rel)
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        list(pool.map(lambda f: build_one(env, f, rel), files))
    tests = [(f, directives.parse(f)) for f in files]
    for wave in plan.plan_waves(tests, lane.boots):
        procs = []
        t0 = time.monotonic()
        for boot in wave:
            base = os.path.join(env.run_dir, "out.%s.%s.%d" % (rel.replace("/", "_"), boot.cpus, boot.index))
            write_batch(env, base + ".sh", rel, boot.files)
            procs.append((boot, base, start_boot(env, lane, rel, base + ".sh", base, boot.cpus,
                                                boot.files)))
        for boot, base, p in procs:
            p.wait()
            boot.rc = p.returncode
            boot.seconds = time.monotonic() - t0
        for boot, base, _ in procs:
            finish_boot(env, lane, rel, boot, base)


def finish_boot(env, lane, rel, boot, base):
    """Checks BOOT's tests (re-running, once, those a TCG failure stopped)
    and the boot itself."""
    output, err, rc, retried = read(base), read(base + ".err"), boot.rc, []
    if rc != 0 and tcg_failure(err):
        # Two failures of QEMU 7.2's multi-threaded TCG that are none of
        # the guest's doing: a guest that stalls for good, and an "Oops:
        # int3" where the kernel patches its own text.  A fault of our own
        # making recurs in the fresh boot and fails.
        done = set(output.split("\n"))
        retried = [f for f in boot.files if "@@@END " + module_name(f) not in done]
        print("NOTE: %s failed as TCG does (%s); re-running its %d unfinished tests in a new boot"
              % (boot.label(rel), err.split("\n")[0], len(retried)), flush=True)
        write_batch(env, base + ".retry.sh", rel, retried)
        t0 = time.monotonic()
        p = start_boot(env, lane, rel, base + ".retry.sh", base + ".retry", boot.cpus, retried)
        p.wait()
        rc = p.returncode
        boot.seconds += time.monotonic() - t0
    retry_out = read(base + ".retry") if retried else ""
    for f in boot.files:
        check_result(env, f, retry_out if f in retried else output, rel)
    out = base + ".retry" if retried else base
    # a boot's time is its guest's, from the start to the end of QEMU
    if rc == 0:
        env.results.ok(boot.label(rel), boot.seconds)
    else:
        env.results.fail(boot.label(rel), "the guest run failed (a hang, a panic or a kernel problem;"
                         " console log %s.console)" % out, read(out + ".err"), seconds=boot.seconds)
