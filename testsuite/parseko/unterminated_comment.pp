# A /* comment that is never closed is reported where it starts.
# error: unterminated comment
# at: 5:1
probe begin { }
/* this comment
never ends
