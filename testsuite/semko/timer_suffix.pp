# A timer takes no suffix after its period.
# error: a timer takes no suffix such as '.kernel'
# at: 4:18
probe timer.s(1).kernel { n++ }
