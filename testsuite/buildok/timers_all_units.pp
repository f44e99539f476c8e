# Timers in every unit.
global n
probe timer.s(1), timer.ms(10), timer.us(500), timer.hz(20), timer.ns(100000) { n[pp()]++ }
