# SystemTap corpus: preprocessor conditionals on $#, $1, @2, runtime, systemtap_v, kernel_v and arch, with && and || and nesting.
# Expected output (SystemTap 5.x): the language reference's "Conditional
# compilation" section: %( CONDITION %? TRUE-TOKENS %: FALSE-TOKENS %), $#
# the number of arguments, $N compared as numbers and @N as strings; runtime
# is "kernel" for a kernel-module script; systemtap_v is 5.x (>= "2.0");
# kernel_v of any kernel this runs on (6.x) is >= "2.6.32"; arch is the
# kernel's architecture name (x86_64 here).  Run with the arguments 5 hello.
# args: 5 hello
probe begin
{
	%( $# == 2 %? println("two arguments") %: println("other count") %)
	%( $1 > 3 %? printf("first argument %d is above 3\n", $1) %)
	%( @2 == "hello" %? println("greeting given") %)
	%( runtime == "kernel" %? println("kernel runtime") %: println("other runtime") %)
	%( systemtap_v >= "2.0" %? println("language 2.0 or later") %)
	%( kernel_v >= "2.6.32" %? println("a modern kernel") %: println("an old kernel") %)
	%( arch == "x86_64" || arch == "arm64" %? println("a 64-bit arch") %: println("another arch") %)
	%( $# > 0 && $1 == 5 %? println("and: both hold") %)
	%( $# > 0 %? %( $# > 1 %? println("nested: more than one") %: println("nested: one") %) %: println("nested: none") %)
	exit()
}
