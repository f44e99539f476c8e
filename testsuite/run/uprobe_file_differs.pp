# The file a process() point was resolved in must be the file that runs:
# here the translator is told (--vm-file) that the guest's /pmp/w/ufunc
# is the host's usdt workload, whose main is elsewhere, so the module's
# offset is for another file.  The module records that file's build-id;
# the loader in the guest reads /pmp/w/ufunc's (the real ufunc, another
# build-id) and refuses to load the module, one error naming the path,
# status 1, before anything runs (stdout empty, no begin probe).
# flags: --vm-file ../w/usdt:/pmp/w/ufunc
# status: 1
# stderr: pmprobe: /pmp/w/ufunc: not the file
probe process("/pmp/w/ufunc").function("main") { n++ }
probe begin { println("begin ran") }
