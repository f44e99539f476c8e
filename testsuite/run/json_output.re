\{"type":"printf","data":"quote \\" backslash \\\\ tab\\t\\u00c8\\u0001\\u007f end\\ncafé\\n42\\n"\}
\{"type":"printf","data":"end"\}
\{"type":"global","data":\{"n":5\}\}
\{"type":"global","data":\{"s":"a\\"b"\}\}
\{"type":"stats","data":\{"stop_reason":1,"errors":0,"skipped_reentrant":0,"skipped_lock":0,"skipped_entry":0,"records_written":4,"records_dropped":0,"records_overwritten":0,"messages_dropped":0,"memory_bytes":[0-9]+,"possible_cpus":[0-9]+,"throttled":0,"strings_cut":0,"records_read":4,"counters":\[\],"probes":\[\],"kprobes":\[\],"uprobes":\[\]\}\}
