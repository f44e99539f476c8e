# run_checks.sh - --run checks a module with libelf before it loads it:
# a module whose vermagic names another kernel, and one that needs a
# kernel symbol the running kernel does not export, are each refused with
# one clear line (status 1, nothing on stdout, nothing loaded), before
# any insmod (the kernel log shows no load attempt).  Each is a copy of a
# good module patched in place with a same-length string (binpatch, as
# dd conv=notrunc would); the unpatched module runs.
# guest-seconds: 8
left() { grep -c "^s_run_checks" /proc/modules; }
try() { # NAME KO: runs it, prints what the checks need
	dmesg -c > /dev/null
	/bin/pmprobe --run "$2" > /tmp/o 2> /tmp/e
	echo "$1: status $?, stdout lines $(wc -l < /tmp/o), stderr lines $(wc -l < /tmp/e), loaded $(left)"
	# An insmod of a bad module would log "version magic" or "Unknown symbol".
	[ "$1" = good ] || echo "$1: load attempts in the kernel log: $(dmesg | grep -c s_run_checks)"
}
try good ${MOD}hello.ko
cat /tmp/o
# Vermagic: "6.1.0-56-amd64 SMP ..." becomes "9.1.0-56-amd64 SMP ...".
cp ${MOD}hello.ko /tmp/vermagic.ko
echo "vermagic patched: $(/pmp/w/binpatch /tmp/vermagic.ko vermagic=6. vermagic=9.)"
try vermagic /tmp/vermagic.ko
grep -q "^pmprobe: /tmp/vermagic.ko was built for kernel 9\.[^ ]*, but this kernel is $(uname -r): rebuild it with -r $(uname -r)" /tmp/e &&
	echo "vermagic: refused in words"
# An undefined symbol: kern_path (exported, used by every pmprobe module)
# becomes ksys_read (as long; in the kernel, but not exported to modules).
echo "ksys_read in kallsyms: $(grep -c ' ksys_read$' /proc/kallsyms), exported: $(grep -c ' __ksymtab_ksys_read$' /proc/kallsyms)"
cp ${MOD}hello.ko /tmp/symbol.ko
/pmp/w/binpatch /tmp/symbol.ko kern_path ksys_read > /dev/null && echo "symbol patched"
try symbol /tmp/symbol.ko
grep -q "^pmprobe: /tmp/symbol.ko needs the kernel symbol 'ksys_read', which this kernel does not export$" /tmp/e &&
	echo "symbol: refused in words"
