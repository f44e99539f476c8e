# A name that cannot be a kernel symbol is refused at its place.
# error: 'ksys read' is not a kernel function's name
# at: 4:23
probe kernel.function("ksys read") { n++ }
