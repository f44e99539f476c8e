# SIGINT to the loader (sent once the module is loaded and running) stops the script like -T: end runs, output drains, status 0.
# before: sh -c 'while [ ! -e /proc/pmprobe/t_signal_int_stops ]; do sleep 0.2; done; sleep 0.5; kill -INT $(pidof pmprobe)'
global ticks
probe begin { println("started") }
probe timer.ms(100) { ticks++ }
probe end { printf("end ticks>0=%d\n", ticks > 0) }
