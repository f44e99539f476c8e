# A condition reading a script argument that was not given is an error naming it.
# args: 1
# error: the condition reads @2, and the script was not given that argument
# at: 5:15
%( $1 == 1 && @2 == "x" %? probe begin { } %)
