# With -g, embedded C is accepted in the script, at top level and as function bodies.
# flags: -g
# expect-p2: mod3:long(x:long)
# expect-p2: say:void(s:string)
%{
static long helper(long x) { return x % 3; }
%}
function mod3:long(x:long) %{ PMP_RETURN(helper(PMP_ARG_x)); %}
function say(s:string) %{ (void)PMP_ARG_s; %}
probe begin { x = mod3(5); say("hi") }
