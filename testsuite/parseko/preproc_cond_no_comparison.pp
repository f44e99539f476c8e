# A condition is a comparison: a bare name is not one.
# error: expected a comparison operator (< <= == != >= >) in the condition
# at: 4:4
%( arch %? probe begin { } %)
