# Wildcards each within the bound that together name more than 64
# kernel functions (many_01..many_65 of the fake kallsyms): one error at
# the point that makes the 65th.
# flags: --sysfs-root testsuite/sysfs
# error: more than 64 kernel function probe points in one script
# at: 9:7
probe kernel.function("many_0?"), kernel.function("many_1?"), kernel.function("many_2?") { n++ }
probe kernel.function("many_3?"), kernel.function("many_4?"), kernel.function("many_5?") { n++ }
probe kernel.function("many_6?") { n++ }
