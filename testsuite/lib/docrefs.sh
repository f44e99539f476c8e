# docrefs.sh - the docs match the tree: every file or directory of the
# tree that a document or a comment names must exist, and
# docs/ARCHITECTURE.md names every source file of compiler/ and runtime/
# (sourced by lib/protocol.sh as the "docrefs" kind; $TMP, pass and fail from
# there).
#
# Read: README.md, docs/, man/, compiler/README.md, and the comments and
# text of every tracked source, script, test and example.  A reference
# is a path that starts with one of the tree's top directories
# (compiler/common/util.c, docs/SAFETY.md, testsuite/run/), a path inside one
# of its layers or test directories (translator/codegen.c, lib/canary.sh,
# run/perf_throttled.pp), or a runtime file named alone (pmp_context.c).
# It exists when the tree has that file or directory (for the shorter
# forms: some path that ends with it); a program or module built from a
# source of the tree counts (bench/guest/loop from loop.c, NAME.ko from
# NAME.c), and a glob's or a shell variable's fixed part
# (bench/scripts/h_*.pp, testsuite/fuzz/fuzz_$1.c, ${t#testsuite/fuzz/fuzz_})
# must start some path.  Not references: #include lines (the compiler checks those),
# generated names (pmp__s.c), placeholders in capitals
# (testsuite/run/NAME.pp, bench/results/DATE.txt), the test names of
# shell tests (pass "man/renders"), C string literals (code, not
# comments), another project's file named as such, its owner's name
# right before it on the same line (SystemTap's runtime/stat-common.c,
# the kernel's lib/kstrtox.c, Kbuild's), and the kernel build's own
# files under a name this tree's scripts/ shadows (DOCREFS_KERNEL_PATHS).
# shellcheck shell=bash

# Files of a kernel build (Kbuild's) that pmprobe names: they live under
# the kernel's scripts/, not this tree's.
DOCREFS_KERNEL_PATHS='scripts/Makefile.modpost scripts/Makefile.modfinal scripts/mod/modpost scripts/kconfig/merge_config.sh scripts/sign-file'

docrefs_check() {
	local list=$TMP/docrefs.files tree=$TMP/docrefs.tree out=$TMP/docrefs.out f
	git ls-files > "$tree" 2>/dev/null || find . -type f -not -path './.git/*' | sed 's|^\./||' > "$tree"
	grep -E '(^|/)(README\.md|Makefile|run-tests)$|\.(md|[17]|c|h|l|y|pp|sh|py|re)$|^scripts/|^\.ci/' "$tree" |
		grep -vE '^testsuite/(sysfs|golden)/' > "$list"
	# FILE<TAB>LINE<TAB>REF for each reference that names nothing in the tree.
	while IFS= read -r f; do
		[ -f "$f" ] || continue
		awk -v file="$f" -v kernel="$DOCREFS_KERNEL_PATHS" '
		BEGIN { top = "(compiler|runtime|tapset|testsuite|examples|man|docs|scripts|bench|\\.ci)"
			sub_ = "(common|translator|kbuild|loader|sandbox|lib|run|guest|arm64|parseok|parseko|semok|semko|buildok|workloads|golden|canary|pfm|fuzz|sysfs|debug-kernel|results)"
			pat = "(" top "/[A-Za-z0-9_./+-]*[A-Za-z0-9_]|" sub_ "/[A-Za-z0-9_.+-]+\\.[a-z0-9]+|pmp_[a-z0-9_]+\\.[ch])"
			n = split(kernel, k, " "); for (i = 1; i <= n; i++) kpath[k[i]] = 1
			c_like = file ~ /\.[chly]$/ }
		/^[ \t]*#[ \t]*include/ { next }
		{ line = $0
		  gsub(/\\-/, "-", line)                                  # man: \- is a hyphen
		  if (c_like) gsub(/"([^"\\]|\\.)*"/, "\"\"", line)         # C strings: code
		  while (match(line, pat)) {
			ref = substr(line, RSTART, RLENGTH)
			before = substr(line, 1, RSTART - 1)
			line = substr(line, RSTART + RLENGTH)
			if (before ~ /[A-Za-z0-9_.\/-]$/) continue          # inside a longer word or path
			if (before ~ /(SystemTap|stap|kernel|Kbuild)'"'"'s [`(]?$/) continue  # another project'"'"'s file
			if (before ~ /(pass|fail|cli_[a-z_]+) "?$/) continue # a test'"'"'s name
			if (ref in kpath) continue                           # a kernel build'"'"'s
			if (substr(line, 1, 1) ~ /[*$}]/) ref = ref "*"      # a glob, a shell variable or ${v#PREFIX}: its fixed part
			print file "\t" FNR "\t" ref
		  } }' "$f"
	done < "$list" > "$out.all"
	awk -F'\t' 'NR == FNR { files[$0] = 1; n = split($0, p, "/"); s = p[n]; base[s] = 1; suf[s] = 1
			     for (i = n - 1; i >= 1; i--) { s = p[i] "/" s; suf[s] = 1; d = p[1]
				     for (j = 2; j <= i; j++) d = d "/" p[j]; dirs[d] = 1; dsuf[p[i]] = 1 }
			     for (i = 1; i < n; i++) { s = p[i]; for (j = i + 1; j < n; j++) { s = s "/" p[j] }; dsuf[s] = 1 }
			     next }
		function known(r) { return r in files || r in dirs || r in suf || r in dsuf }
		{ r = $3; sub(/\/+$/, "", r)
		  if (known(r)) next
		  if (r ~ /\*$/) { pre = substr(r, 1, length(r) - 1); for (x in files) if (index(x, pre) == 1 || index(x, "/" pre)) next }
		  src = r; sub(/\.ko$/, "", src)
		  if (src !~ /\.[a-z0-9]+$/ && known(src ".c")) next   # built from a source
		  if (r ~ /^pmp__/ || r ~ /(^|\/|_)(NAME|REL|RELEASE|KIND|MACHINE|DIR|FILE|KEY|VNAME|PMU|EVENT|ARCH|MODEL|SUBSYS|BIN|DATE)(\/|\.|$)/) next
		  print }' "$tree" "$out.all" > "$out" 2> "$out.err" && [ ! -s "$out.err" ] || {
		fail docrefs "the check itself failed" "$out.err"; return; }
	[ -s "$out.all" ] || { fail docrefs "no reference found: the scan is broken"; return; }
	cut -f1 "$out.all" | sort -u > "$out.files"
	while IFS= read -r f; do
		if grep -q "^$f	" "$out"; then
			grep "^$f	" "$out" | awk -F'\t' '{ print $1 ":" $2 ": " $3 }' > "$out.one"
			fail "docrefs/$f" "names files that do not exist" "$out.one"
		else
			pass "docrefs/$f"
		fi
	done < "$out.files"
}

# The other way round: docs/ARCHITECTURE.md's tables name every source
# file of compiler/ and runtime/, so a new file gets its row.
docrefs_tables() {
	local f missing=
	for f in $(git ls-files compiler runtime 2>/dev/null | grep -E '\.(c|h|l|y)$'); do
		grep -qF "\`${f##*/}\`" docs/ARCHITECTURE.md || missing="$missing $f"
	done
	if [ -z "$missing" ]; then
		pass docrefs/architecture-tables
	else
		echo "not in docs/ARCHITECTURE.md:$missing" > "$TMP/docrefs.tables"
		fail docrefs/architecture-tables "a source file has no row" "$TMP/docrefs.tables"
	fi
}

docrefs_check
docrefs_tables
