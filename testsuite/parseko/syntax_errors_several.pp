# Three independent syntax errors in three probes: each is reported, the parser recovers after each.
# error: syntax error, unexpected ';'
# error: syntax error, unexpected ')'
# error: syntax error, unexpected ']'
# at: 6:19
probe begin { x = ; }
probe end { y = 1 + ) }
probe error { z[1 = ] }
probe timer.s(1) { fine = 1 }
