# A local read but never assigned anywhere (SystemTap warns; pmprobe refuses:
# it would always read 0 or "").
# error: local variable 'count' is read but never assigned in this probe: it is always 0 (or ""); to keep a value between handler runs, declare 'global count'
# error: local variable 'who' is read but never assigned in this function: it is always 0 (or ""); to keep a value between calls, declare 'global who'
# at: 6:33
function name:string() { return who . "" }
probe begin { printf("%d %s\n", count, name()) }
