# A script function no probe calls is a warning, not an error; it is still checked.
# warning: function 'never' is never called
function helper(x) { return x * 2 }
function never(x) { return helper(x) + 1 }
probe begin { exit() }
