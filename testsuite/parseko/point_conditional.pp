# SystemTap's conditional probe points are refused in words, saying what
# to write instead, not with a syntax error about 'if'.
# error: pmprobe has no conditional probe points ('POINT if (COND)'): test the condition at the start of the body ('if (!(COND)) next')
# at: 6:13
global on
probe begin if (on) { println("x") }
