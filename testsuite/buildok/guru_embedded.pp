# Guru mode: embedded C functions and a top-level block.
# flags: -g
%{
static long pmp_user_constant(void) { return 42; }
%}
function answer:long() %{ PMP_RETURN(pmp_user_constant()); %}
function shout:string(s:string) %{ PMP_RETURN(PMP_ARG_s); %}
probe begin { println(answer(), shout("hi")); exit() }
