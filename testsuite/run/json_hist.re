\{"type":"hist","data":\{"x":\[\{"min":0,"max":0,"count":1\},\{"min":1,"max":1,"count":1\},\{"min":2,"max":3,"count":2\},\{"min":4,"max":7,"count":4\},\{"min":8,"max":15,"count":2\}\]\}\}
\{"type":"printf","data":"between\\n"\}
\{"type":"hist","data":\{"y":\[\{"max":-1,"count":2\},\{"min":0,"max":4,"count":2\},\{"min":5,"max":9,"count":1\},\{"min":10,"max":14,"count":2\},\{"min":15,"max":19,"count":2\},\{"min":20,"max":24,"count":1\}\]\}\}
\{"type":"stats","data":\{"stop_reason":1,"errors":0,.*,"records_written":3,.*\}\}
