# pass4.sh - pass 4 as users run it, against every installed kernel: the
# early compile of the script's objects (compiler/prebuild.c) is recorded
# by a first build, used by the next, gives the same code as Kbuild
# compiling them, recovers from a bad recorded command, and a build error
# is still one line pointing at the kept log.  Sourced by buildok.sh.
# shellcheck shell=bash

# The module's code and relocations, without the file's name.
code_of() { objdump -dr "$1" | tail -n +3; }

pass4_kernel() {
	local rel=$1 d=$TMP/pass4/$1 cmd err
	mkdir -p "$d"
	export XDG_CACHE_HOME=$d/cache
	printf 'global n\nprobe perf.cpu_clock(1000000) { n++ }\nprobe end { println(n) }\n' > "$d/small.pp"
	printf 'function bad:long() %%{ return no_such_thing; %%}\nprobe begin { println(bad()) }\n' > "$d/bad.pp"

	# The first build for a kernel compiles everything with Kbuild and
	# records the command, with the module's names taken out.
	if (cd "$d" && "$PMPROBE" -v -p4 -r "$rel" -m p4_first small.pp) > /dev/null 2> "$d/first.err" &&
		grep -q "the runtime's object too" "$d/first.err"; then
		pass "pass4/$rel/first build"
	else
		fail "pass4/$rel/first build" "did not build with Kbuild alone" "$d/first.err"
	fi
	cmd=$(ls "$d"/cache/pmprobe/runtime-*/pmp__s.cmd 2> /dev/null | head -n1)
	if [ -n "$cmd" ] && grep -q -- "-o @DIR@/@OBJ@.o @DIR@/@OBJ@.c" "$cmd" &&
		grep -q "KBUILD_MODNAME='\"@MOD@\"'" "$cmd" && ! grep -q "p4_first\|/tmp/pmprobe" "$cmd"; then
		pass "pass4/$rel/command recorded"
	else
		fail "pass4/$rel/command recorded" "no template, or names left in it: ${cmd:-none}" "$cmd"
	fi

	# The next build compiles while Kbuild starts, to the same code.
	if (cd "$d" && "$PMPROBE" -v -p4 --disable-cache -r "$rel" -m p4_same small.pp) > /dev/null 2> "$d/early.err" &&
		grep -q "the script compiled while Kbuild started" "$d/early.err" && mv "$d/p4_same.ko" "$d/early.ko" &&
		(cd "$d" && PMPROBE_PREBUILD=0 "$PMPROBE" -v -p4 --disable-cache -r "$rel" -m p4_same small.pp) > /dev/null 2> "$d/plain.err" &&
		! grep -q "while Kbuild started" "$d/plain.err" &&
		objcopy -O binary -j .modinfo "$d/early.ko" "$d/early.modinfo" &&
		tr '\0' '\n' < "$d/early.modinfo" | grep -qx "name=p4_same" &&
		diff <(code_of "$d/early.ko") <(code_of "$d/p4_same.ko") > "$d/code.diff"; then
		pass "pass4/$rel/early compile, same code"
	else
		fail "pass4/$rel/early compile, same code" "see $d" "$d/early.err"
		[ -s "$d/code.diff" ] && head -n 20 "$d/code.diff"
	fi

	# A big script's two objects, both compiled early.
	if "$PMPROBE" -v -p4 --disable-cache -r "$rel" testsuite/run/split_objects.pp > "$d/split.out" 2> "$d/split.err" &&
		grep -q "the script compiled while Kbuild started" "$d/split.err" &&
		[ -s "$(dirname "$(cat "$d/split.out")")/pmp__s2.o_shipped" ]; then
		pass "pass4/$rel/early compile, two objects"
	else
		fail "pass4/$rel/early compile, two objects" "see $d/split.err" "$d/split.err"
	fi
	case $(cat "$d/split.out") in /tmp/pmprobe*/link/*.ko) rm -rf "$(dirname "$(dirname "$(cat "$d/split.out")")")" ;; esac

	# A recorded command that no longer works: the ordinary build, which
	# records it again.
	[ -n "$cmd" ] && echo 'exit 1' > "$cmd"
	if (cd "$d" && "$PMPROBE" -v -p4 --disable-cache -r "$rel" -m p4_stale small.pp) > /dev/null 2> "$d/stale.err" &&
		grep -q "the early compile or its link did not succeed" "$d/stale.err" &&
		grep -q -- "-o @DIR@/@OBJ@.o" "$cmd"; then
		pass "pass4/$rel/bad recorded command"
	else
		fail "pass4/$rel/bad recorded command" "not recovered" "$d/stale.err"
	fi

	# A C error in the script's embedded C (guru mode), with and without
	# the early compile: exit status 1, the log's path and its first
	# error, at the script's FILE:LINE:COL (#line, byte columns).
	for how in early plain; do
		if [ $how = early ]; then err=$d/bad-early.err; else err=$d/bad-plain.err; fi
		if (cd "$d" && PMPROBE_PREBUILD=$([ $how = early ] && echo 1 || echo 0) \
			"$PMPROBE" -g -p4 -r "$rel" bad.pp) > /dev/null 2> "$err"; then
			fail "pass4/$rel/C error ($how)" "built" "$err"
		elif [ "$(wc -l < "$err")" = 2 ] && grep -q "^pmprobe: pass 4: the module did not build against .* the Kbuild log is kept at /tmp/pmprobe.*/build.log$" "$err" &&
			grep -q "^pmprobe: the first error: bad.pp:1:31: error: .no_such_thing. undeclared" "$err"; then
			pass "pass4/$rel/C error ($how)"
		else
			fail "pass4/$rel/C error ($how)" "not the two lines expected" "$err"
		fi
		rm -rf "$(sed -n 's/.*the Kbuild log is kept at \(.*\)\/build.log$/\1/p' "$err")"
	done
	unset XDG_CACHE_HOME
}

for rel in $(installed_kernels); do
	pass4_kernel "$rel"
done
