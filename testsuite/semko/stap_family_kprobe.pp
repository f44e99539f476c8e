# SystemTap's probe point families are one clear error at the point, not
# a syntax error about the keyword 'function'; of the kprobe family
# pmprobe has kprobe.function only.
# error: unknown probe point 'kprobe.statement.absolute': of SystemTap's 'kprobe' family pmprobe has kprobe.function("NAME") and its .call and .return
# at: 6:7
probe kprobe.statement(0xffffffff81000000).absolute { n++ }
