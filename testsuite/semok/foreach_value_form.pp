# 'foreach (v = [k] in a)' binds the value too; its type is the array's.
# expect-p2: names[long]:string
# expect-p2: locals: k:long, v:string
global names
probe begin { names[1] = "one"; names[2] = "two" }
probe end { foreach (v = [k] in names) printf("%d=%s\n", k, v) }
