# Aggregates: <<< then @count @sum @min @max @avg (integer) on scalars and array elements; delete of an aggregate and of elements of an array of aggregates.
// from aggregate_operators
global st, neg, arr
probe begin {
	st <<< 1; st <<< 4; st <<< 2; st <<< 3
	printf("%d %d %d %d %d\n", @count(st), @sum(st), @min(st), @max(st), @avg(st))
	neg <<< -7; neg <<< 2
	printf("%d %d %d %d %d\n", @count(neg), @sum(neg), @min(neg), @max(neg), @avg(neg))
	for (i = 0; i < 10; i++) arr[i % 3] <<< i
	printf("%d %d %d\n", @count(arr[0]), @sum(arr[1]), @max(arr[2]))
	printf("%d %d\n", @avg(arr[0]), @min(arr[2]))
	printf("%d\n", @count(arr[7]))
}
// from delete_aggregates
global dst, darr
probe begin {
	dst <<< 5; dst <<< 7
	delete dst
	printf("count=%d\n", @count(dst))
	dst <<< 1
	printf("count=%d min=%d\n", @count(dst), @min(dst))
	darr["a"] <<< 1; darr["b"] <<< 2; darr["b"] <<< 3
	delete darr["a"]
	foreach (k in darr) printf("%s %d %d\n", k, @count(darr[k]), @sum(darr[k]))
	delete darr
	n = 0; foreach (k in darr) n++
	printf("n=%d\n", n)
}
probe begin(1) { exit() }
