# A comparison starts with a name or a literal.
# error: bad operand in a preprocessor condition: expected a name or a literal
# at: 4:4
%( == "6.1" %? probe begin { } %)
