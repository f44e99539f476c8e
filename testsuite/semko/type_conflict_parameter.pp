# A parameter typed by one call cannot take another type at another call.
# error: type conflict: parameter 's' of show() is a string, but a long is passed here
# at: 6:18
function show(s) { println(s) }
probe begin { show("x") }
probe end { show(1); show(2) }
