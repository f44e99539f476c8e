# pmprobe does not translate perf.breakpoint for an arm64 kernel (arm64
# steps over a breakpoint only for perf's own handlers: with pmprobe's it
# would fire again at the same instruction for ever), and its loader, on
# an arm64 machine, refuses a module that has breakpoints anyway: here one
# that says it has (its .modinfo, written with -g's embedded C), before
# any load.
# machine: aarch64
# flags: -g
# status: 1
# stderr-re: ^pmprobe: /pmp/t_breakpoint_module_refused\.ko has kernel breakpoints, which hang an arm64 kernel \(it steps over a breakpoint only for perf's own handlers\): not loading it$
%{
PMP_MODULE_INFO(PMP_MODINFO_BREAKPOINT, "0 ksys_read");
%}
probe begin { exit() }
