# pass4.sh - pass 4 as users run it, against every installed kernel: the
# command for the early compile of the script's objects
# (compiler/kbuild/prebuild.c) is recorded by a first build and used by the
# next, which gives the same objects as Kbuild compiling them (the
# runtime's too, when new limits need a new one); a bad
# recorded command falls back to the ordinary build, one naming a missing
# file or recorded for another compiler is not used, an error in the script's embedded C
# is two lines: the kept log, and the error at the script's
# FILE:LINE:COL, and the runtime cannot use KBUILD_MODNAME.  Sourced by
# buildok.sh.
# shellcheck shell=bash

# The module's code and relocations, without the file's name (with the
# objdump of the kernel's machine: OBJDUMP, set per kernel).
code_of() { "$OBJDUMP" -dr "$1" | tail -n +3; }
# The build directory pmprobe -k kept, from its standard error.
kept_dir() { sed -n 's/^pmprobe: keeping the build directory //p' "$1"; }

pass4_kernel() {
	local rel=$1 d=$TMP/pass4/$1 cmd err
	OBJDUMP=objdump
	[ "$(kernel_machine "$rel")" = aarch64 ] && [ "$(uname -m)" != aarch64 ] && OBJDUMP=aarch64-linux-gnu-objdump
	mkdir -p "$d"
	export XDG_CACHE_HOME=$d/cache
	printf 'global n\nprobe perf.cpu_clock(1000000) { n++ }\nprobe end { println(n) }\n' > "$d/small.pp"
	printf 'function bad:long() %%{ return no_such_thing; %%}\nprobe begin { println(bad()) }\n' > "$d/bad.pp"

	# The first build for a kernel compiles everything with Kbuild and
	# records the command, with the module's names taken out.
	if (cd "$d" && "$PMPROBE" -v -p4 -r "$rel" -m p4_first small.pp) > /dev/null 2> "$d/first.err" &&
		grep -qx "Pass 4 path: build=kbuild runtime=compiled" "$d/first.err"; then
		pass "pass4/$rel/first build"
	else
		fail "pass4/$rel/first build" "did not build with Kbuild alone" "$d/first.err"
	fi
	cmd=$(ls "$d"/cache/pmprobe/kbuild-*/pmp__s.cmd 2> /dev/null | head -n1)
	if [ -n "$cmd" ] && grep -q -- "-o @DIR@/@OBJ@.o @DIR@/@OBJ@.c" "$cmd" &&
		grep -q "KBUILD_MODNAME='\"@MOD@\"'" "$cmd" && ! grep -q "p4_first\|/tmp/pmprobe" "$cmd"; then
		pass "pass4/$rel/command recorded"
	else
		fail "pass4/$rel/command recorded" "no template, or names left in it: ${cmd:-none}" "$cmd"
	fi

	# The next build compiles while Kbuild starts, to the same objects
	# and code as Kbuild compiling them (the same module name: -m).
	rm -f "$d/early.ko"
	if (cd "$d" && "$PMPROBE" -v -k -p4 --disable-cache -r "$rel" -m p4_same small.pp) > /dev/null 2> "$d/early.err" &&
		grep -qx "Pass 4 path: build=early runtime=cache" "$d/early.err" && mv "$d/p4_same.ko" "$d/early.ko" &&
		(cd "$d" && PMPROBE_PREBUILD=0 "$PMPROBE" -v -k -p4 --disable-cache -r "$rel" -m p4_same small.pp) > /dev/null 2> "$d/plain.err" &&
		grep -qx "Pass 4 path: build=kbuild runtime=.*" "$d/plain.err" &&
		cmp "$(kept_dir "$d/early.err")/link/pmp__s.o_shipped" "$(kept_dir "$d/plain.err")/pmp__s.o" &&
		code_of "$d/early.ko" | grep -q "<pmp" &&
		diff <(code_of "$d/early.ko") <(code_of "$d/p4_same.ko") > "$d/code.diff"; then
		pass "pass4/$rel/early compile, same object"
	else
		fail "pass4/$rel/early compile, same object" "see $d" "$d/early.err"
		[ -s "$d/code.diff" ] && head -n 20 "$d/code.diff"
	fi
	rm -rf "$(kept_dir "$d/early.err")" "$(kept_dir "$d/plain.err")"

	# New limits, so no runtime object cached for them: it compiles
	# early too, is cached, and is the object Kbuild makes of it.
	if (cd "$d" && "$PMPROBE" -v -p4 -r "$rel" -m p4_limits -D MAXMAPENTRIES=77 small.pp) > /dev/null 2> "$d/limits.err" &&
		grep -qx "Pass 4 path: build=early runtime=compiled" "$d/limits.err" &&
		(cd "$d" && XDG_CACHE_HOME=$d/cache2 PMPROBE_PREBUILD=0 "$PMPROBE" -k -p4 -r "$rel" -m p4_limits \
			-D MAXMAPENTRIES=77 small.pp) > /dev/null 2> "$d/limits2.err" &&
		[ "$(ls "$d"/cache/pmprobe/runtime-*/pmp__rt.o | wc -l)" = 2 ] &&
		cmp "$(ls -t "$d"/cache/pmprobe/runtime-*/pmp__rt.o | head -n1)" "$(kept_dir "$d/limits2.err")/pmp__rt.o"; then
		pass "pass4/$rel/early compile, the runtime too"
	else
		fail "pass4/$rel/early compile, the runtime too" "see $d" "$d/limits.err"
	fi
	rm -rf "$(kept_dir "$d/limits2.err")"

	# A big script's two objects, both compiled early.
	if (cd "$d" && "$PMPROBE" -v -k -p4 --disable-cache -r "$rel" -m p4_split "$ROOT/testsuite/run/split_objects.pp") \
		> /dev/null 2> "$d/split.err" &&
		grep -qx "Pass 4 path: build=early runtime=cache" "$d/split.err" &&
		[ -s "$(kept_dir "$d/split.err")/link/pmp__s2.o_shipped" ]; then
		pass "pass4/$rel/early compile, two objects"
	else
		fail "pass4/$rel/early compile, two objects" "see $d/split.err" "$d/split.err"
	fi
	rm -rf "$(kept_dir "$d/split.err")"

	# A recorded command that no longer works (the compiler refuses an
	# option): the ordinary build, which records it again.
	[ -n "$cmd" ] && sed -i '2s| -c -o | -fpmprobe-no-such-option -c -o |' "$cmd"
	if (cd "$d" && "$PMPROBE" -v -p4 --disable-cache -r "$rel" -m p4_stale small.pp) > /dev/null 2> "$d/stale.err" &&
		grep -q "the early compile or its link did not succeed" "$d/stale.err" &&
		grep -q -- "-o @DIR@/@OBJ@.o" "$cmd" && ! grep -q no-such-option "$cmd"; then
		pass "pass4/$rel/bad recorded command"
	else
		fail "pass4/$rel/bad recorded command" "not recovered" "$d/stale.err"
	fi

	# One that names a file that no longer exists is not even tried.
	[ -n "$cmd" ] && sed -i '2s| -c -o | -include /nonexistent/pmp.h -c -o |' "$cmd"
	if (cd "$d" && "$PMPROBE" -v -p4 --disable-cache -r "$rel" -m p4_gone small.pp) > /dev/null 2> "$d/gone.err" &&
		grep -q "not using the recorded compile command: it names /nonexistent/pmp.h, which does not exist" "$d/gone.err" &&
		! grep -q "did not succeed" "$d/gone.err" && ! grep -q nonexistent "$cmd"; then
		pass "pass4/$rel/recorded command naming a missing file"
	else
		fail "pass4/$rel/recorded command naming a missing file" "tried, or not recorded again" "$d/gone.err"
	fi

	# A command recorded for another compiler (its stamp differs) is not
	# used, and the ordinary build records it again.
	[ -n "$cmd" ] && sed -i '1s/ [0-9]* [0-9]*$/ 1 1/' "$cmd"
	if (cd "$d" && "$PMPROBE" -v -p4 --disable-cache -r "$rel" -m p4_stamp small.pp) > /dev/null 2> "$d/stamp.err" &&
		grep -qx "Pass 4 path: build=kbuild runtime=.*" "$d/stamp.err" && ! grep -q "did not succeed" "$d/stamp.err" &&
		! grep -q " 1 1$" "$cmd" && grep -q "^#pmprobe compiler /" "$cmd"; then
		pass "pass4/$rel/another compiler"
	else
		fail "pass4/$rel/another compiler" "used, or not recorded again" "$d/stamp.err"
	fi

	# A C error in the script's embedded C (guru mode, which never
	# compiles early: the user's C might export symbols, which need the
	# rest of Kbuild's rule): exit status 1, the log's path and its first
	# error at the script's FILE:LINE:COL (#line, byte columns).
	err=$d/bad.err
	if (cd "$d" && "$PMPROBE" -g -p4 -r "$rel" bad.pp) > /dev/null 2> "$err"; then
		fail "pass4/$rel/C error" "built" "$err"
	elif [ "$(wc -l < "$err")" = 2 ] && grep -q "^pmprobe: pass 4: the module did not build against .* the Kbuild log is kept at /tmp/pmprobe.*/build.log$" "$err" &&
		grep -q "^pmprobe: the first error: bad.pp:1:31: error: .no_such_thing. undeclared" "$err" &&
		[ ! -e "$(sed -n 's/.*the Kbuild log is kept at \(.*\)\/build.log$/\1/p' "$err")/link" ]; then
		pass "pass4/$rel/C error"
	else
		fail "pass4/$rel/C error" "not the two lines expected, or compiled early" "$err"
	fi
	rm -rf "$(sed -n 's/.*the Kbuild log is kept at \(.*\)\/build.log$/\1/p' "$err")"
	# A tapset (-I) whose top-level C and global serve only a function
	# this script does not call: the function is not emitted, and
	# neither its C's unused statics nor its untyped global fail.
	mkdir -p "$d/tapset"
	printf '%%{\nstatic int p4_count;\nstatic int p4_one(void) { return 1; }\n%%}\nglobal p4_glob\nfunction p4_bump:long() %%{ p4_count += p4_one(); return p4_count; %%}\nfunction p4_set() { p4_glob = 1 }\n' \
		> "$d/tapset/p4.pp"
	if (cd "$d" && "$PMPROBE" -p4 -r "$rel" -I "$d/tapset" -m p4_tapset small.pp) > /dev/null 2> "$d/tapset.err"; then
		pass "pass4/$rel/-I tapset, its functions uncalled"
	else
		fail "pass4/$rel/-I tapset, its functions uncalled" "did not build" "$d/tapset.err"
	fi

	# The runtime's object is shared by every module of its kernel and
	# limits, compiled with the first one's name: a use of KBUILD_MODNAME
	# in it, a kernel macro's too (pr_debug's dynamic debug), must not
	# build (runtime/pmp_runtime.c).  A copy of runtime/ with one.
	rm -rf "$d/datadir"
	mkdir -m 755 "$d/datadir"
	cp -r "$ROOT/runtime" "$d/datadir/"
	chmod -R go-w "$d/datadir"
	echo 'static void __maybe_unused pmp_name_check(void) { pr_debug("x\n"); }' >> "$d/datadir/runtime/pmp_module.c"
	err=$d/modname.err
	if (cd "$d" && PMPROBE_DATADIR=$d/datadir XDG_CACHE_HOME=$d/cache-modname "$PMPROBE" -p4 -r "$rel" small.pp) \
		> /dev/null 2> "$err"; then
		fail "pass4/$rel/the runtime never uses KBUILD_MODNAME" "a pr_debug() in the runtime built" "$err"
	elif grep -q "error: .pmp_runtime_object_is_shared_use_THIS_MODULE_name. undeclared" "$err"; then
		pass "pass4/$rel/the runtime never uses KBUILD_MODNAME"
	else
		fail "pass4/$rel/the runtime never uses KBUILD_MODNAME" "did not fail on its KBUILD_MODNAME" "$err"
	fi
	rm -rf "$(sed -n 's/.*the Kbuild log is kept at \(.*\)\/build.log$/\1/p' "$err")" "$d/datadir"
	unset XDG_CACHE_HOME
}

for rel in $(installed_kernels); do
	pass4_kernel "$rel"
done
