# kernel_v is compared with a version in a string literal, as in SystemTap.
# error: 'kernel_v' is compared with a string literal
# at: 4:16
%( kernel_v >= 6 %? probe begin { } %)
