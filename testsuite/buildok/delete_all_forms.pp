# delete of scalars, strings, aggregates, elements and arrays.
global n, s, st, a, as
probe begin { n = 1; s = "x"; st <<< 1; a[1] = 2; as[1] <<< 1
	delete n; delete s; delete st; delete a[1]; delete a; delete as[1]; delete as; exit() }
