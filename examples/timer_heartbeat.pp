# timer_heartbeat.pp - the smallest useful script: a heartbeat every
# 500 ms with the CPU it ran on and the jiffies counter, stopping itself
# after four beats.
global beats
probe timer.ms(500) {
	printf("beat %d on cpu %d at jiffies %d\n", ++beats, cpu(), jiffies())
	if (beats == 4)
		exit()
}
