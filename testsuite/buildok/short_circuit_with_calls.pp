# && and || with calls on the right are short-circuited.
global n
function side() { n++; return 1 }
probe begin { if (0 && side()) println("x"); if (1 || side()) println(n); exit() }
