# A condition must be followed by '%?'.
# error: expected '%?' after the condition of '%(' (a condition cannot hold '%(', '%:' or '%)')
# at: 4:11
%( 1 == 1 %: probe begin { } %)
probe end { }
