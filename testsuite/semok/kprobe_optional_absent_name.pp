# An optional ('?') kernel function point is resolved by the kernel where
# the module loads, not here: it translates whatever the name (the
# loader skips it with a warning where the kernel lacks it).
# expect-p2: event: kernel.function("pmp_no_such_function"): kprobe function=pmp_no_such_function at=entry
probe kernel.function("pmp_no_such_function")? { n++ }
probe begin { exit() }
