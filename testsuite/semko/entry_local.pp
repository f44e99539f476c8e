# A local of the .return probe does not exist at the call's entry.
# error: @entry cannot use the local 'x': it is evaluated at the call's entry, where the return probe's locals do not exist yet
# at: 6:13
probe kernel.function("ksys_read").return {
	x = 1
	n = @entry(x)
}
