# Literals compared in a condition are two numbers or two strings.
# error: a condition compares two numbers or two strings, not a number and a string
# at: 4:9
%( 1 == "1" %? probe begin { } %)
