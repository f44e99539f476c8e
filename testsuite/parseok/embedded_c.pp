# Embedded C blocks (top level and as a function body, with % and braces inside) parse without -g; -g is checked in pass 2.
%{
#include <linux/kernel.h>
static int pct(int a, int b) { return b ? (a * 100) % b : 0; }
%}
function pct:long(a:long, b:long) %{ PMP_RETURN(pct(PMP_ARG_a, PMP_ARG_b)); /* {} % */ %}
function noop() %{ %}
probe begin { println(pct(1, 2)); noop() }
