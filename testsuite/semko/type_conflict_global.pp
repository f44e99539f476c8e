# A global used as a long in one probe and as a string in another is a conflict reported at the second use.
# error: type conflict: global 'x' is used as a string here
# note: 6:15: 'x' is a long because of this use
# at: 7:13
global x
probe begin { x = 1 }
probe end { x = "s" }
