sample-to-sample interval \(us\): [1-9][0-9][0-9]+ samples, min [0-9]+, avg [1-9][0-9]*, max [1-9][0-9]*
 *value \|-+ count
...
 *512 \|@+ +[1-9][0-9]+
* *[0-9]+ \|@* +[0-9]+

