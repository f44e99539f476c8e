 *[1-9][0-9]+ cycles
 *[1-9][0-9]+ instructions  # (0\.9[0-9]|1\.0[0-9]) insn per cycle
