# A counter group: the leader samples, the members count pinned beside
# it, and $counter1.. are their handles.
global ipc
probe perf.cycles(1000000).group(perf.instructions, perf.raw(0x11)) {
	ipc = counter_delta($counter1) * 1000 / (counter_delta($counter2) + 1)
}
