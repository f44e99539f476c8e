# fastlink.sh - pass 4's link without make (compiler/kbuild/fastlink.c),
# against every installed kernel this machine builds for: the first
# build with a default module name records Kbuild's link steps and keeps
# them only when they give Kbuild's module byte for byte; later builds
# link without make, to a module the kernel cannot tell from Kbuild's
# (compared section by section: only the build directory's path, in the
# .mod.o's debug line strings and the offsets to them, and the build-id
# may differ), and with the .mod.o renamed from the cache (and, where the
# kernel build makes BTF, the .BTF section from the cache); a stale
# recipe, a failing step and -r DIR go through Kbuild, said with -v.
# Sourced by buildok.sh, or alone: run-tests fastlink.
# shellcheck shell=bash

. testsuite/lib/kernels.sh

# The sections of module $1 that have file contents: NAME OFFSET SIZE.
sections_of() {
	readelf -S -W "$1" | sed -n 's/^ *\[ *[0-9]*\] //p' |
		while read -r name type _ off size _; do
			[ "$type" = NOBITS ] || [ "$type" = NULL ] || echo "$name $((16#$off)) $((16#$size))"
		done
}

# The sections in which two modules of the same size differ, one a line
# ("(headers)" for the ELF and section headers).
differing_sections() {
	cmp -l "$1" "$2" | awk 'NR == FNR { nm[NR] = $1; off[NR] = $2; sz[NR] = $3; n = NR; next }
		{ o = $1 - 1; f = "(headers)"
		  for (i = 1; i <= n; i++) if (o >= off[i] && o < off[i] + sz[i]) { f = nm[i]; break }
		  seen[f] = 1 }
		END { for (f in seen) print f }' <(sections_of "$1") - | sort
}

# The path strings of a module's .debug_line_str, its build directory $2
# written as DIR, sorted.
line_strings() {
	readelf -p .debug_line_str "$1" | sed -n 's/^ *\[ *[0-9a-f]*\]  //p' | sed "s|$2|DIR|g" | sort
}

# Modules $1 (linked without make) and $2 (Kbuild) the kernel cannot
# tell apart; why not on stdout.
same_to_the_kernel() {
	local a=$1 b=$2 s
	if [ "$(stat -c %s "$a")" != "$(stat -c %s "$b")" ]; then
		echo "sizes differ: $(stat -c %s "$a") and $(stat -c %s "$b")"; return 1
	fi
	for s in $(differing_sections "$a" "$b"); do
		case $s in
		.note.gnu.build-id|.debug_line_str|.rela.debug_info|.rela.debug_line) ;;
		*) echo "section $s differs"; return 1 ;;
		esac
	done
	if ! diff <(line_strings "$a" "$(dirname "$a")") <(line_strings "$b" "$(dirname "$b")") > /dev/null; then
		echo ".debug_line_str names other paths than the build directory's"; return 1
	fi
	for s in vermagic name depends retpoline srcversion; do
		if [ "$(modinfo -F $s "$a")" != "$(modinfo -F $s "$b")" ]; then
			echo "modinfo $s differs"; return 1
		fi
	done
}

fastlink_kernel() {
	local rel=$1 d=$TMP/fastlink/$1 recipe n ko kb why
	mkdir -p "$d"
	export XDG_CACHE_HOME=$d/cache
	for n in 1 2 3 4 5 6; do
		printf 'global a%s\nprobe perf.cpu_clock(%s0000) { a%s[pid()]++ }\nprobe end { println(%s) }\n' \
			"$n" "$n" "$n" "$n" > "$d/s$n.pp"
	done
	p4() { local f=$1; shift; (cd "$d" && "$PMPROBE" -v -p4 -r "$rel" --disable-cache "$@" "$f.pp") \
		> "$d/$f.out" 2> "$d/$f.err"; }

	# The first build records the steps, checked against Kbuild's module.
	recipe=
	if p4 s1 && grep -q "recorded Kbuild's link steps for this kernel: linked again without make, the module is Kbuild's byte for byte" "$d/s1.err"; then
		recipe=$(ls "$d"/cache/pmprobe/link-*/recipe)
		if [ "$(stat -c %a "$recipe")" = 600 ] && ! grep -q "/tmp/pmprobe\|pmp_[0-9a-f]" "$recipe"; then
			pass "fastlink/$rel/recorded and checked"
		else
			fail "fastlink/$rel/recorded and checked" "mode not 0600 or names left in it" "$recipe"
		fi
	else
		fail "fastlink/$rel/recorded and checked" "no recipe" "$d/s1.err"
	fi

	# Then a new script links without make (its .mod.o compiled), and a
	# third with the second's .mod.o renamed (and its .BTF added from the
	# cache, where there is one); each is Kbuild's module to
	# the kernel (the same script built by Kbuild: PMPROBE_FASTLINK=0).
	for n in 2 3; do
		why=
		if ! p4 s$n -k || ! grep -q "^Pass 4 path: build=fast " "$d/s$n.err"; then
			why="not linked without make"
		elif [ $n = 3 ] && ! grep -q "\.mod\.o [0-9]* ms (from the cache, renamed)" "$d/s$n.err"; then
			why="the .mod.o was not taken from the cache"
		elif [ $n = 3 ] && grep -q "^btf " "$recipe" && ! grep -q "BTF [0-9]* ms (its section from the cache)" "$d/s$n.err"; then
			why="the .BTF was not taken from the cache"
		elif ! (cd "$d" && PMPROBE_FASTLINK=0 "$PMPROBE" -p4 -k -r "$rel" --disable-cache s$n.pp) \
			> "$d/s$n.kb.out" 2> "$d/s$n.kb.err"; then
			why="Kbuild did not build it"
		else
			ko=$(tail -n1 "$d/s$n.out")
			kb=$(tail -n1 "$d/s$n.kb.out")
			why=$(same_to_the_kernel "$ko" "$kb")
		fi
		if [ -z "$why" ]; then
			pass "fastlink/$rel/the same module as Kbuild's ($([ $n = 2 ] && echo "its .mod.o compiled" || echo "its .mod.o renamed"))"
		else
			fail "fastlink/$rel/the same module as Kbuild's ($n)" "$why" "$d/s$n.err"
		fi
		rm -rf "$(sed -n 's/^pmprobe: keeping the build directory //p' "$d/s$n.err" "$d/s$n.kb.err")"
	done

	# A recipe that no longer matches (a program it runs changed):
	# Kbuild, said with -v, and the recipe is recorded again.
	[ -n "$recipe" ] && sed -i 's|^stamp \([^ ]*\) \([0-9]*\) |stamp \1 1\2 |' "$recipe"
	if p4 s4 && grep -q "Pass 4: not using the link recipe: .* changed since the recipe was recorded; Kbuild links the module" "$d/s4.err" &&
		grep -qx "Pass 4 path: build=\(kbuild\|early\) runtime=.*" "$d/s4.err" && grep -q "recorded Kbuild's link steps" "$d/s4.err" &&
		[ -s "$(tail -n1 "$d/s4.out")" ]; then
		pass "fastlink/$rel/stale recipe: Kbuild"
	else
		fail "fastlink/$rel/stale recipe: Kbuild" "not said, or not built by Kbuild" "$d/s4.err"
	fi

	# A step that fails: Kbuild builds the module, the recipe is recorded again.
	[ -n "$recipe" ] && sed -i "s|^modpost \([^ ]*\) |modpost \1 -pmprobe-no-such-option |" "$recipe"
	if p4 s5 && grep -q "Pass 4: the link without make did not succeed (logs: .*); Kbuild builds the module" "$d/s5.err" &&
		[ -s "$(tail -n1 "$d/s5.out")" ] && ! grep -q no-such-option "$recipe"; then
		pass "fastlink/$rel/failing step: Kbuild"
	else
		fail "fastlink/$rel/failing step: Kbuild" "not said, not built, or not recorded again" "$d/s5.err"
	fi

	# -r DIR: a kernel build of the user's always goes through Kbuild.
	if (cd "$d" && "$PMPROBE" -v -p4 -r "/lib/modules/$rel/build" --disable-cache s6.pp) > /dev/null 2> "$d/s6.err" &&
		[ "$(grep -c "Pass 4: -r /lib/modules/$rel/build is a build directory: Kbuild links the module" "$d/s6.err")" = 1 ] &&
		grep -qx "Pass 4 path: build=\(kbuild\|early\) runtime=.*" "$d/s6.err"; then
		pass "fastlink/$rel/-r DIR: Kbuild"
	else
		fail "fastlink/$rel/-r DIR: Kbuild" "not said, or linked without make" "$d/s6.err"
	fi
	unset XDG_CACHE_HOME
}

for rel in $(installed_kernels); do
	fastlink_kernel "$rel"
done
