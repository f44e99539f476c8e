# Nested foreach over two arrays; the inner one may write to the outer's other arrays, not to the iterated ones.
# expect-p2: a[long]:long
# expect-p2: b[string]:long
# expect-p2: c[long,string]:long
global a, b, c
probe begin { a[1] = 1; b["x"] = 2 }
probe end { foreach (i in a) foreach (s in b) c[i, s] = a[i] + b[s] }
