# A probe point component is one word: the pieces of a wildcard name
# (sys *) must touch.
# error: a probe point component is one word: 'sys' and '*' are apart
# at: 5:19
probe syscall.sys * { n++ }
