one-byte reads: 3000, on fd 7: 3000, returning 1 with \$count == 1: 3000
reads of fd 4294967295: 1, of 0 bytes: 1; fd < 0: 0
fd=0x7 buf=0x[0-9a-f]+ count=0x1
