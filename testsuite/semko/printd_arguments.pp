# printd's delimiter must be a string literal, and two or more values follow it, as in SystemTap.
# error: the delimiter of printd() must be a string literal
# error: printdln() needs two or more values after its delimiter (print one with print())
# error: sprintd() cannot print an aggregate (use @count, @sum...)
# at: 7:31
global st
probe begin { d = ","; printd(d, 1, 2) }
probe begin { printdln(",", 1) }
probe begin { st <<< 1; println(sprintd(",", 1, st)) }
