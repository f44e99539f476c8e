# Functions that return nothing, a string or a long.
global log
function note(s) { log .= s }
function name:string() { return "n" . sprintf("%d", 1) }
function twice(x) { return 2 * x }
probe begin { note(name()); note("!"); println(log, twice(21)); exit() }
