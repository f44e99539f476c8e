# A function's body runs in whatever probe calls it, at a return or
# anywhere else, so @entry belongs in the .return probe's own body.
# error: @entry is only available in a function's .return probe, not in a function's body
# at: 5:27
function f() { return 1 + @entry(pid()) }
probe kernel.function("ksys_read").return { n = f() }
