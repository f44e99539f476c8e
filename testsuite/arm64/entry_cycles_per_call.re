calls: 50
deltas summed within the calls' window, under 2% short of it: 1
instructions of calls counted: 50
every call at least 524288 instructions: 1
 *value \|-+ count
* *[0-9]+ \|@* *[0-9]+
*
