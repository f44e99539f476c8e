# A parameter typed by one call cannot take another type at another call.
# error: type conflict: parameter 's' of show() is a string, but a long is passed here
# note: 6:20: 's' is a string because of this use
# at: 7:18
function show(s) { println(s) }
probe begin { show("x") }
probe end { show(1); show(2) }
