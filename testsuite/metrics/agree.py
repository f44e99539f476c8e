#!/usr/bin/env python3
# agree.py - --metrics's agreement check (testsuite/lib/metrics.sh):
# OUTPUT (a script's text exit dump, or its -f json lines) turned into the
# Prometheus samples pmprobe(1) METRICS says they become, compared with
# the samples of the exposition file PROM.  Counters are told apart by
# PROM's TYPE lines (the translator decides them).  Prints each sample
# that differs; exit status 1 if any does.
# Usage: agree.py text|json OUTPUT PROM
import json
import re
import sys

LABEL = re.compile(r'([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"')


def unescape(v):
    return re.sub(r'\\(.)', lambda m: '\n' if m.group(1) == 'n' else m.group(1), v)


def read_prom(path):
    samples, types = {}, {}
    for line in open(path, encoding='utf-8'):
        line = line.rstrip('\n')
        if line.startswith('# TYPE '):
            _, _, fam, typ = line.split(' ')
            types[fam] = typ
            continue
        if not line or line.startswith('#'):
            continue
        m = re.match(r'^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$', line)
        if not m:
            sys.exit('agree.py: not a sample: ' + line)
        labels = frozenset((k, unescape(v)) for k, v in LABEL.findall(m.group(2) or ''))
        samples[(m.group(1), labels)] = int(m.group(3))
    return samples, types


class Expect:
    def __init__(self, types):
        self.types, self.samples = types, {}

    def put(self, name, labels, v):
        self.samples[('pmprobe_' + name, frozenset(labels))] = int(v)

    def long(self, name, keys, v):
        keyl = [('key%d' % (i + 1), str(k)) for i, k in enumerate(keys)]
        if self.types.get('pmprobe_%s_total' % name) == 'counter':
            name += '_total'
        self.put(name, keyl, v)

    def string(self, name, keys, v):
        keyl = [('key%d' % (i + 1), str(k)) for i, k in enumerate(keys)]
        self.put(name, keyl + [('value', v)], 1)

    def stat(self, name, keys, st):
        keyl = [('key%d' % (i + 1), str(k)) for i, k in enumerate(keys)]
        self.put(name + '_sum', keyl, st.get('sum', 0))
        self.put(name + '_count', keyl, st['count'])
        if st['count']:
            for part in ('min', 'max', 'avg'):
                self.put(name + '_' + part, keyl, st[part])

    def hist(self, name, buckets):
        total = 0
        for b in buckets:
            total += b['count']
            if 'max' in b:
                self.put(name + '_bucket', [('le', str(b['max']))], total)
        self.put(name + '_bucket', [('le', '+Inf')], total)
        self.put(name + '_count', [], total)


def split_keys(text):
    keys, cur, quoted = [], '', False
    for ch in text:
        if ch == '"':
            quoted = not quoted
        elif ch == ',' and not quoted:
            keys.append(cur)
            cur = ''
        else:
            cur += ch
    return keys + [cur]


def from_text(path, e):
    for line in open(path, encoding='utf-8', errors='replace'):
        line = line.rstrip('\n')
        m = re.match(r'^([a-zA-Z_][a-zA-Z0-9_]*)(?:\[(.*)\])?(=| @count=)(.*)$', line)
        if not m:
            continue          # the script's own output (a histogram's rows)
        name, keys = m.group(1), split_keys(m.group(2)) if m.group(2) is not None else []
        if m.group(3) == ' @count=':
            st = dict(kv.split('=') for kv in ('count=' + m.group(4)).split(' '))
            st = {k.lstrip('@'): int(v, 0) for k, v in st.items()}
            e.stat(name, keys, st)
        elif m.group(4).startswith('"'):
            e.string(name, keys, m.group(4)[1:-1])
        else:
            e.long(name, keys, m.group(4))


def from_json(path, e):
    for line in open(path, encoding='utf-8'):
        obj = json.loads(line)
        if obj['type'] == 'hist':
            for name, buckets in obj['data'].items():
                e.hist(name, buckets)
        if obj['type'] != 'global':
            continue
        for name, v in obj['data'].items():
            if isinstance(v, dict) and 'count' not in v:
                for k, ev in v.items():
                    value(e, name, split_keys(k), ev)
            else:
                value(e, name, [], v)


def value(e, name, keys, v):
    if isinstance(v, dict):
        e.stat(name, keys, v)
    elif isinstance(v, str):
        e.string(name, keys, v)
    else:
        e.long(name, keys, v)


def main():
    kind, output, prom = sys.argv[1:4]
    samples, types = read_prom(prom)
    e = Expect(types)
    (from_text if kind == 'text' else from_json)(output, e)
    # the text dump has no histogram buckets: those compare with JSON
    got = {k: v for k, v in samples.items()
           if kind == 'json' or types.get(k[0].rsplit('_', 1)[0]) != 'histogram'}
    bad = 0
    for k in sorted(set(got) | set(e.samples), key=str):
        if got.get(k) != e.samples.get(k):
            print('%s%s: %s says %s, the metrics %s' % (k[0], dict(k[1]), kind, e.samples.get(k),
                                                        got.get(k)))
            bad += 1
    if not e.samples:
        print('no globals in the %s output' % kind)
        bad += 1
    sys.exit(1 if bad else 0)


main()
