# Definitions are taken from both branches of a conditional, as in SystemTap: one name defined in both is an error.
# error: macro '@v' is defined twice
# at: 8:10
# note: 6:10: the first definition of '@v'
%( 1 == 1 %?
	@define v %( 1 %)
%:
	@define v %( 2 %)
%)
probe begin { x = @v }
