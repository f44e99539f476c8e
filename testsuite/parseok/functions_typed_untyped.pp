# Function definitions without types, with a return type, with typed and untyped parameters mixed, and with no parameters.
function plain(a, b) { return a + b }
function typed:long(a:long, s:string) { return a + strlen(s) }
function mixed:string(a, s:string, n:long) { return s }
function noargs() { println("none") }
function noargs_typed:long() { return 42 }
function returns_nothing(x) { if (x) return; println(x) }
probe begin { x = plain(1, 2) + typed(3, "abc") + noargs_typed(); noargs(); returns_nothing(x); y = mixed(1, "s", 2) }
