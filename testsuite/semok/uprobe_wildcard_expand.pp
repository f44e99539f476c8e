# A wildcard in a program's function name expands to one point per
# function of the file it matches, each named in its pp() and -p2 header:
# Debian 12's libstdc++ has exactly three functions '__cxa_throw*'
# (pmprobe -l lists them), and '?' in '__cxa_thr?w' matches one.  An
# optional point whose wildcard matches nothing is skipped with a warning.
# arches: x86_64
# warning: 14:68: no function of /usr/lib/x86_64-linux-gnu/libstdc++.so.6 matches 'nothing_*' (the optional point is skipped)
# expect-p2: probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_throw")  #
# expect-p2: probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_throw_bad_array_length")  #
# expect-p2: probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_throw_bad_array_new_length")  #
# expect-p2: probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_throw").return  #
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_throw*") { printf("%s %s\n", probefunc(), pp()) }
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_thr?w").return { printf("%s\n", probefunc()) }
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("nothing_*")? { printf("never\n") }
