# A function no probe calls still builds (the kernel's -Werror=unused-function).
global g
function never(x) { g = x; return x + 1 }
function also_never:string(s) { return s . "!" }
probe begin { exit() }
