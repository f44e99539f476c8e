sleeper_switches>=50: 1 all>=sleeper: 1
migrations=[0-9]+ migrate=[0-9]+
