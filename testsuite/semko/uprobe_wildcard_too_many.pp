# A wildcard that matches more functions than a script may probe (64
# user function and mark points, as kernel functions) is one error at the
# name with the count: Debian 12's libstdc++ has 4424 functions '_Z*'.
# error: '_Z*' matches 4424 functions of /usr/lib/x86_64-linux-gnu/libstdc++.so.6, more than the 64 user function and mark points a script may probe
# at: 6:68
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("_Z*") { }
