# @entry takes one expression.
# error: @entry takes one expression: @entry(EXPR)
# at: 4:49
probe kernel.function("ksys_read").return { n = @entry($arg1, $arg2) }
