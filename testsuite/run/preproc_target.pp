# The preprocessor in a module run in the 6.1 guests (Debian's and the debug kernel): conditions on the target kernel (kernel_v, kernel_vr with its local version, arch, CONFIG_* of its .config) select what runs, through macros.
@define report(what, v) %( printf("%-9s %s\n", @what, @v) %)
@define line %( %( kernel_v >= "6.1" && kernel_v < "6.2" %? "6.1" %: "other" %) %)
probe begin {
	@report("kernel_v", @line)
	@report("kernel_vr", %( kernel_vr == "6.1.*-*" %? "6.1.*-*" %: "other" %))
	@report("arch", %( arch == "x86_64" %? "x86_64" %: %( arch == "arm64" %? "arm64" %: "other" %) %))
	@report("smp", %( CONFIG_SMP == "y" %? "y" %: "n" %))
	@report("hz", %( CONFIG_HZ == "250" %? "250" %: "other" %))
	@report("unset", %( CONFIG_PMPROBE_NO_SUCH == "" %? "empty" %: "set" %))
	exit()
}
