# output.pp - SystemTap's printing functions that are plain script
# functions (print, println, printf and their s-forms are the language's).

/// Prints MSG and a new line, as SystemTap's log() does: the same as
/// println(MSG), on standard output with the rest of the script's output.
function log(msg:string) { println(msg) }
