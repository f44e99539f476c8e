1s: TSC [1-9][0-9]*\.[0-9] MHz on 2 CPUs
2s: TSC [1-9][0-9]*\.[0-9] MHz on 2 CPUs
3s: TSC [1-9][0-9]*\.[0-9] MHz on 2 CPUs
