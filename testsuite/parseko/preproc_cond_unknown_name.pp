# A condition names kernel_v, kernel_vr, arch, runtime, systemtap_v, systemtap_privilege, guru_mode, CONFIG_* or a literal.
# error: unknown preprocessor condition 'kernel_version' (kernel_v, kernel_vr, arch, runtime, systemtap_v, systemtap_privilege, guru_mode, CONFIG_*, or a literal)
# at: 4:4
%( kernel_version >= "6.1" %? probe begin { } %)
