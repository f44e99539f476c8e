# @entry keeps a number or a string, not an aggregate's histogram.
# error: @entry keeps a number or a string from the call's entry, not a histogram
# at: 7:8
global a
probe timer.ms(1) { a <<< 1 }
probe kernel.function("ksys_read").return {
	print(@entry(@hist_log(a)))
}
