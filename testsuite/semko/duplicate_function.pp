# A function defined twice is an error, also when it would redefine a tapset function.
# error: function 'f' defined twice
# error: function 'execname' is already defined by the tapset
# at: 6:10
function f() { }
function f() { }
function execname() { return "me" }
probe begin { f() }
