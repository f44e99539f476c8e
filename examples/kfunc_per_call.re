ksys_read: [0-9]+ calls; cycles per call:
 *value \|-+ count
* *[0-9]+ \|@* *[0-9]+
*
instructions per call:
 *value \|-+ count
* *[0-9]+ \|@* *[0-9]+
*
