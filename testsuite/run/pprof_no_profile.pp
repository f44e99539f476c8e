# --pprof when no printed array is a profile: the array is left out with
# a warning, then one error says none fits; no file is written and the
# exit status is 1 (the script's output is printed as ever)
# run: --pprof /tmp/pprof_no_profile.pb.gz
# status: 1
# stderr: pmprobe: warning: --pprof: array counts is not a profile, left out: its key is a number, not a folded stack
# stderr: pmprobe: --pprof: no printed array holds folded stacks (one string key "outer;...;inner", integer or statistics values): no profile written
# after: ls /tmp/pprof_no_profile.pb.gz 2>&1 | sed 's/.*No such file.*/no file/'
global counts
probe begin {
	counts[1] = 4
	exit()
}
