calls: 200
deltas summed within the calls' window, under 1% short of it: 1
every call at least 8192 instructions: 1
largest under 4 times the smallest: 1
value \|-+ count
* *[0-9]+ \|@* *[0-9]+
*
