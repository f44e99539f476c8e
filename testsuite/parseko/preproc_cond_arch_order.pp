# arch (like runtime and CONFIG_*) is a wildcard match: only == and != apply.
# error: 'arch' is compared with == or != only (a wildcard match)
# at: 4:4
%( arch < "x86" %? probe begin { } %)
