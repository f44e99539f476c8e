# A mark is one place, not a function: it has no .return.
# error: unknown suffix '.return' on a user mark probe point (none, last)
# at: 4:73
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").mark("throw").return { }
