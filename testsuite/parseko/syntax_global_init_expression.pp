# A global's initializer must be a literal (a number, a negative number or a string), not an expression.
# error: syntax error, unexpected '+'
# at: 4:14
global x = 1 + 2
probe begin { }
