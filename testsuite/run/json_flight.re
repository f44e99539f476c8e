\{"type":"printf","data":"one\\n"\}
\{"type":"printf","data":"two\\n"\}
\{"type":"global","data":\{"n":1\}\}
\{"type":"stats","data":\{"stop_reason":1,"errors":0,"skipped_reentrant":0,"skipped_lock":0,"skipped_entry":0,"records_written":3,"records_dropped":0,"records_overwritten":0,.*"records_read":3,"counters":\[\],"probes":\[\],"kprobes":\[\],"uprobes":\[\]\}\}
