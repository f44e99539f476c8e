# -f json with -F: the flight recorder's records, printed at stop, come as
# the same JSON lines, the globals' records among them; nothing is
# overwritten in a run this small (3 records, far below the 1 MB buffer).
# run: -F -f json
global n
probe begin { printf("one\n"); n = 1; exit() }
probe end { printf("two\n") }
