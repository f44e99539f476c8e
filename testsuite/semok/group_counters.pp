# A counter group: the leader samples, the members count pinned beside
# it, and $counter1.. are their handles.
# expect-p2: group: pinned, the leader of 2 members ($counter1..$counter2)
# expect-p2: group: pinned, a member
global ipc
probe perf.cycles(1000000).group(perf.instructions, perf.raw(0x11)) {
	ipc = counter_delta($counter1) * 1000 / (counter_delta($counter2) + 1)
}
