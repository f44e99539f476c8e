 *[0-9]+ context-switches
 *([3-9][0-9][0-9][0-9]|[1-9][0-9][0-9][0-9][0-9]+) page-faults
 *[0-9]+ ms elapsed
