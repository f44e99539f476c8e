# printf, sprintf, print and println are built in and cannot be redefined.
# error: 'printf' is a built-in function and cannot be redefined
# error: 'println' is a built-in function and cannot be redefined
# at: 5:10
function printf(x:long) { }
function println:long() { return 1 }
probe begin { }
