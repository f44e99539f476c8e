# A top-level embedded C block in a script needs -g too.
# error: embedded C is only allowed in tapset files or with -g (guru mode)
# at: 4:1
%{
#include <linux/sched.h>
%}
probe begin { }
