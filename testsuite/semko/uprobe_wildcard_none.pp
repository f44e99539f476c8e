# A wildcard in a program's function name that matches none of its
# functions is one error at the name.
# error: no function of /usr/lib/x86_64-linux-gnu/libstdc++.so.6 matches 'nothing_*'
# at: 5:68
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("nothing_*") { }
