# attacks.sh - a root pmprobe against a local attacker (the user nobody):
# each test plants what an unprivileged user can plant and checks that
# pmprobe, running as root, neither runs, loads nor writes through it
# (docs/SAFETY.md, "Trust").  Each of these succeeded before the trust
# rule existed.  Needs root and the user nobody (65534); sourced by
# lib/protocol.sh for the runner (pass, fail, $PMPROBE, $TMP, $ROOT).
#   attack/cache-home-of-another-user  HOME names nobody's directory (sudo -E):
#       nobody's cache holds a planted module; root builds with its own cache
#   attack/cache-root-owned-by-another-user  XDG_CACHE_HOME/pmprobe is nobody's,
#       with a planted module and a planted compile command: ignored, warned
#   attack/cached-command-shell  a recorded command with shell syntax in it
#       (in root's own cache): not run, Kbuild compiles instead
#   attack/cached-command-untrusted-path  a recorded command naming a file
#       nobody owns (-fplugin=): not run
#   attack/cached-module-group-writable  a cached module anyone in its group
#       could have changed: not used
#   attack/cached-link-recipe-writable  a link recipe (compiler/kbuild/
#       fastlink.c) any user could write, with a command planted in it by
#       nobody: not run, Kbuild links the module, warned
#   attack/script-of-another-user, attack/tapset-dir-of-another-user,
#   attack/tapset-file-of-another-user, attack/datadir-of-another-user:
#       refused (they become kernel code)
#   attack/m-name-temp-symlinks  -m NAME in a shared directory full of
#       symlinks where a temporary file could be made: none followed
#   attack/o-symlink, attack/o-file-of-another-user, attack/vm-log-symlink:
#       pmprobe does not write through them
#   attack/run-module-of-another-user, attack/run-module-group-writable: not loaded
#   attack/busybox-of-another-user, attack/interpreter-of-another-user,
#   attack/vm-file-of-another-user: nothing of theirs runs on the host
#   attack/qemu-unprivileged  under umask 000 and a TMPDIR of nobody's:
#       QEMU runs as nobody under its seccomp sandbox, with no socket
#       anyone can connect to, and nothing is made in that TMPDIR
#   attack/cached-command-joined-include, attack/cached-command-response-file:
#       a recorded command naming nobody's file as -include/PATH, or
#       reading arguments from @FILE: not run
#   attack/cached-link-recipe-btfenv  a recipe whose BTF step's environment
#       is LD_PRELOAD=nobody's library: not run
#   attack/make-of-another-user, attack/cross-compile-of-another-user:
#       a make first in PATH, or a CROSS_COMPILE gcc, of nobody's: not run
#   attack/interpreter-not-a-loader  a guest file whose program interpreter
#       is a trusted program that is not the dynamic loader: not run
# Malformed input (fuzz findings, each one clear error line, testsuite/fuzz):
#   attack/module-modinfo-not-terminated, attack/module-breakpoint-index-twice,
#   attack/module-breakpoint-index-without-digits: --run refuses the module
#   attack/pmu-cpumask-not-a-list  a cpumask of '-' fails pass 2
#   attack/build-dir-release-not-a-name  -r DIR whose kernel.release is
#       '../../x y' is refused
#   attack/vm-image-directory, attack/vm-image-fifo  -r DIR --vm whose image
#       is a directory or a FIFO: refused, no hang
#   attack/kernel-log-nul  --scan-kernel-log finds a panic after a NUL byte
# shellcheck shell=bash

as_nobody() { setpriv --reuid=65534 --regid=65534 --clear-groups -- "$@"; }

attack_setup() {
	if [ "$(id -u)" != 0 ] || ! getent passwd nobody > /dev/null; then
		fail attack/setup "the attack tests need root and the user nobody"
		return 1
	fi
	ATK=$(mktemp -d /tmp/pmprobe-attack.XXXXXX) || return 1
	chmod 0755 "$ATK"
	# the attacks choose each cache through HOME or XDG_CACHE_HOME
	# themselves: one from the caller's environment would be used instead
	unset XDG_CACHE_HOME
	mkdir -p "$ATK/home" "$ATK/shared" "$ATK/tmpdir"
	chown 65534:65534 "$ATK/home" "$ATK/tmpdir"
	chmod 1777 "$ATK/shared"
	printf 'probe begin { println("the genuine module"); exit() }\n' > "$ATK/script.pp"
	printf 'probe begin { println("another genuine module"); exit() }\n' > "$ATK/script2.pp"
	printf 'probe begin { println("a third genuine module"); exit() }\n' > "$ATK/script3.pp"
	echo "precious" > "$ATK/victim"
	chmod 0644 "$ATK"/*.pp "$ATK/victim"
}

# The module pmprobe -p4 printed ($1: its stdout) is the genuine one.
genuine_module() {
	local ko
	ko=$(tail -n1 "$1")
	[ -f "$ko" ] && ! grep -q PLANTED "$ko" && grep -q "genuine module" "$ko"
}

attack_cache_home() {
	local n=attack/cache-home-of-another-user ko
	# The attacker builds the same script in their own cache, then plants.
	if ! HOME=$ATK/home as_nobody "$PMPROBE" -p4 "$ATK/script.pp" > "$TMP/atk.out" 2> "$TMP/atk.err"; then
		fail $n "nobody could not build the script (setup)" "$TMP/atk.err"; return
	fi
	ko=$(tail -n1 "$TMP/atk.out")
	as_nobody sh -c "echo PLANTED > '$ko'"
	HOME=$ATK/home "$PMPROBE" -v -p4 "$ATK/script.pp" > "$TMP/atk.out" 2> "$TMP/atk.err"
	if ! genuine_module "$TMP/atk.out"; then
		fail $n "root did not get its own module" "$TMP/atk.out"
	elif grep -q "^$ATK" "$TMP/atk.out"; then
		fail $n "the module came from nobody's cache" "$TMP/atk.out"
	elif ! grep -qF "HOME=$ATK/home belongs to another user, not to you: your own home's cache is used" "$TMP/atk.err"; then
		fail $n "-v does not say which cache is used and why" "$TMP/atk.err"
	else
		pass $n
	fi
}

# A cache root of nobody's under XDG_CACHE_HOME, with a planted module
# and a planted compile command (with the right compiler stamp).
attack_cache_root() {
	local n=attack/cache-root-owned-by-another-user cmd
	mkdir -p "$ATK/xdg"
	cp -a "$ATK/home/.cache/pmprobe" "$ATK/xdg/"
	for cmd in "$ATK"/xdg/pmprobe/kbuild-*/pmp__s.cmd; do
		[ -e "$cmd" ] || continue
		as_nobody sed -i "2s|^|touch $ATK/pwned; |" "$cmd"
	done
	XDG_CACHE_HOME=$ATK/xdg "$PMPROBE" -p4 "$ATK/script.pp" > "$TMP/atk.out" 2> "$TMP/atk.err"
	XDG_CACHE_HOME=$ATK/xdg "$PMPROBE" -p4 "$ATK/script2.pp" > "$TMP/atk2.out" 2>> "$TMP/atk.err"
	if [ -e "$ATK/pwned" ]; then
		fail $n "the planted command ran as root" "$TMP/atk.err"
	elif ! genuine_module "$TMP/atk.out" || ! genuine_module "$TMP/atk2.out"; then
		fail $n "root did not get its own modules" "$TMP/atk.out"
	elif ! grep -qF "warning: not using the cache $ATK/xdg/pmprobe for this run: $ATK/xdg/pmprobe: is owned by uid 65534, not by you (uid 0)" "$TMP/atk.err"; then
		fail $n "no warning naming the path and the check" "$TMP/atk.err"
	else
		pass $n
	fi
}

# Root's own cache, with its recorded command changed in place.
attack_cached_command() { # NAME SED-EXPRESSION EXPECTED-REASON
	local n=$1 cmd found=0
	rm -rf "$ATK/xdg3"
	mkdir -p "$ATK/xdg3"
	XDG_CACHE_HOME=$ATK/xdg3 "$PMPROBE" -p4 "$ATK/script.pp" > /dev/null 2>&1
	for cmd in "$ATK"/xdg3/pmprobe/kbuild-*/pmp__s.cmd; do
		[ -e "$cmd" ] || continue
		sed -i "$2" "$cmd"
		found=1
	done
	if [ $found = 0 ]; then
		fail "$n" "no recorded command to change (setup)"; return
	fi
	XDG_CACHE_HOME=$ATK/xdg3 "$PMPROBE" -v -p4 "$ATK/script3.pp" > "$TMP/atk.out" 2> "$TMP/atk.err"
	if [ -e "$ATK/pwned" ]; then
		fail "$n" "the changed command ran" "$TMP/atk.err"
	elif ! genuine_module "$TMP/atk.out"; then
		fail "$n" "no genuine module" "$TMP/atk.err"
	elif ! grep -qF "Pass 4: not using the recorded compile command: $3" "$TMP/atk.err"; then
		fail "$n" "-v does not say why the command was not used" "$TMP/atk.err"
	else
		pass "$n"
	fi
}

attack_cached_module_mode() {
	local n=attack/cached-module-group-writable ko
	XDG_CACHE_HOME=$ATK/xdg3 "$PMPROBE" -p4 "$ATK/script2.pp" > "$TMP/atk.out" 2>&1
	ko=$(tail -n1 "$TMP/atk.out")
	chmod 0664 "$ko"
	XDG_CACHE_HOME=$ATK/xdg3 "$PMPROBE" -v -p4 "$ATK/script2.pp" > "$TMP/atk.out" 2> "$TMP/atk.err"
	if grep -qx "Pass 4 path: build=cache runtime=none" "$TMP/atk.err"; then
		fail $n "the group-writable module was used" "$TMP/atk.err"
	elif ! grep -qF "$ko is writable by its group (mode 0664)" "$TMP/atk.err"; then
		fail $n "no warning naming the module and its mode" "$TMP/atk.err"
	else
		pass $n
	fi
}

# Root's own cache, whose link recipe (recorded by the default-named
# build of attack_cached_command) any user may write: nobody plants a
# command in it that would overwrite a root file.
attack_cached_recipe_mode() {
	local n=attack/cached-link-recipe-writable recipe
	recipe=$(ls "$ATK"/xdg3/pmprobe/link-*/recipe 2> /dev/null | head -n1)
	if [ -z "$recipe" ]; then
		fail $n "no link recipe recorded (setup)"; return
	fi
	# traversable by all (which the trust rule allows), the file writable
	chmod 0711 "$ATK/xdg3" "$ATK/xdg3/pmprobe" "$(dirname "$recipe")"
	chmod 0666 "$recipe"
	# (rewritten in place: nobody cannot make a file beside it)
	as_nobody bash -c 'c=$(sed "s|^ko |ko cp /etc/hostname $2 ; |" "$1") && printf "%s\n" "$c" > "$1"' \
		_ "$recipe" "$ATK/victim"
	if ! grep -q "^ko cp " "$recipe"; then
		fail $n "the recipe could not be planted (setup)"; return
	fi
	XDG_CACHE_HOME=$ATK/xdg3 "$PMPROBE" -v -p4 --disable-cache "$ATK/script2.pp" > "$TMP/atk.out" 2> "$TMP/atk.err"
	if [ "$(cat "$ATK/victim")" != precious ]; then
		fail $n "the planted command ran as root" "$TMP/atk.err"
	elif grep -q "^Pass 4 path: build=fast " "$TMP/atk.err" || ! genuine_module "$TMP/atk.out"; then
		fail $n "not built by Kbuild, or not the genuine module" "$TMP/atk.err"
	elif ! grep -qF "$recipe is writable by every user (mode 0666)" "$TMP/atk.err"; then
		fail $n "no warning naming the recipe and its mode" "$TMP/atk.err"
	else
		pass $n
	fi
}

# refused NAME PATTERN CMD...: status 1, PATTERN on stderr, PLANTED nowhere.
refused() {
	local n=$1 pat=$2 rc
	shift 2
	"$@" > "$TMP/atk.out" 2> "$TMP/atk.err" < /dev/null
	rc=$?
	if [ $rc != 1 ]; then
		fail "$n" "exit status $rc, expected 1" "$TMP/atk.err"
	elif ! grep -qE -- "$pat" "$TMP/atk.err"; then
		fail "$n" "stderr lacks: $pat" "$TMP/atk.err"
	elif [ -e "$ATK/pwned" ] || [ "$(cat "$ATK/victim")" != precious ]; then
		fail "$n" "the attacker's file was run or written through" "$TMP/atk.err"
	else
		pass "$n"
	fi
}

attack_sources() {
	cp "$ATK/script.pp" "$ATK/home/s.pp"
	chown 65534 "$ATK/home/s.pp"
	refused attack/script-of-another-user \
		"error: not reading the script $ATK/home/s.pp is owned by uid 65534" \
		"$PMPROBE" -p2 "$ATK/home/s.pp"
	mkdir -p "$ATK/tapsets"
	printf 'function f() { return 1 }\n' > "$ATK/tapsets/f.pp"
	chown -R 65534 "$ATK/tapsets"
	refused attack/tapset-dir-of-another-user \
		"error: not using the tapset directory $ATK/tapsets: $ATK/tapsets: is owned by uid 65534" \
		"$PMPROBE" -p2 -I "$ATK/tapsets" "$ATK/script.pp"
	chown 0 "$ATK/tapsets"
	refused attack/tapset-file-of-another-user \
		"error: not using the tapset directory $ATK/tapsets: $ATK/tapsets/f.pp is owned by uid 65534" \
		"$PMPROBE" -p2 -I "$ATK/tapsets" "$ATK/script.pp"
	mkdir -p "$ATK/home/data"
	cp -r "$ROOT/tapset" "$ROOT/runtime" "$ATK/home/data/"
	chown -R 65534 "$ATK/home/data"
	refused attack/datadir-of-another-user \
		"error: not using the tapset directory $ATK/home/data/tapset: $ATK/home: is owned by uid 65534" \
		env PMPROBE_DATADIR="$ATK/home/data" "$PMPROBE" -p2 "$ATK/script.pp"
}

# -m NAME used to go through NAME.ko.tmpPID: a shared directory full of
# symlinks at such names must not be written through.
attack_m_name() {
	local n=attack/m-name-temp-symlinks p
	# Planting takes a process per link: pmprobe's pid lands in the range.
	p=$(sh -c 'echo $$')
	as_nobody bash -c "for ((i = $p + 700; i < $p + 1500; i++)); do ln -s '$ATK/victim' '$ATK/shared/tmod.ko.tmp'\$i; done"
	as_nobody ln -sf "$ATK/victim" "$ATK/shared/tmod.ko"
	(cd "$ATK/shared" && "$PMPROBE" -p4 -m tmod "$ATK/script.pp") > "$TMP/atk.out" 2> "$TMP/atk.err"
	if [ "$(cat "$ATK/victim")" != precious ]; then
		fail $n "the victim file was overwritten" "$TMP/atk.err"
	elif [ -L "$ATK/shared/tmod.ko" ] || ! grep -q "genuine module" "$ATK/shared/tmod.ko"; then
		fail $n "tmod.ko is not the new module" "$TMP/atk.err"
	else
		pass $n
	fi
	rm -f "$ATK"/shared/tmod.ko*
}

attack_outputs() {
	local ko
	(cd "$ATK" && "$PMPROBE" -p4 -m good script.pp) > /dev/null 2>&1 < /dev/null
	ko=$ATK/good.ko
	as_nobody ln -sf "$ATK/victim" "$ATK/shared/out"
	refused attack/o-symlink \
		"cannot write $ATK/shared/out: is a symbolic link owned by uid 65534, not by you or root: not followed" \
		"$PMPROBE" --vm -o "$ATK/shared/out" --run "$ko"
	as_nobody sh -c "echo theirs > '$ATK/shared/theirs'"
	refused attack/o-file-of-another-user \
		"cannot write $ATK/shared/theirs: is owned by uid 65534, not by you \(uid 0\)" \
		"$PMPROBE" --vm -o "$ATK/shared/theirs" --run "$ko"
	as_nobody ln -sf "$ATK/victim" "$ATK/shared/log"
	refused attack/vm-log-symlink \
		"cannot create the console log $ATK/shared/log: is a symbolic link owned by uid 65534" \
		"$PMPROBE" --vm --vm-log "$ATK/shared/log" --run "$ko"
	cp "$ko" "$ATK/theirs.ko"
	chown 65534 "$ATK/theirs.ko"
	refused attack/run-module-of-another-user \
		"not loading $ATK/theirs.ko is owned by uid 65534" \
		"$PMPROBE" --run "$ATK/theirs.ko"
	cp "$ko" "$ATK/gw.ko"
	chmod 0664 "$ATK/gw.ko"
	refused attack/run-module-group-writable \
		"not loading $ATK/gw.ko is writable by its group \(mode 0664\)" \
		"$PMPROBE" --vm --run "$ATK/gw.ko"
	ATK_KO=$ko
}

# What goes into a guest runs on the host too when it is dynamically
# linked: its program interpreter lists its libraries.
attack_guest_files() {
	local ko=$ATK_KO
	cp /bin/busybox "$ATK/home/busybox"
	chown 65534 "$ATK/home/busybox"
	refused attack/busybox-of-another-user \
		"not putting $ATK/home/busybox is owned by uid 65534" \
		env PMPROBE_BUSYBOX="$ATK/home/busybox" "$PMPROBE" --vm --run "$ko"
	printf '#!/bin/sh\ntouch %s/pwned\n' "$ATK" > "$ATK/home/evil-ld.so"
	chmod 0755 "$ATK/home/evil-ld.so"
	chown 65534 "$ATK/home/evil-ld.so"
	printf 'int main(void) { return 0; }\n' > "$ATK/prog.c"
	if ! gcc -o "$ATK/prog" -Wl,--dynamic-linker="$ATK/home/evil-ld.so" "$ATK/prog.c"; then
		fail attack/interpreter-of-another-user "could not build the test program (setup)"
	else
		refused attack/interpreter-of-another-user \
			"not listing the libraries of $ATK/prog: its program interpreter $ATK/home/evil-ld.so is owned by uid 65534" \
			"$PMPROBE" --vm --vm-file "$ATK/prog" --run "$ko"
	fi
	cp "$ATK/prog.c" "$ATK/home/data.txt"
	chown 65534 "$ATK/home/data.txt"
	refused attack/vm-file-of-another-user \
		"not putting $ATK/home/data.txt is owned by uid 65534" \
		"$PMPROBE" --vm --vm-file "$ATK/home/data.txt" --run "$ko"
}

# QEMU, started by root under umask 000 with a TMPDIR of nobody's: who
# it runs as, its sandbox, and whether any socket of its has a path.
attack_qemu() {
	local n=attack/qemu-unprivileged pid qpid i inodes paths uid why=
	( umask 000; TMPDIR=$ATK/tmpdir exec "$PMPROBE" --vm -T 6 \
		-e 'probe timer.s(1) { println("tick") }' > "$TMP/atkq.out" 2> "$TMP/atkq.err" ) &
	pid=$!
	for ((i = 0; i < 200; i++)); do
		qpid=$(pgrep -P "$pid" qemu-system 2> /dev/null | head -n1)
		[ -n "$qpid" ] && break
		sleep 0.1
	done
	if [ -z "$qpid" ]; then
		why="QEMU was not found running"
	else
		uid=$(awk '/^Uid:/ { print $2 "/" $3 "/" $4 "/" $5 }' "/proc/$qpid/status")
		inodes=$(ls -l "/proc/$qpid/fd" 2> /dev/null | sed -n 's/.*socket:\[\([0-9]*\)\]/\1/p')
		paths=$(for i in $inodes; do awk -v i="$i" '$7 == i && NF >= 8 { print $8 }' /proc/net/unix; done)
		if [ "$uid" != 65534/65534/65534/65534 ]; then
			why="QEMU runs with uids $uid, not as nobody"
		elif ! tr '\0' ' ' < "/proc/$qpid/cmdline" | grep -q -- "-sandbox on,obsolete=deny,elevateprivileges=deny,spawn=deny"; then
			why="QEMU's seccomp sandbox is not on"
		elif [ -n "$paths" ]; then
			why="QEMU has a unix socket anyone could find: $paths"
		fi
	fi
	wait $pid
	if [ -z "$why" ] && [ -n "$(ls -A "$ATK/tmpdir")" ]; then
		why="pmprobe made files in a TMPDIR of nobody's: $(ls -A "$ATK/tmpdir")"
	elif [ -z "$why" ] && ! grep -qF "warning: not using TMPDIR: $ATK/tmpdir: is owned by uid 65534" "$TMP/atkq.err"; then
		why="no warning about TMPDIR"
	elif [ -z "$why" ] && ! grep -q "^tick$" "$TMP/atkq.out"; then
		why="the guest run did not work"
	fi
	if [ -n "$why" ]; then
		cat "$TMP/atkq.out" >> "$TMP/atkq.err"
		fail $n "$why" "$TMP/atkq.err"
	else
		pass $n
	fi
}

# Root's own cache, its link recipe's BTF step given an environment that
# would load nobody's library into pahole.
attack_cached_recipe_btfenv() {
	local n=attack/cached-link-recipe-btfenv recipe
	mkdir -p "$ATK/xdg4"
	XDG_CACHE_HOME=$ATK/xdg4 "$PMPROBE" -p4 "$ATK/script.pp" > /dev/null 2>&1
	recipe=$(grep -l '^btfenv ' "$ATK"/xdg4/pmprobe/link-*/recipe 2> /dev/null | head -n1)
	if [ -z "$recipe" ]; then
		pass "$n (no kernel with a BTF step here)"; return
	fi
	sed -i "s|^btfenv .*|btfenv LD_PRELOAD=$ATK/home/evil.so|" "$recipe"
	XDG_CACHE_HOME=$ATK/xdg4 "$PMPROBE" -v -p4 --disable-cache "$ATK/script2.pp" > "$TMP/atk.out" 2> "$TMP/atk.err"
	if ! genuine_module "$TMP/atk.out"; then
		fail $n "no genuine module" "$TMP/atk.err"
	elif ! grep -qF "not using the link recipe: its BTF step sets LD_PRELOAD, not only LLVM_OBJCOPY=PROGRAM" "$TMP/atk.err"; then
		fail $n "-v does not say why the recipe was not used" "$TMP/atk.err"
	else
		pass $n
	fi
}

# Programs found through the environment: a make of nobody's first in
# PATH, and a CROSS_COMPILE prefix naming nobody's gcc.
attack_path_programs() {
	mkdir -p "$ATK/home/bin" "$ATK/home/cross"
	printf '#!/bin/sh\ntouch %s/pwned\nexec /usr/bin/make "$@"\n' "$ATK" > "$ATK/home/bin/make"
	printf '#!/bin/sh\ntouch %s/pwned\nexec gcc "$@"\n' "$ATK" > "$ATK/home/cross/evil-gcc"
	chmod 0755 "$ATK/home/bin/make" "$ATK/home/cross/evil-gcc"
	chown -R 65534 "$ATK/home/bin" "$ATK/home/cross"
	refused attack/make-of-another-user \
		"error: not running Kbuild: $ATK/home/bin/make is owned by uid 65534" \
		env PATH="$ATK/home/bin:$PATH" "$PMPROBE" -p4 --disable-cache "$ATK/script.pp"
	refused attack/cross-compile-of-another-user \
		"error: not running Kbuild: $ATK/home/cross/evil-gcc is owned by uid 65534" \
		env PATH="$ATK/home/cross:$PATH" CROSS_COMPILE=evil- "$PMPROBE" -p4 --disable-cache "$ATK/script.pp"
}

# A guest file whose program interpreter is a trusted program (root's)
# that is not the dynamic loader: it would run as root with --list.
attack_interpreter_not_loader() {
	printf '#!/bin/sh\ntouch %s/pwned\n' "$ATK" > "$ATK/fake-ld.so"
	chmod 0755 "$ATK/fake-ld.so"
	if ! gcc -o "$ATK/prog2" -Wl,--dynamic-linker="$ATK/fake-ld.so" "$ATK/prog.c"; then
		fail attack/interpreter-not-a-loader "could not build the test program (setup)"; return
	fi
	refused attack/interpreter-not-a-loader \
		"not listing the libraries of $ATK/prog2: its program interpreter $ATK/fake-ld.so is not this system's dynamic loader" \
		"$PMPROBE" --vm --vm-file "$ATK/prog2" --run "$ATK_KO"
}

# A module object for --run made by gcc: .modinfo as given (entries
# separated by '|'), for this kernel (vermagic), needing no symbol, so
# that every check before the load is reached on this host.
malformed_module() { # FILE ENTRIES
	local e
	e=$(printf '%s' "$2" | sed 's/|/\\0/g')
	printf 'static const char m[] __attribute__((section(".modinfo"), used)) = "%s";\n' "$e" > "$ATK/mod.c"
	gcc -c -o "$1" "$ATK/mod.c" && chmod 0644 "$1"
}

attack_malformed_inputs() {
	local vm d
	vm="vermagic=$(uname -r) SMP mod_unload |pmprobe=0.1.0"
	# .modinfo without its last NUL (objcopy --update-section, as the
	# finding did it): libelf's buffer was read past
	malformed_module "$ATK/nonul.ko" "name=pm_x|$vm"
	printf 'name=pm_x\0vermagic=%s SMP mod_unload \0pmprobe=0.1.0\0jiffies_with_no_terminating_nul' \
		"$(uname -r)" > "$ATK/modinfo.bin"
	if ! objcopy --update-section .modinfo="$ATK/modinfo.bin" "$ATK/nonul.ko"; then
		fail attack/module-modinfo-not-terminated "objcopy could not plant the section (setup)"
	else
		refused attack/module-modinfo-not-terminated \
			"^pmprobe: $ATK/nonul.ko is not a kernel module: .modinfo is not NUL-terminated\$" \
			"$PMPROBE" --run "$ATK/nonul.ko"
	fi
	malformed_module "$ATK/bp2.ko" "name=pm_x|$vm|pmprobe_breakpoint=0 jiffies|pmprobe_breakpoint=0 jiffies_64"
	refused attack/module-breakpoint-index-twice \
		"^pmprobe: the module's breakpoint list is damaged \('0 jiffies(_64)?'\): not loading it\$" \
		"$PMPROBE" --run "$ATK/bp2.ko"
	malformed_module "$ATK/bpx.ko" "name=pm_x|$vm|pmprobe_breakpoint= jiffies|pmprobe_breakpoint=1 jiffies_64"
	refused attack/module-breakpoint-index-without-digits \
		"^pmprobe: the module's breakpoint list is damaged \(' jiffies'\): not loading it\$" \
		"$PMPROBE" --run "$ATK/bpx.ko"
	# a cpumask checked by its characters only passed pass 2
	cp -r "$ROOT/testsuite/sysfs" "$ATK/sysfs"
	echo - > "$ATK/sysfs/sys/bus/event_source/devices/uncore_imc_0/cpumask"
	refused attack/pmu-cpumask-not-a-list \
		"error: PMU uncore_imc_0: its cpumask '-' is not a CPU list" \
		"$PMPROBE" -p2 --sysfs-root "$ATK/sysfs" \
		-e 'probe perf.pmu("uncore_imc_0").event("cas_count_read").counter { }'
	# -r DIR whose release would name a cache entry outside the cache
	d=$ATK/kdir
	mkdir -p "$d/include/config" "$d/arch/arm64/boot"
	echo 'all:' > "$d/Makefile"
	echo '../../x y' > "$d/include/config/kernel.release"
	refused attack/build-dir-release-not-a-name \
		"-r $d: its include/config/kernel.release names the release '../../x y', which is not a kernel release" \
		"$PMPROBE" -p4 -r "$d" "$ATK/script.pp"
	echo 6.1.99-mine > "$d/include/config/kernel.release"
	mkdir "$d/arch/arm64/boot/Image"
	refused attack/vm-image-directory \
		"-r $d: $d/arch/arm64/boot/Image is not a kernel image \(not a regular file\)" \
		timeout 30 "$PMPROBE" --vm-script /dev/null -r "$d"
	rmdir "$d/arch/arm64/boot/Image"
	mkfifo "$d/arch/arm64/boot/Image"
	refused attack/vm-image-fifo \
		"-r $d: $d/arch/arm64/boot/Image is not a kernel image \(not a regular file\)" \
		timeout 30 "$PMPROBE" --vm-script /dev/null -r "$d"
	# the log scan stopped at the first NUL byte
	printf 'booting\n\0\0\nKernel panic - not syncing: after a NUL\n' > "$ATK/klog"
	"$PMPROBE" --scan-kernel-log "$ATK/klog" > "$TMP/atk.out" 2> "$TMP/atk.err"
	if [ $? != 1 ] || ! grep -qx 'Kernel panic - not syncing: after a NUL' "$TMP/atk.out"; then
		cat "$TMP/atk.out" >> "$TMP/atk.err"
		fail attack/kernel-log-nul "the panic after a NUL byte was not found" "$TMP/atk.err"
	else
		pass attack/kernel-log-nul
	fi
}

if attack_setup; then
	attack_cache_home
	attack_cache_root
	attack_cached_command attack/cached-command-shell \
		"2s|^ *\\([^ ]*\\)|\\1 --version; touch $ATK/pwned; \\1|" \
		"it is not a plain command line (it holds shell syntax)"
	touch "$ATK/home/evil.so"
	chown 65534 "$ATK/home/evil.so"
	attack_cached_command attack/cached-command-untrusted-path \
		"2s| -c -o | -fplugin=$ATK/home/evil.so -c -o |" \
		"$ATK/home/evil.so is owned by uid 65534"
	attack_cached_module_mode
	attack_cached_recipe_mode
	attack_sources
	attack_m_name
	attack_outputs
	attack_guest_files
	attack_qemu
	touch "$ATK/home/evil.h"
	chown 65534 "$ATK/home/evil.h"
	attack_cached_command attack/cached-command-joined-include \
		"2s| -c -o | -include$ATK/home/evil.h -c -o |" \
		"$ATK/home/evil.h is owned by uid 65534"
	attack_cached_command attack/cached-command-response-file \
		"2s| -c -o | @$ATK/home/evil.h -c -o |" \
		"it reads more arguments from the file $ATK/home/evil.h"
	attack_cached_recipe_btfenv
	attack_path_programs
	attack_interpreter_not_loader
	attack_malformed_inputs
	rm -rf "$ATK"
fi
