# guru_mode is 1 under -g.
# flags: -g
%( guru_mode == 1 %? probe begin { } %: **ERROR** %)
%( guru_mode != 1 %? **ERROR** %)
