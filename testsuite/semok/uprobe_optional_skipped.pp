# An optional user point ('?') whose function, mark or program is not
# there is skipped with a warning, as SystemTap skips an optional point
# it cannot resolve; the script still translates.
# warning: 5:68: no function '__cxa_thorw' in /usr/lib/x86_64-linux-gnu/libstdc++.so.6; did you mean '__cxa_throw'? (the optional point is skipped)
probe process("/usr/lib/x86_64-linux-gnu/libstdc++.so.6").function("__cxa_thorw")? { }
probe process("/no/such/program").mark("tick")? { }
probe begin { exit() }
