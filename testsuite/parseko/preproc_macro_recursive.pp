# A macro that uses itself through another is an error at the use, with a note in each definition on the way; no hang.
# error: macro '@a' uses itself: a macro cannot be recursive
# at: 8:19
# note: 6:14: in the expansion of macro '@a', defined here
# note: 7:14: in the expansion of macro '@b', defined here
@define a %( @b %)
@define b %( @a %)
probe begin { x = @a }
