# A width on %% is refused, and the message says so.
# error: '%%' takes no flags, width or precision
# at: 4:23
probe begin { printf("%5%\n") }
