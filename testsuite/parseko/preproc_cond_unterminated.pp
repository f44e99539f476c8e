# A conditional without its '%)' is one error at its '%('.
# error: unterminated conditional: '%(' without its '%)'
# at: 4:1
%( 1 == 1 %?
probe begin { }
