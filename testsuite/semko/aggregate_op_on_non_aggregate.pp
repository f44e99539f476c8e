# @ operators need a global aggregate: an undeclared name or an expression is refused.
# error: 'y' is not a global aggregate (aggregates must be declared with 'global')
# error: @count needs an aggregate: a global fed with '<<<', or an element of one
# at: 6:34
global st
probe begin { st <<< 1; x = @sum(y); z = @count(st + 1) }
