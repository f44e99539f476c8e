# Conditions on the target kernel (the default one: the newest Debian kernel of this machine, 6.1 or later, x86_64): versions compare as strverscmp does (6.1.0 >= 6.1, 6.12 > 6.2), == with a wildcard is a match, CONFIG_ values come from its .config, an unset one is "".
%( kernel_v >= "6.1" && kernel_v > "5.19" && kernel_v < "99" %? probe begin { } %: **ERROR** %)
%( kernel_v == "6.*" && kernel_v != "*-*" && kernel_vr == "6.*-*" %? probe begin { } %: **ERROR** %)
%( kernel_v < "6.1" || kernel_vr == "5.*" %? **ERROR** %)
%( arch == "x86_64" && arch != "arm*" %? probe begin { } %: **ERROR** %)
%( CONFIG_SMP == "y" && CONFIG_MODULES == "[ym]" && CONFIG_PMPROBE_NO_SUCH == "" %? probe begin { } %: **ERROR** %)
%( CONFIG_SMP != "y" || CONFIG_PERF_EVENTS == "" %? **ERROR** %)
