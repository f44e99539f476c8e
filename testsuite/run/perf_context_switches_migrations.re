rusage_switches=[0-9]+
sleeper_switches=[0-9]+ all>=sleeper: 1
migrate>=19: 1 all>=migrate: 1
sampled >= the kernel count - 2, >= 25: 1
