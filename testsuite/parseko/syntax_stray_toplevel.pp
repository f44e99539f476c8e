# A statement outside any probe or function is a syntax error at its first token.
# error: syntax error, unexpected identifier
# at: 4:1
x = 1
probe begin { }
