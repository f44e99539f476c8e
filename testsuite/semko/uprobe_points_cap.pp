# A script may have at most 64 user function and mark points (a uprobe
# each, registered one by one at start; the bound a wildcard has too):
# Debian 12's libstdc++ has 36 functions '__cxa_*', so their entries and
# returns are 72 points, and the 65th, in the second probe, is one error.
# error: more than 64 user function and mark probe points in one script
# at: 8:7
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_*") { }
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_*").return { }
