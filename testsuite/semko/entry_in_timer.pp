# A timer probe has no call whose entry @entry could be taken at.
# error: @entry is only available in a function's .return probe ('kernel.function("NAME").return', 'process("PATH").function("NAME").return'), not in a timer probe
# at: 4:27
probe timer.ms(100) { n = @entry(cpu()) }
