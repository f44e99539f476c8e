# A function whose result nothing determines (it only returns its own result) is an error, as is the local it is stored in.
# error: cannot infer the type of local 'x': it is never given a value
# error: cannot infer what loop() returns
# at: 6:15
function loop(n) { return loop(n) }
probe begin { x = loop(1) }
