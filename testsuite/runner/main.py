"""main.py - pmprobe's test runner: `testsuite/run-tests [--plan] [KIND...]` (the
kinds are in KINDS below; with none, all of them).  Runs the host kinds in
the order asked, then the guest lanes (lanes.py) with vmcli and metrics
after the stock x86 ones; prints FAIL:/SKIP: lines as results come, then
"seconds: KIND N, ..." (where the time went), "slowest:" (the five slowest
tests), build/test-results.ktap (KTAP_OUT: every result as KTAP, with
each test's time) and the closing line "N passed, N failed" (", N
skipped" when a test's prerequisite is absent: a lane's kernel, a tool).
Its exit status is 0 when nothing failed, 2 for an unknown kind.  --plan
prints the boots the stock lanes of the guest kinds would make, and runs
nothing.

Environment: RUN_ONLY (a glob: the guest tests whose file name matches,
and vmcli, metrics, canary by those names), KEEP_TMP (keep the scratch
directory), VERBOSE (a PASS: line per test), PMPROBE (the pmprobe to
test), KTAP_OUT.
"""

import os
import shutil
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import debugkernel  # noqa: E402
import directives  # noqa: E402
import guest  # noqa: E402
import hostkinds  # noqa: E402
import ktap  # noqa: E402
import lanes  # noqa: E402
import plan  # noqa: E402
import runonly  # noqa: E402

GUEST_KINDS = ("run", "examples", "arm64", "debug")
# Every kind, in the order of a full run.
KINDS = ("parseok", "parseko", "semok", "semko", "cli", "directives", "runner-selftest",
         "docrefs", "golden", "attacks", "fuzz", "buildok", "run", "examples", "arm64", "debug")
EXTRA_KINDS = ("fastlink",)     # part of buildok, or alone


def run_selftest(env):
    """The runner's own unit tests (testsuite/runner/test_*.py), a result
    each."""
    suite = unittest.defaultTestLoader.discover(HERE, pattern="test_*.py", top_level_dir=HERE)
    res = env.results

    class Collect(unittest.TestResult):
        def addSuccess(self, test):
            res.ok("runner/" + test.id())

        def addFailure(self, test, err):
            res.fail("runner/" + test.id(), "failed", self._exc_info_to_string(err, test))

        addError = addFailure

        def addSkip(self, test, reason):
            res.skip("runner/" + test.id(), reason)

    suite.run(Collect())


def lane_files(env, lane, kinds):
    globs = lanes.lane_sources(lane, kinds)
    files = guest.selected(env, globs, lane.machine)
    if lane.smoke_only:
        files = [f for f in files if directives.parse(f).has("smoke")]
    return files


def run_lane(env, lane, kinds, dk=None):
    """LANE's tests, if KINDS ask for it: SKIPs where its kernel is absent."""
    if not lanes.lane_sources(lane, kinds):
        return
    files = lane_files(env, lane, kinds)
    who = "debug/arm64" if lane.kernel == "debug" and lane.machine != lanes.HOST else \
        "arm64" if lane.machine != lanes.HOST else "run"
    if lane.kernel == "debug":
        if lane.machine not in debugkernel.debug_machines():
            why = "no %s 6.1 kernel headers or cross compiler (%s)" % (lane.machine, lane.install)
            for f in files:
                env.results.skip(guest.test_label(f, lane.label), why)
            return
        got = dk.wait(lane.machine, env.results)
        if got is None:
            return
        rel, tree = got
        t0 = time.monotonic()
        dkdir = os.path.join(env.tmp, "debug-kernel")
        hostkinds.run_shell(env, "testsuite/lib/canary.sh",
                            ["debug_checks_host" if lane.machine == lanes.HOST else "debug_checks_arm64"],
                            {"DK": dkdir, "DK_TREE": tree, "DK_REL": rel})
    else:
        rel = lanes.kernel_of_line(lane.kernel, lane.machine)
        if not rel:
            why = "no %s%s kernel headers in /lib/modules (%s)" % (
                "arm64 " if lane.machine == "aarch64" else "", lane.kernel, lane.install)
            for f in files:
                env.results.skip(guest.test_label(f, lane.label), why)
            return
    if not os.access(os.path.join(env.root, lane.loader), os.X_OK):
        if lane.loader not in env.missing_loaders:
            env.missing_loaders.add(lane.loader)
            env.results.fail(who, "%s/%s is missing (make %s)" % (env.root, lane.loader, lane.loader))
        return
    if guest.build_workloads(env, lane.machine) is None:
        env.results.fail(who, "the %s workloads did not build (%s-linux-gnu-gcc-12, libc6-dev-arm64-cross)"
                         % (lane.machine, lane.machine) if lane.machine != lanes.HOST
                         else "the test workloads did not build")
        return
    if env.plan_only:
        for wave in plan.plan_waves([(f, directives.parse(f)) for f in files], lane.boots):
            print("%s: %s" % (lane.name, "  |  ".join(
                "%s: %s" % (b.label(rel), " ".join(b.files)) for b in wave)))
        return
    guest.run_tests(env, lane, rel, files)
    if files:
        guest.check_fast_links(env, rel)
    if lane.kernel == "debug":
        print("debug lane: %d s of %sguest runs after the kernel was ready"
              % (time.monotonic() - t0, "arm64 " if lane.machine != lanes.HOST else ""))


def wanted(env, name, kinds):
    """vmcli and metrics: with the run tests; under RUN_ONLY only if the
    pattern matches their name."""
    if not ("run" in kinds or "examples" in kinds):
        return False
    if env.run_only:
        return runonly.matches(name, env.run_only)
    return "run" in kinds


def main(argv):
    # each line out as it is printed, in order with the kinds' own output
    sys.stdout.reconfigure(line_buffering=True)
    plan_only = argv[:1] == ["--plan"]
    if plan_only:
        argv = argv[1:]
    kinds = argv or list(KINDS)
    for k in kinds:
        if k not in KINDS + EXTRA_KINDS:
            print("run-tests: unknown kind '%s'" % k, file=sys.stderr)
            return 2
    root = os.path.dirname(HERE)
    root = os.path.dirname(root)
    os.chdir(root)
    tmp = tempfile.mkdtemp(prefix="pmprobe-tests.", dir="/tmp")
    results = ktap.Results(verbose=bool(os.environ.get("VERBOSE")))
    env = guest.Env(root, os.environ.get("PMPROBE", os.path.join(root, "pmprobe")), results, tmp)
    if plan_only:
        # the guest boots each lane would make, and nothing else
        env.plan_only = True
        kinds = [k for k in kinds if k in GUEST_KINDS and k != "debug"]
    dk = None
    try:
        if "debug" in kinds:
            dk = debugkernel.DebugKernels(root, tmp)
            dk.start()
        for kind in kinds:
            if kind in hostkinds.PASS_KINDS:
                hostkinds.run_pass_kind(env, kind)
            elif kind == "directives":
                hostkinds.run_directives(env)
            elif kind == "runner-selftest":
                run_selftest(env)
            elif kind in hostkinds.SHELL_KINDS:
                hostkinds.run_shell(env, *hostkinds.SHELL_KINDS[kind])
            if kind not in GUEST_KINDS:
                results.lap(kind)
        if any(k in kinds for k in GUEST_KINDS):
            run_guest_kinds(env, kinds, dk)
        ok = results.closing(os.environ.get("KTAP_OUT", "build/test-results.ktap"))
    finally:
        if dk:
            dk.kill()
        if not os.environ.get("KEEP_TMP"):
            shutil.rmtree(tmp, ignore_errors=True)
        else:
            print("scratch directory kept: " + tmp)
    return 0 if ok else 1


def run_guest_kinds(env, kinds, dk):
    x86 = "run" in kinds or "examples" in kinds
    if guest.build_workloads(env, lanes.HOST) is None:
        env.results.fail("run", "the test workloads did not build")
        x86 = False
        kinds = [k for k in kinds if k not in ("run", "examples", "debug")]
    # The debug kernels' build waits while the stock kernels' guests run.
    if dk:
        dk.pause()
    stock = [lane for lane in lanes.LANES if lane.kernel != "debug"]
    if x86:
        for lane in stock:
            if lane.machine == lanes.HOST:
                run_lane(env, lane, kinds)
        env.results.lap("run+examples")
        for name in ("vmcli", "metrics"):
            if wanted(env, name, kinds) and not env.plan_only:
                hostkinds.run_shell(env, *hostkinds.SHELL_KINDS[name])
                env.results.lap(name)
    if "arm64" in kinds:
        for lane in stock:
            if lane.machine != lanes.HOST:
                run_lane(env, lane, kinds)
        env.results.lap("arm64")
    if "debug" in kinds:
        for lane in lanes.LANES:
            if lane.kernel == "debug":
                run_lane(env, lane, kinds, dk)
        env.results.lap("debug")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
