# -x with a pid that does not exist is refused before loading: status 1 and a clear message.
# run: -x 99999
# status: 1
# stderr: no such process
probe begin { println("must not run"); exit() }
