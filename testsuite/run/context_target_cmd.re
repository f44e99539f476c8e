pid=[0-9]+
target=[1-9][0-9]* hits>0=1 other=0
