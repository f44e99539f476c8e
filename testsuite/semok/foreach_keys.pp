# foreach over one and several keys types the key variables from the array's keys.
# expect-p2: a[string,long]:long
# expect-p2: locals: name:string, c:long
global a
probe perf.cpu_clock { a[execname(), cpu()]++ }
probe end { foreach ([name, c] in a) printf("%s %d %d\n", name, c, a[name, c]) }
