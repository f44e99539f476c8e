# --pprof and --flamegraph take the printed arrays of folded stacks:
# stacks (one string key holding ';', integer values) is the profile;
# pairs (two keys) and names (no ';' in a key) are left out, each with a
# warning that says why; both files are written (a gzip member; an SVG
# of 4 frames: the root, a, b, c)
# run: --pprof /tmp/pprof_shapes.pb.gz --flamegraph /tmp/pprof_shapes.svg
# stderr: pmprobe: warning: --pprof: array pairs is not a profile, left out: a profile's array has one key, a folded stack
# stderr: pmprobe: warning: --pprof: array names is not a profile, left out: no key holds a ';', so they are not folded stacks
# after: od -An -tx1 -N3 /tmp/pprof_shapes.pb.gz
# after: grep -c '^<g><title>' /tmp/pprof_shapes.svg
global stacks, pairs, names
probe begin {
	stacks["a;b"] = 3
	stacks["a;c"] = 1
	pairs["a;b", 1] = 2
	names["x"] = 5
	exit()
}
