utilization 42%
blocked 42%
wait queue length 5[67][0-9]/1000
service time 150 ms
wait time 350 ms
throughput 28[45][0-9]/1000 per s
disk: 2\.8[45][0-9] ops/s, 0\.5[67][0-9] qlen, 3[45][0-9][0-9][0-9][0-9] await, 1[45][0-9][0-9][0-9][0-9] svctm, 42% wait, 42% util
idle: utilization 0%, blocked 0%
