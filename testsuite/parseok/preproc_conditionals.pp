# Conditionals select tokens; the unselected branch is skipped unparsed (the **ERROR** branches fail the test if taken).  && binds tighter than ||; literals compare as numbers or strings; guru_mode, runtime, systemtap_privilege (stapdev) and systemtap_v (5.1, compared as a version: 5.1 < 10.0) need no kernel.
%( 1 == 1 %? probe begin { println("taken") } %: **ERROR** %)
%( 1 == 2 %? **ERROR** ))) %: probe begin { println("else") } %)
%( 1 == 2 %? **ERROR** %)
%( 1 == 2 && 1 == 1 || 2 == 2 %? probe begin { } %: **ERROR** %)
%( 1 == 1 || 2 == 2 && 1 == 2 %? probe begin { } %: **ERROR** %)
%( 10 > 9 && "10" < "9" && "abc" != "abd" %? probe begin { } %: **ERROR** %)
%( 1 == 1 %? %( 1 == 2 %? **ERROR** %: %( 2 == 2 %? probe end { } %: **ERROR** %) %) %: **ERROR** %( %) %)
%( guru_mode == 0 && runtime == "kernel" && runtime != "dyn*" && systemtap_privilege == "stapdev" %? probe begin { } %: **ERROR** %)
%( systemtap_v >= "5.1" && systemtap_v < "10.0" && systemtap_v == "5.*" %? probe begin { } %: **ERROR** %)
probe begin {
	x = %( 1 == 1 %? 2 %: "no" %) + 1
	println(x)
}
