# SystemTap corpus: log() in begin probes of two priorities and in end, as in SystemTap's own begin/end tests.
# Expected output (SystemTap 5.x): stapfuncs log(3stap): "Writes the given
# string to the common trace buffer, appending an implicit end-of-line"
# (stap's own testsuite uses it for its messages, systemtap.base/be_order);
# begin(N) in increasing N, exit() then the end probe.
global phase

probe begin
{
	log("starting")
	phase = 1
}

probe begin(1)
{
	log(sprintf("phase %d", phase))
	exit()
}

probe end
{
	log("ending")
}
