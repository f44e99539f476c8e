"""plan.py - which guest boots a lane's tests share: the tests that need
another CPU count ("# cpus: N") or deterministic instruction counting
("# icount", one vCPU) get a boot per kind, after the ordinary ones,
which share the lane's parallel boots of 2 CPUs.  Within a kind the tests
are split into batches of about equal guest time ("# guest-seconds", 3 by
default): the longest first, each to the batch with the least so far;
"# last-in-boot" tests one to a batch, last in it.  In a batch, heavy
tests (30 s or more) go first in even boots and last in odd ones, so that
two of them do not run at once.  Pure: tests are (name, directives).
"""

from dataclasses import dataclass, field

DEFAULT_SECONDS = 3
HEAVY_SECONDS = 30
NORMAL_CPUS = "2"


@dataclass
class Boot:
    cpus: str              # a number of vCPUs, or "icount"
    index: int             # its place among the boots of its wave
    files: list = field(default_factory=list)   # in the order it runs them
    rc: int = 0            # its guest's exit status, once run
    seconds: float = 0     # its guest's time, once run

    def label(self, rel):
        return "boot/%s/%s-cpus-%d" % (rel, self.cpus, self.index)


def guest_seconds(d):
    s = d.first("guest-seconds")
    return int(s) if s else DEFAULT_SECONDS


def boot_kind(d):
    """"icount", or the number of CPUs the test's guest has."""
    if d.has("icount"):
        return "icount"
    return d.first("cpus") or NORMAL_CPUS


def split_batches(nb, tests):
    """Each of TESTS' batch (0..NB-1), in the order given."""
    load = [0] * nb
    of = [0] * len(tests)
    order = sorted((i for i, (_, d) in enumerate(tests) if not d.has("last-in-boot")),
                   key=lambda i: (-guest_seconds(tests[i][1]), i))
    for i in order:
        best = min(range(nb), key=lambda b: (load[b], b))
        of[i] = best
        load[best] += guest_seconds(tests[i][1])
    b = 0
    for i, (_, d) in enumerate(tests):
        if d.has("last-in-boot"):
            of[i] = b % nb
            b += 1
    return of


def batch_order(b, tests):
    """Batch B's TESTS in the order its guest runs them."""
    heavy, light, last = [], [], []
    for t in tests:
        d = t[1]
        if d.has("last-in-boot"):
            last.append(t)
        elif guest_seconds(d) >= HEAVY_SECONDS:
            heavy.append(t)
        else:
            light.append(t)
    return (heavy + light if b % 2 == 0 else light + heavy) + last


def plan_waves(tests, boots):
    """The boots of a lane's TESTS (name, directives), as waves: the boots
    of a wave run at once, the waves one after another.  BOOTS is how many
    parallel boots the 2-CPU tests share; no boot is empty."""
    kinds = {}
    for t in tests:
        kinds.setdefault(boot_kind(t[1]), []).append(t)
    waves = []
    # the ordinary boots first, then the others by kind (as sort -u does)
    for kind in [NORMAL_CPUS] + sorted(k for k in kinds if k != NORMAL_CPUS):
        group = kinds.get(kind, [])
        if not group:
            continue
        nb = boots if kind == NORMAL_CPUS else 1
        of = split_batches(nb, group)
        wave = []
        for b in range(nb):
            mine = [t for t, ob in zip(group, of) if ob == b]
            if mine:
                wave.append(Boot(kind, b, [name for name, _ in batch_order(b, mine)]))
        waves.append(wave)
    return waves
