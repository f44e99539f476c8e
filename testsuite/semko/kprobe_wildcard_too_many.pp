# A wildcard that matches more kernel functions than a script may probe
# (the fake kallsyms has many_01..many_65): one error naming the count
# and the bound.
# flags: --sysfs-root testsuite/sysfs
# error: 'many_*' matches 65 kernel functions, more than the 64 one wildcard may probe (pmprobe -l 'kernel.function("many_*")' lists them)
# at: 7:23
probe kernel.function("many_*") { n++ }
