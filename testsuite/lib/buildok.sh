# buildok.sh - every buildok script is translated and then built against
# every installed kernel, warnings as errors: this machine's and,
# cross-built, the arm64 twins (scripts/install-arm64); a script with
# "# arches:" is refused in words for the others (its breakpoints, or its
# program built for another machine).  Every semok script
# (whatever pass 2 accepts must build) is built once per kernel line and
# once per machine: on this machine's 6.1 and on arm64's 6.12 (this
# machine's where there is no arm64 kernel), which saves some 150 s of
# the suite against building all of them everywhere.  Sourced by lib/protocol.sh for the runner.
#
# A module is two objects, the script's and the runtime's (kbuild.c).
# The runtime's depends only on the -D limits, so each distinct runtime
# is built once per kernel by pmprobe itself (-p4, no cache: this also
# tests pass 4 as users run it), and every module is then linked with a
# copy of it, as pass 4 does with a cached runtime object; the scripts'
# objects are compiled and linked in ONE Kbuild invocation per kernel.
# shellcheck shell=bash

# A test's flags for a build against kernel $rel: its own "-r RELEASE"
# (a semok test's "another kernel than this one") is dropped, since the
# build names the kernel, and the one a test names need not be installed.
build_flags_of() {
	local out=() w skip=
	# shellcheck disable=SC2046
	for w in $(flags_of "$1"); do
		if [ -n "$skip" ]; then skip=; continue; fi
		if [ "$w" = -r ]; then skip=1; continue; fi
		out+=("$w")
	done
	echo "${out[@]}"
}

. testsuite/lib/kernels.sh

# The kernels the semok scripts build on: one of each line, of both
# machines where both are installed.
semok_kernels() {
	kernel_of_line 6.1
	local r
	r=$(kernel_of_line 6.12 aarch64)
	[ -n "$r" ] || r=$(kernel_of_line 6.12)
	echo "$r"
}

buildok_kernel() {
	local rel=$1 dir=$TMP/buildok/$rel f name n=0 objs="" tmpc rtc h rep s2 arches machine vars
	local -a scripts=(testsuite/buildok/*.pp)
	declare -A runtime_of=()
	machine=$(kernel_machine "$rel")
	vars=$(kbuild_vars "$rel")
	mkdir -p "$dir/rt"
	semok_kernels | grep -qxF "$rel" && scripts+=(testsuite/semok/*.pp)
	for f in "${scripts[@]}"; do
		[ -e "$f" ] || continue
		name="b_$(basename "$(dirname "$f")")_$(basename "$f" .pp | tr -c 'A-Za-z0-9_\n' '_')"
		# A script for some architectures only ("# arches: x86_64", its
		# breakpoints) must be refused for the others, in words.
		arches=$(directive arches "$f" | head -n1)
		if [ -n "$arches" ] && [[ " $arches " != *" $machine "* ]]; then
			# shellcheck disable=SC2046,SC2086
			if env $(env_of "$f") "$PMPROBE" -p3 -r "$rel" $(build_flags_of "$f") "$f" $(args_of "$f") > /dev/null 2> "$dir/$name.err"; then
				fail "buildok/$rel/$f" "translated for $machine, which it is not for (# arches: $arches)"
			elif grep -qE "error: .* (not available for arm64 kernels|cannot be used where the name is encoded at load time|is a program for [a-z0-9_]+, not for the target.s)" "$dir/$name.err"; then
				pass "buildok/$rel/$f (refused for $machine)"
			else
				fail "buildok/$rel/$f" "not refused in words for $machine" "$dir/$name.err"
			fi
			continue
		fi
		# shellcheck disable=SC2046,SC2086
		if ! tmpc=$(env $(env_of "$f") "$PMPROBE" -p3 -r "$rel" -m "$name" $(build_flags_of "$f") "$f" $(args_of "$f") 2> "$dir/$name.err"); then
			fail "buildok/$rel/$f" "pass 3 failed" "$dir/$name.err"
			continue
		fi
		rtc="$(dirname "$tmpc")/pmp__rt.c"
		h=$(sha256sum < "$rtc" | cut -c1-16)
		mv "$tmpc" "$dir/${name}_s.c"
		# A big script's second object includes the first by name.
		rm -f "$dir/${name}_s2.c"
		[ -e "$(dirname "$tmpc")/pmp__s2.c" ] &&
			sed "s/\"pmp__s\.c\"/\"${name}_s.c\"/" "$(dirname "$tmpc")/pmp__s2.c" > "$dir/${name}_s2.c"
		rm -rf "$(dirname "$tmpc")"
		echo "$h" > "$dir/$name.rt"
		[ -n "${runtime_of[$h]:-}" ] || runtime_of[$h]=$f
		echo "$f" > "$dir/$name.src"
		n=$((n + 1))
	done
	# Each distinct runtime object, built by pass 4 itself.
	for h in "${!runtime_of[@]}"; do
		rep=${runtime_of[$h]}
		# shellcheck disable=SC2046,SC2086
		if env $(env_of "$rep") XDG_CACHE_HOME="$dir/rt/cache-$h" "$PMPROBE" -p4 -k -r "$rel" $(build_flags_of "$rep") \
			"$rep" $(args_of "$rep") > /dev/null 2> "$dir/rt/$h.err"; then
			tmpc=$(sed -n 's/^pmprobe: keeping the build directory //p' "$dir/rt/$h.err")
			cp "$tmpc/pmp__rt.o" "$dir/rt/$h.o"
			rm -rf "$tmpc"
		else
			fail "buildok/$rel/runtime for $rep" "pass 4 failed" "$dir/rt/$h.err"
		fi
	done
	write_makefile() {
		local f name
		: > "$dir/Makefile"
		for f in "$dir"/*.src; do
			name=$(basename "$f" .src)
			h=$(cat "$dir/$name.rt")
			[ -f "$dir/rt/$h.o" ] || continue
			[ "$1" = all ] || [ -f "$dir/${name}_s.o" ] || continue
			[ "$1" = all ] || [ ! -e "$dir/${name}_s2.c" ] || [ -f "$dir/${name}_s2.o" ] || continue
			cp "$dir/rt/$h.o" "$dir/${name}_rt.o_shipped"
			echo "# prebuilt" > "$dir/.${name}_rt.o.cmd"
			s2=
			[ -e "$dir/${name}_s2.c" ] && s2="${name}_s2.o "
			printf 'obj-m += %s.o\n%s-y := %s_s.o %s%s_rt.o\n' "$name" "$name" "$name" "$s2" "$name" >> "$dir/Makefile"
		done
		printf 'ccflags-y := -I%s/runtime -Werror -g0\n' "$ROOT" >> "$dir/Makefile"
	}
	write_makefile all
	# shellcheck disable=SC2086
	make -s -k -j"$(nproc)" -C "/lib/modules/$rel/build" M="$dir" $vars modules > "$dir/build.log" 2>&1
	# One failed object stops Kbuild before linking any module: link
	# again without the failures (compiled objects are reused).
	write_makefile compiled
	# shellcheck disable=SC2086
	make -s -k -j"$(nproc)" -C "/lib/modules/$rel/build" M="$dir" $vars modules >> "$dir/build.log" 2>&1
	for f in "$dir"/*.src; do
		name=$(basename "$f" .src)
		if [ -f "$dir/$name.ko" ]; then
			pass "buildok/$rel/$(cat "$f")"
		else
			grep -E "${name}_s2?\.c:[0-9]+:[0-9]+: (error|warning)" "$dir/build.log" | head -n 5 > "$dir/$name.why"
			fail "buildok/$rel/$(cat "$f")" "did not build (log: $dir/build.log)" "$dir/$name.why"
		fi
	done
}

for rel in $(installed_kernels); do
	buildok_kernel "$rel"
done

# Pass 4 as users run it (the early compile, build errors), and its link
# without make.
. testsuite/lib/pass4.sh
. testsuite/lib/fastlink.sh
