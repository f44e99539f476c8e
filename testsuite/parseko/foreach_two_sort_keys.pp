# foreach may sort on one key or on the value: two sort marks are refused.
# error: foreach may sort on one key or on the value, not more
# at: 5:16
probe begin {
	foreach ([a+, b-] in arr) { }
	foreach ([a+] in arr-) { }
}
