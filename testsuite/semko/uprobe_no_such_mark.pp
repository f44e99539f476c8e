# A mark the file does not have is one error at its name, with the
# nearest mark (libstdc++'s USDT marks: libstdcxx:throw, catch, rethrow).
# error: no mark 'thrown' in /usr/lib/x86_64-linux-gnu/libstdc++.so.6; did you mean 'throw'?
# at: 5:64
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").mark("thrown") { }
