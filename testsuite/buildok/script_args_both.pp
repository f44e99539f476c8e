# $1 and @1 in expressions and in probe points.
# args: 250 text
probe timer.ms($1) { println(@2, $1 * 2); exit() }
