# A function the file does not have is one error at its name, with the
# nearest name the file has (libstdc++ exports __cxa_throw).
# error: no function '__cxa_thorw' in /usr/lib/x86_64-linux-gnu/libstdc++.so.6; did you mean '__cxa_throw'?
# at: 5:68
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_thorw") { }
