# $# and @# are the number of script arguments, as a number and a string, in conditions and in code; $N and @N may be compared in a condition.
# args: 7 text
%( $# == 2 && @# == "2" && $1 > 5 && @2 == "text" %? probe begin { } %: **ERROR** %)
%( $# != 2 %? **ERROR** %)
probe begin {
	n = $# + 1
	s = "count " . @#
	printf("%d %s\n", n, s)
}
