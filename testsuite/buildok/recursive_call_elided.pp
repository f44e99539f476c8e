# A recursive function without effects whose only call from a probe is elided still builds: its call of itself does not count as a call from outside.
# warning: eliding side-effect-free expression
function depth(d) { if (d > 5) return d; return depth(d + 1) }
probe begin { depth(0); exit() }
