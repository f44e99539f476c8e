# buildok.sh - every buildok script (and every semok script: whatever pass
# 2 accepts must build) is translated and then built against every
# installed kernel with ONE Kbuild invocation per kernel (many objects,
# -j), warnings as errors.  Sourced by run-tests.
# shellcheck shell=bash

. testsuite/lib/kernels.sh

buildok_kernel() {
	local rel=$1 dir=$TMP/buildok/$rel f name n=0 objs="" tmpc
	mkdir -p "$dir"
	for f in testsuite/buildok/*.pp testsuite/semok/*.pp; do
		[ -e "$f" ] || continue
		name="b_$(basename "$(dirname "$f")")_$(basename "$f" .pp | tr -c 'A-Za-z0-9_\n' '_')"
		# shellcheck disable=SC2046,SC2086
		if ! tmpc=$("$PMPROBE" -p3 -r "$rel" -m "$name" $(flags_of "$f") "$f" $(args_of "$f") 2> "$dir/$name.err"); then
			fail "buildok/$rel/$f" "pass 3 failed" "$dir/$name.err"
			continue
		fi
		mv "$tmpc" "$dir/$name.c"
		rm -rf "$(dirname "$tmpc")"
		objs="$objs $name.o"
		echo "$f" > "$dir/$name.src"
		n=$((n + 1))
	done
	printf 'obj-m := %s\nccflags-y := -I%s/runtime -Werror -g0\n' "$objs" "$ROOT" > "$dir/Makefile"
	make -s -k -j"$(nproc)" -C "/lib/modules/$rel/build" M="$dir" modules > "$dir/build.log" 2>&1
	# One failed object stops Kbuild before linking any module: link
	# again without the failures (compiled objects are reused).
	objs=""
	for f in "$dir"/*.src; do
		name=$(basename "$f" .src)
		[ -f "$dir/$name.o" ] && objs="$objs $name.o"
	done
	printf 'obj-m := %s\nccflags-y := -I%s/runtime -Werror -g0\n' "$objs" "$ROOT" > "$dir/Makefile"
	make -s -k -j"$(nproc)" -C "/lib/modules/$rel/build" M="$dir" modules >> "$dir/build.log" 2>&1
	for f in "$dir"/*.src; do
		name=$(basename "$f" .src)
		if [ -f "$dir/$name.ko" ]; then
			pass "buildok/$rel/$(cat "$f")"
		else
			grep -E "$name\.c:[0-9]+:[0-9]+: (error|warning)" "$dir/build.log" | head -n 5 > "$dir/$name.why"
			fail "buildok/$rel/$(cat "$f")" "did not build (log: $dir/build.log)" "$dir/$name.why"
		fi
	done
}

for rel in $(installed_kernels); do
	buildok_kernel "$rel"
done
