# control.pp - stopping the script.

/// Stops the script: this handler runs to its end, then no handler runs but
/// the end probes; output is drained and pmprobe exits with status 0.
function exit() %{ pmp_request_exit(PMP_CONTEXT); %}

/// Raises a runtime error with MSG: the script stops as for any runtime
/// error (error and end probes run, exit status 1).
/// @fails
function error(msg:string) %{ pmp_error_user(PMP_CONTEXT, PMP_ARG_msg); %}
