# @entry inside @entry: the inner one would be evaluated at the entry
# already, so the nesting says nothing; refused where it is written.
# error: @entry inside @entry: the outer one's expression is already evaluated at the call's entry
# at: 5:56
probe kernel.function("ksys_read").return { n = @entry(@entry($arg3) + 1) }
