# @define NAME must be followed by its body in %( %).
# error: expected '%(' to open the body of macro '@m'
# at: 4:11
@define m 42
probe begin { x = 1 }
