# print(@hist_linear(a[k])) of an element that holds no values is a runtime error, as in SystemTap (translate.cxx, visit_print_format: "empty aggregate" for a missing element too).
# status: 1
# stderr: ERROR: aggregate by is empty: @hist_linear has no value near
global by
probe begin { by["x"] <<< 5; print(@hist_linear(by["x"], 0, 10, 5)); print(@hist_linear(by["y"], 0, 10, 5)); println("not reached") }
probe end { println("end") }
