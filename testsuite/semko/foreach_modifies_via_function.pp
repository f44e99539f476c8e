# A function called inside a foreach must not modify the iterated array, even through another function.
# error: bump() modifies array 'a', which the enclosing foreach iterates
# error: outer() modifies array 'a', which the enclosing foreach iterates
# at: 9:30
global a
function bump(k) { a[k]++ }
function outer(k) { bump(k) }
probe begin { a[1] = 1 }
probe end { foreach (k in a) bump(k); foreach (k in a) outer(k) }
