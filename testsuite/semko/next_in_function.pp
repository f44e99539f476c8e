# 'next' leaves a probe handler, so it is refused in a function.
# error: 'next' leaves a probe handler; in a function use 'return'
# at: 4:26
function f(x) { if (x) { next } }
probe begin { f(1) }
