# A stripped program (Debian's /bin/true keeps no function symbols of its
# own, only the ones it imports) has no function to probe by name.
# error: no function 'main' in /bin/true: it has no function symbols (stripped?)
# at: 5:37
probe process("/bin/true").function("main") { }
