# print(@hist_log(x)) of an aggregate with no values is a runtime error, as in SystemTap (translate.cxx, visit_print_format: a count of 0 is its "empty aggregate" error, before any row is printed).
# status: 1
# stderr: ERROR: aggregate lat is empty: @hist_log has no value near
global lat
probe begin { println("before"); print(@hist_log(lat)); println("not reached") }
probe end { println("end") }
