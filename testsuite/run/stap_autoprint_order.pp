# Unread globals at exit as SystemTap 5.x prints them: equal values in the order their keys were stored, strings as they are, numbers in decimal.
# Expected output derived from SystemTap's sources:
#  - elaborate.cxx, add_global_var_display: 'foreach ([k] in a-)' with
#    printf 'a["%#s"]=%d' for numbers (no DWARF pointer type: decimal)
#    and '=\"%#s\"' for strings;
#  - map.c: an array is a list kept in insertion order (_new_map_create
#    appends a new key at the tail, a deleted one leaves the list) and
#    _stp_map_sort is a stable merge sort, so equal values keep that
#    order; strings compare with strcmp;
#  - vsprintf.c, _stp_vsprint_memory: '%#s' copies the string as it is
#    (the '#' flag escapes only for %c), tab, quotes, backslash and
#    newline included.
global ties, s, strs, n
probe begin {
	ties["c"] = 1; ties["a"] = 2; ties["b"] = 1; ties["d"] = 1; ties["e"] = 2
	delete ties["c"]; ties["c"] = 1; ties["b"] = 1
	s = "tab\there \"q\" back\\slash\nnext"
	strs[1] = "x"; strs[2] = "y"; strs[3] = "x"; strs[-4] = "y"
	n = -42
	exit()
}
