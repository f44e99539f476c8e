# Embedded C in a script function needs -g, and the error says so.
# error: embedded C is only allowed in tapset files or with -g (guru mode)
# at: 4:19
function f:long() %{ PMP_RETURN(1); %}
probe begin { x = f() }
