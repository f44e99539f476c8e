rusage_switches=[0-9]+
switches=[0-9]+
counted >= the kernel count - 3, >= 100: 1
