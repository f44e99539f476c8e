# Locals are typed per probe from assignments, foreach keys and values, and function results.
# expect-p2: locals: i:long, s:string, k:string, v:long, t:string
global cnt
probe begin {
	i = 1
	s = "a"
	cnt["x"] = 2
	foreach (v = [k] in cnt) t = k . s
}
