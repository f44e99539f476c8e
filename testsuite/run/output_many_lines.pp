# A long output (3000 lines, over many records) arrives complete and in order.
# flags: -D MAXACTION=100000
probe begin { for (i = 1; i <= 3000; i++) printf("line %d %s\n", i, "abcdefghijklmnopqrstuvwxyz") ; exit() }
