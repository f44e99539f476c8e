# An unknown @operator lists the known ones.
# error: unknown aggregate operator '@median' (known: @count @sum @min @max @avg @variance @hist_log @hist_linear)
# at: 5:29
global st
probe begin { st <<< 1; x = @median(st) }
