# A wildcard in a mark's name is not expanded (only functions' are): one
# error that says how to list the matches.
# error: pmprobe does not expand wildcards in a program's mark names ('libstdcxx:*')
# at: 5:64
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").mark("libstdcxx:*") { }
