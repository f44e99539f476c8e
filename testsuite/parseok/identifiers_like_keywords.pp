# Identifiers that start with keywords (iff, format, input, limits, deleted, nextval, returned, globals, probes) are plain identifiers.
global globals, probes
function returned(format) { return format }
probe begin {
	iff = 1; input = 2; limits = 3; deleted = 4; nextval = 5; forth = 6; whiles = 7
	foreach_ = 8; breaker = 9; continued = 10; elsewhere = 11; functional = 12; _in = 13
	globals = returned(iff + input + limits + deleted + nextval + forth + whiles)
	probes = foreach_ + breaker + continued + elsewhere + functional + _in
}
