# output.pp - SystemTap's logging functions that fit pmprobe: log, warn and
# assert (print, println, printf and their s-forms are the language's).

/// Prints MSG and a new line, as SystemTap's log() does: the same as
/// println(MSG), on standard output with the rest of the script's output.
function log(msg:string) { println(msg) }

/// Prints "WARNING: MSG" and a new line on standard error, after what the
/// handler printed so far, as SystemTap's warn() does; the script goes on.
function warn(msg:string) %{ pmp_warn_user(PMP_CONTEXT, PMP_ARG_msg); %}

/// Raises a runtime error with MSG if EXPR is 0, as SystemTap's
/// assert(expr, msg) does.  SystemTap's one-argument form is absent (there
/// is no overloading).
function assert(expr:long, msg:string) { if (!expr) error(msg) }
