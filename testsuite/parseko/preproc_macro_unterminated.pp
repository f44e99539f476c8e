# A macro body without its '%)' is one error at its '%('.
# error: unterminated body of macro '@m': '%(' without its '%)'
# at: 5:11
probe begin { }
@define m %( 1 + 2
probe end { }
