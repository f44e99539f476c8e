# profiles.sh - --pprof and --flamegraph end to end, read by the tools
# people read them with.  One guest: pmprobe --vm -T 2 --pprof P
# --flamegraph G -c 'dd ...' examples/kernel_pprof.pp (the x86 guest,
# software clock samples, kernel stacks).  Sourced by vmcli.sh, which
# starts it with its other guests (profiles_start) and checks it after
# (profiles_check).  The viewers run as the user nobody (when the suite
# is root) with HOME, GOCACHE and Chromium's profile in a directory of
# their own, removed after.
#   vm/pprof-top         status 0, stdout matches examples/kernel_pprof.re;
#                        `go tool pprof -top` reads P and reports the
#                        printed array's total, and for each of its top
#                        rows (up to 5 with a flat weight) the weight
#                        the printed stacks give that innermost frame,
#                        the heaviest one first
#   vm/pprof-user-top    the same for a program's own functions: pmprobe
#                        --vm --pprof P -c 'ustack_fp 100'
#                        examples/user_pprof.pp (user-space stacks,
#                        named in the guest from the program's mappings;
#                        ustack_fp built here with frame pointers, as the
#                        runner builds it): go tool pprof's top rows are
#                        the printed stacks' innermost frames, which add
#                        up the lines one stack gives (an array key per
#                        address), and the heaviest is pmp_hot_a
#   vm/flamegraph-shown  headless Chromium's screenshot of G: at the
#                        root frame and at the widest frame of the
#                        heaviest innermost function, the fill colour G
#                        gives them, a flame colour (red 200 or more,
#                        blue 60 or less); white left of the root (so the
#                        check can fail); that frame's name drawn in it
#                        (dark pixels inside it)
# A viewer that is not installed (golang-go, chromium:
# scripts/install-deps) skips its test with the reason.
# shellcheck shell=bash

PROF=$TMP/profiles
PROF_CMD='dd if=/dev/zero of=/dev/null bs=1 count=100000 2>/dev/null'

profiles_start() {
	mkdir -p "$PROF"
	# one vCPU, as vmcli.sh's listpmu, for the same reason
	vmcli_bg profile "$PMPROBE" --vm --vm-cpus 1 -T 2 --pprof "$PROF/kernel.pb.gz" \
		--flamegraph "$PROF/kernel.svg" -c "$PROF_CMD" examples/kernel_pprof.pp
	# the workload's flags from its cflags line, as the runner reads them
	if gcc -O2 -static $(sed -n 's/^ \* cflags: //p' testsuite/workloads/ustack_fp.c) \
		-o "$PROF/ustack_fp" testsuite/workloads/ustack_fp.c 2> "$PROF/ustack_fp.err"; then
		vmcli_bg uprofile "$PMPROBE" --vm --vm-cpus 1 --pprof "$PROF/user.pb.gz" \
			--vm-file "$PROF/ustack_fp:/pmp/w/ustack_fp" -c '/pmp/w/ustack_fp 100' \
			examples/user_pprof.pp
	fi
}

# A directory the viewer may write, readable by it: VIEW.
profiles_viewer_dir() {
	VIEW=$(mktemp -d /tmp/pmprobe-view.XXXXXX) || return 1
	chmod 755 "$VIEW"
	if [ "$(id -u)" = 0 ] && id nobody > /dev/null 2>&1; then
		chown nobody "$VIEW"
	fi
}

# CMD... as the viewer: nobody when we are root, with VIEW as its home.
profiles_as_viewer() {
	if [ "$(id -u)" = 0 ] && id nobody > /dev/null 2>&1; then
		runuser -u nobody -- env HOME="$VIEW" GOCACHE="$VIEW/gocache" GOPATH="$VIEW/go" "$@"
	else
		env HOME="$VIEW" GOCACHE="$VIEW/gocache" GOPATH="$VIEW/go" "$@"
	fi
}

# The printed array's weight per innermost frame ("WEIGHT NAME", the
# heaviest first), and "TOTAL" last: what pprof's flat column must say.
profiles_leaf_weights() { # STDOUT
	awk -F'"' '/^stacks\[/ {
		n = split($2, f, ";"); leaf = ""
		for (i = n; i >= 1 && leaf == ""; i--) leaf = f[i]
		sub(/^\]=/, "", $3); w[leaf] += $3; total += $3 }
	     END { for (k in w) print w[k], k | "sort -k1,1nr -k2"; close("sort -k1,1nr -k2")
		   print total, "TOTAL" }' "$1"
}

profiles_pprof_check() { # NAME PROFILE LEAVES
	local n=$1 pb=$2 want=$3 top=$PROF/top.${2##*/} total
	cp "$pb" "$VIEW/" && chmod 644 "$VIEW/${pb##*/}"
	if ! profiles_as_viewer go tool pprof -top -nodecount=10 "$VIEW/${pb##*/}" > "$top" 2> "$top.err"; then
		fail $n "go tool pprof cannot read the profile" "$top.err"
		return
	fi
	total=$(sed -n 's/^Showing nodes accounting for .* of \([0-9]*\) total$/\1/p' "$top")
	if [ "$total" != "$(awk '$2 == "TOTAL" { print $1 }' "$want")" ]; then
		cat "$want" >> "$top"
		fail $n "pprof's total ($total) is not the printed array's" "$top" 40
		return
	fi
	# pprof's rows: FLAT FLAT% SUM% CUM CUM% NAME; the first 5 with weight.
	if ! awk 'NR == FNR { w[$2] = $1; if (FNR == 1) max = $1; next }
		  /^ *flat  *flat%/ { rows = 1; next }
		  rows && $1 > 0 && ++k <= 5 {
			if (w[$6] != $1) { print "row " k ": " $6 " flat " $1 ", printed stacks say " w[$6] + 0; bad = 1 }
			if (k == 1 && $1 != max) { print "the heaviest row weighs " $1 ", the printed heaviest " max; bad = 1 }
		  }
		  END { if (k == 0) { print "no row with a flat weight"; bad = 1 } exit bad }' \
		  "$want" "$top" > "$top.diff"; then
		cat "$top" "$want" >> "$top.diff"
		fail $n "pprof's top functions differ from the printed stacks'" "$top.diff" 60
		return
	fi
	pass $n
}

# "NAME X Y WIDTH R G B TEXT" per frame of the SVG (TEXT: 1 if its
# name is written in it).
profiles_svg_frames() { # SVG
	sed -n 's/^<g><title>\([^:]*\): .*<\/title><rect x="\([0-9.]*\)" y="\([0-9]*\)" width="\([0-9.]*\)" height="[0-9]*" fill="rgb(\([0-9]*\),\([0-9]*\),\([0-9]*\))"[^>]*>\(.*\)<\/g>$/\1 \2 \3 \4 \5 \6 \7 \8/p' "$1" |
		awk '{ print $1, $2, $3, $4, $5, $6, $7, ($8 ~ /^<text/) }'
}

profiles_flamegraph_check() {
	local n=vm/flamegraph-shown svg=$PROF/kernel.svg heavy height root fr pix
	heavy=$(head -n1 "$PROF/leaves" | awk '{ print $2 }')
	profiles_svg_frames "$svg" > "$PROF/frames"
	root=$(awk '$1 == "all"' "$PROF/frames")
	fr=$(awk -v h="$heavy" '$1 == h && $4 > w { w = $4; l = $0 } END { print l }' "$PROF/frames")
	height=$(sed -n 's/^<svg .* height="\([0-9]*\)".*/\1/p' "$svg" | head -n1)
	if [ -z "$root" ] || [ -z "$fr" ] || [ -z "$height" ]; then
		fail $n "the SVG lacks the root frame, a frame of $heavy or its height" "$svg"
		return
	fi
	cp "$svg" "$VIEW/kernel.svg" && chmod 644 "$VIEW/kernel.svg"
	(cd "$VIEW" && profiles_as_viewer timeout 60 chromium --headless --no-sandbox --disable-gpu \
		--hide-scrollbars --force-device-scale-factor=1 --window-size="1200,$height" \
		--screenshot="$VIEW/shot.png" "file://$VIEW/kernel.svg") > "$PROF/chromium.log" 2>&1
	if [ ! -s "$VIEW/shot.png" ]; then
		fail $n "headless Chromium wrote no screenshot" "$PROF/chromium.log"
		return
	fi
	cp "$VIEW/shot.png" "$PROF/shot.png"
	# Inside a frame, its top row's middle; the text is drawn lower.
	# shellcheck disable=SC2086
	set -- $root
	local rx=$2 ry=$3 rw=$4 rrgb="$5 $6 $7"
	# shellcheck disable=SC2086
	set -- $fr
	pix=$(python3 testsuite/lib/png_pixels.py "$PROF/shot.png" \
		"$(awk -v x="$rx" -v w="$rw" 'BEGIN { print int(x + w / 2) }'),$((ry + 1))" \
		"$(awk -v x="$2" -v w="$4" 'BEGIN { print int(x + w / 2) }'),$(($3 + 1))" \
		"$((${rx%.*} / 2)),$((ry + 1))" \
		"box:$2,$3,$(awk -v x="$2" -v w="$4" 'BEGIN { print int(x + w) }'),$(($3 + 15))" 2>&1)
	if ! printf '%s\n' "$pix" | awk -v a="$rrgb" -v b="$5 $6 $7" -v text="$8" '
		function near(got, want,   g, w, i) {
			split(got, g, " "); split(want, w, " ")
			for (i = 1; i <= 3; i++) if (g[i] - w[i] > 3 || w[i] - g[i] > 3) return 0
			return 1 }
		function warm(got,   g) { split(got, g, " "); return g[1] >= 200 && g[3] <= 60 }
		NR == 1 && !near($0, a) { print "root frame: " $0 ", drawn " a; bad = 1 }
		NR == 2 && !near($0, b) { print "heaviest frame: " $0 ", drawn " b; bad = 1 }
		NR <= 2 && !warm($0) { print "frame " NR ": " $0 ", not a flame colour"; bad = 1 }
		NR == 3 && !near($0, "255 255 255") { print "left of the root: " $0 ", not white"; bad = 1 }
		NR == 4 && text && $1 < 10 { print "heaviest frame: " $1 " dark pixels, its name is not drawn"; bad = 1 }
		END { if (NR != 4) bad = 1; exit bad }' > "$PROF/pixels.diff"; then
		printf '%s\n' "pixels read: $pix" "root: $root" "heaviest: $fr" >> "$PROF/pixels.diff"
		fail $n "the screenshot does not show the frames (kept in $PROF/shot.png)" "$PROF/pixels.diff"
		return
	fi
	pass $n
}

profiles_user_check() {
	local n=vm/pprof-user-top rc
	if [ ! -e "$VMCLI/uprofile.rc" ]; then
		fail $n "testsuite/workloads/ustack_fp.c did not build" "$PROF/ustack_fp.err"
		return
	fi
	rc=$(cat "$VMCLI/uprofile.rc")
	if [ "$rc" != 0 ]; then
		fail $n "exit status $rc, expected 0" "$VMCLI/uprofile.err"
	elif ! match_regex_lines examples/user_pprof.re "$VMCLI/uprofile.out" > "$PROF/uout.diff"; then
		fail $n "stdout does not match examples/user_pprof.re" "$PROF/uout.diff"
	elif ! command -v go > /dev/null; then
		skip $n "go (golang-go) is not installed"
	else
		profiles_leaf_weights "$VMCLI/uprofile.out" > "$PROF/uleaves"
		if [ "$(head -n1 "$PROF/uleaves" | awk '{ print $2 }')" != pmp_hot_a ]; then
			fail $n "the heaviest innermost frame is not pmp_hot_a" "$PROF/uleaves"
		else
			profiles_pprof_check $n "$PROF/user.pb.gz" "$PROF/uleaves"
		fi
	fi
}

profiles_check() {
	local rc
	rc=$(cat "$VMCLI/profile.rc")
	if [ "$rc" != 0 ]; then
		fail vm/pprof-top "exit status $rc, expected 0" "$VMCLI/profile.err"
		fail vm/flamegraph-shown "exit status $rc, expected 0" "$VMCLI/profile.err"
		return
	fi
	if ! match_regex_lines examples/kernel_pprof.re "$VMCLI/profile.out" > "$PROF/out.diff"; then
		fail vm/pprof-top "stdout does not match examples/kernel_pprof.re" "$PROF/out.diff"
		fail vm/flamegraph-shown "stdout does not match examples/kernel_pprof.re" "$PROF/out.diff"
		return
	fi
	if ! profiles_viewer_dir; then
		fail vm/pprof-top "no directory for the viewers"
		return
	fi
	profiles_leaf_weights "$VMCLI/profile.out" > "$PROF/leaves"
	if ! command -v go > /dev/null; then
		skip vm/pprof-top "go (golang-go) is not installed"
	elif [ ! -s "$PROF/kernel.pb.gz" ]; then
		fail vm/pprof-top "no profile written" "$VMCLI/profile.err"
	else
		profiles_pprof_check vm/pprof-top "$PROF/kernel.pb.gz" "$PROF/leaves"
	fi
	profiles_user_check
	if ! command -v chromium > /dev/null; then
		skip vm/flamegraph-shown "chromium is not installed"
	elif [ ! -s "$PROF/kernel.svg" ]; then
		fail vm/flamegraph-shown "no flame graph written" "$VMCLI/profile.err"
	else
		profiles_flamegraph_check
	fi
	rm -rf "$VIEW"
}
