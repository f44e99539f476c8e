# An array declared with a capacity keeps it; its key and value types still come from its uses.
# expect-p2: a[long,string]:long capacity=100
# expect-p2: b[string]:string capacity=1
# expect-p2: c[long]:aggregate capacity=16777216
global a[100], b[1], c[16777216]
probe begin { a[1, "k"] = 2; b["x"] = "y"; c[3] <<< 4 }
