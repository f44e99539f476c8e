# A wildcard in a program's function name is not expanded: one error
# that says how to list the matches.
# error: pmprobe does not expand wildcards in a program's function names ('__cxa_*')
# at: 5:68
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_*") { }
