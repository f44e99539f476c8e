# A program that is not there is one error at its path.
# error: cannot read the program /no/such/program: No such file or directory
# at: 4:15
probe process("/no/such/program").function("main") { }
