# signing.sh - signed modules (pmprobe(1), SIGNED MODULES): --make-key,
# --sign, and pass 5 where the kernel loads only signed modules.  The
# host checks run with the cli kind (cli.sh sources this file and calls
# signing_host), the stock guest's with vmcli (signing_stock_start, then
# signing_stock_check), the debug kernel's in the debug lane
# (signing_debug_start, signing_debug_check): that kernel is built with
# CONFIG_MODULE_SIG and trusts the key pair its build made
# (certs/signing_key.pem and .x509), which no stock kernel does.
#   sign/make-key          --make-key DIR: the key 0600, the certificate
#                          0644, DER, for code signing; a second run into
#                          DIR refuses to overwrite them (status 1)
#   sign/module            -p4 -m NAME --sign: modinfo names the key's
#                          signer and the target's hash (its .config's
#                          CONFIG_MODULE_SIG_HASH); the module cache's copy
#                          of the same module stays unsigned
#   sign/usage             --sign with one file, with --run, with -p3:
#                          usage errors (status 2)
#   sign/key-not-trusted   (attack) a key the user nobody owns: refused,
#                          not handed to sign-file (status 1)
#   sign/sign-file-fails   a certificate given as the key: sign-file's
#                          error in one line, with its log (status 1)
#   sign/enforced-stock    a stock 6.1 guest: a module signed with a key
#                          the kernel does not trust loads while nothing is
#                          enforced; under a lockdown (integrity), then
#                          module.sig_enforce=1, both raised at run time,
#                          an unsigned module is refused by pmprobe before
#                          loading, saying what to do and why, and the
#                          other refused by the kernel, said as such
#   sign/enforced-debug    the debug kernel with module.sig_enforce=1: a
#                          module signed with its build's key runs; the
#                          same module with one byte changed is refused
# Uses $PMPROBE, $TMP, pass, fail, skip.
# shellcheck shell=bash

# shellcheck source=/dev/null
. testsuite/lib/kernels.sh

SIGN=$TMP/signing
SIGN_SCRIPT='probe begin { println("signed module ran"); exit() }'

# --- on the host ------------------------------------------------------------

signing_make_key() {
	local n=sign/make-key k=$SIGN/keys
	"$PMPROBE" --make-key "$k" > "$SIGN/mk.out" 2> "$SIGN/mk.err"
	if [ $? != 0 ]; then
		fail $n "exit status not 0" "$SIGN/mk.err"
	elif [ "$(stat -c %a "$k/signing_key.pem")" != 600 ] ||
	     [ "$(stat -c %a "$k/signing_key.x509")" != 644 ]; then
		ls -l "$k" > "$SIGN/mk.err"
		fail $n "the key is not 0600 or the certificate not 0644" "$SIGN/mk.err"
	elif ! openssl x509 -inform DER -in "$k/signing_key.x509" -noout -text 2> "$SIGN/mk.err" |
		grep -q 'Code Signing'; then
		fail $n "the certificate is not DER, or not for code signing" "$SIGN/mk.err"
	elif "$PMPROBE" --make-key "$k" > /dev/null 2> "$SIGN/mk2.err" ||
	     ! grep -q 'does not overwrite a key' "$SIGN/mk2.err"; then
		fail $n "a second --make-key into the directory was not refused" "$SIGN/mk2.err"
	else
		pass $n
	fi
}

signing_module() {
	local n=sign/module k=$SIGN/keys rel hash cached
	rel=$(kernel_of_line 6.1)
	hash=$(sed -n 's/^CONFIG_MODULE_SIG_HASH="\(.*\)"$/\1/p' "/lib/modules/$rel/build/.config")
	if ! (cd "$SIGN" && "$PMPROBE" -p4 -r "$rel" -m t_signed --sign "$k/signing_key.pem" \
		"$k/signing_key.x509" -e "$SIGN_SCRIPT") > "$SIGN/mod.out" 2> "$SIGN/mod.err"; then
		fail $n "-p4 --sign failed" "$SIGN/mod.err"
		return
	fi
	modinfo "$SIGN/t_signed.ko" > "$SIGN/modinfo" 2>&1
	cached=$("$PMPROBE" -p4 -r "$rel" -e "$SIGN_SCRIPT" 2> "$SIGN/mod2.err")
	if ! grep -qx 'signer: *pmprobe module signing key' "$SIGN/modinfo"; then
		fail $n "modinfo does not name the key's signer" "$SIGN/modinfo"
	elif ! grep -qx "sig_hashalgo: *${hash:-sha256}" "$SIGN/modinfo"; then
		fail $n "not signed with kernel $rel's hash (${hash:-sha256})" "$SIGN/modinfo"
	elif [ ! -f "$cached" ] || modinfo -F signer "$cached" | grep -q .; then
		echo "$cached" >> "$SIGN/mod2.err"
		fail $n "the cache's module is signed too (or missing)" "$SIGN/mod2.err"
	else
		pass $n
	fi
}

signing_usage() {
	local n=sign/usage k=$SIGN/keys rc1 rc2 rc3
	"$PMPROBE" --sign "$k/signing_key.pem" -e "$SIGN_SCRIPT" > /dev/null 2> "$SIGN/u1.err"; rc1=$?
	"$PMPROBE" --sign "$k/signing_key.pem" "$k/signing_key.x509" --run x.ko > /dev/null 2> "$SIGN/u2.err"; rc2=$?
	"$PMPROBE" -p3 --sign "$k/signing_key.pem" "$k/signing_key.x509" -e "$SIGN_SCRIPT" > /dev/null 2> "$SIGN/u3.err"; rc3=$?
	cat "$SIGN/u1.err" "$SIGN/u2.err" "$SIGN/u3.err" > "$SIGN/u.err"
	if [ "$rc1 $rc2 $rc3" != "2 2 2" ]; then
		fail $n "exit statuses $rc1 $rc2 $rc3, expected 2 2 2" "$SIGN/u.err"
	elif ! grep -q 'needs two files: --sign KEY CERT' "$SIGN/u1.err" ||
	     ! grep -q 'signs the module pass 4 builds' "$SIGN/u2.err" ||
	     ! grep -q 'and -p3 stops before it' "$SIGN/u3.err"; then
		fail $n "not the usage errors expected" "$SIGN/u.err"
	else
		pass $n
	fi
}

signing_attack() {
	local n=sign/key-not-trusted d=$SIGN/other
	mkdir -p "$d"
	cp "$SIGN/keys/signing_key.pem" "$d/key.pem"
	chown 65534 "$d/key.pem"
	(cd "$d" && "$PMPROBE" -p4 -m t_other --sign "$d/key.pem" "$SIGN/keys/signing_key.x509" \
		-e "$SIGN_SCRIPT") > /dev/null 2> "$d/err"
	if [ $? != 1 ]; then
		fail $n "exit status not 1" "$d/err"
	elif ! grep -q "^pmprobe: --sign: not using the key $d/key.pem: .*65534" "$d/err"; then
		fail $n "not refused for its owner" "$d/err"
	elif [ -e "$d/t_other.ko" ] && modinfo -F signer "$d/t_other.ko" | grep -q .; then
		fail $n "the module was signed with it" "$d/err"
	else
		pass $n
	fi
}

signing_sign_file_fails() {
	local n=sign/sign-file-fails k=$SIGN/keys
	(cd "$SIGN" && "$PMPROBE" -p4 -m t_bad --sign "$k/signing_key.x509" "$k/signing_key.x509" \
		-e "$SIGN_SCRIPT") > /dev/null 2> "$SIGN/bad.err"
	if [ $? != 1 ]; then
		fail $n "exit status not 1" "$SIGN/bad.err"
	elif [ "$(wc -l < "$SIGN/bad.err")" != 1 ] ||
	     ! grep -qE '^pmprobe: sign-file could not sign t_bad.ko with .*: .+ \(log: /.*/sign.log\)$' "$SIGN/bad.err"; then
		fail $n "not one line naming sign-file's error and its log" "$SIGN/bad.err"
	else
		pass $n
	fi
}

signing_host() {
	mkdir -p "$SIGN"
	if ! command -v openssl > /dev/null; then
		skip sign/make-key "openssl is not installed (scripts/install-deps installs it)"
		return
	fi
	signing_make_key
	[ -f "$SIGN/keys/signing_key.pem" ] || return
	signing_module
	signing_usage
	signing_attack
	signing_sign_file_fails
}

# --- in guests ----------------------------------------------------------------

# A guest of kernel REL (a release or a build directory) runs the shell
# script $SIGN/NAME.sh with the modules given (in /pmp/): its output and
# exit status in $SIGN/NAME.{out,err,rc}.
signing_guest() { # NAME REL [PMPROBE_VM_APPEND] KO...
	local name=$1 rel=$2 append=$3 files=() ko
	shift 3
	for ko in "$@"; do files+=(--vm-file "$ko"); done
	( env PMPROBE_VM_APPEND="$append" TMPDIR="$SIGN" \
		"$PMPROBE" --vm-script "$SIGN/$name.sh" -r "$rel" "${files[@]}" \
		--vm-timeout 600 --vm-stall 60 > "$SIGN/$name.out" 2> "$SIGN/$name.err" < /dev/null
	  echo $? > "$SIGN/$name.rc" ) &
}

# The stock 6.1 kernel, which checks signatures and trusts only Debian's
# keys: a module signed with --make-key's key loads while nothing is
# enforced (the kernel taints itself); then a lockdown, then
# module.sig_enforce, each raised at run time (both only go up), each
# refusing the unsigned module in pmprobe's words and the untrusted one
# in the kernel's.
signing_stock_start() {
	local rel
	rel=$(kernel_of_line 6.1)
	SIGN_STOCK=
	mkdir -p "$SIGN"
	[ -f "$SIGN/keys/signing_key.pem" ] || "$PMPROBE" --make-key "$SIGN/keys" > /dev/null 2>&1
	[ -n "$rel" ] && [ -f "$SIGN/keys/signing_key.pem" ] || return 0
	(cd "$SIGN" && "$PMPROBE" -p4 -r "$rel" -m t_unsigned -e "$SIGN_SCRIPT" &&
		"$PMPROBE" -p4 -r "$rel" -m t_untrusted --sign keys/signing_key.pem keys/signing_key.x509 \
			-e "$SIGN_SCRIPT") > "$SIGN/stock-build.out" 2>&1 || {
		fail sign/enforced-stock "the modules did not build" "$SIGN/stock-build.out"
		return 0
	}
	cat > "$SIGN/stock.sh" <<'EOS'
run() { echo "== $1"; /bin/pmprobe --run "/pmp/$1.ko" 2>&1; echo "status $?"; }
run t_untrusted
echo integrity > /sys/kernel/security/lockdown && echo "lockdown integrity"
run t_unsigned
run t_untrusted
echo 1 > /sys/module/module/parameters/sig_enforce && echo "sig_enforce 1"
run t_unsigned
run t_untrusted
EOS
	SIGN_STOCK=1
	signing_guest stock "$rel" "" "$SIGN/t_unsigned.ko" "$SIGN/t_untrusted.ko"
}

# The lines of $SIGN/NAME.out from the one after "== KO" (the Nth such
# header) up to its "status" line.
signing_run_of() { # NAME KO N
	awk -v ko="== $2" -v n="$3" '$0 == ko { k++; if (k == n) on = 1; next }
		on { print; if (/^status /) exit }' "$SIGN/$1.out"
}

signing_stock_expect() { # N KO STATUS TEXT: the Nth run of KO
	local got
	got=$(signing_run_of stock "$2" "$1")
	if ! grep -qx "status $3" <<< "$got" || ! grep -qF -- "$4" <<< "$got"; then
		printf 'run %s of %s: expected status %s and: %s\n--- got:\n%s\n' "$1" "$2" "$3" "$4" "$got" > "$SIGN/stock.why"
		return 1
	fi
}

signing_stock_check() {
	local n=sign/enforced-stock
	[ -n "${SIGN_STOCK:-}" ] || return 0
	if [ "$(cat "$SIGN/stock.rc")" != 0 ]; then
		fail $n "the guest's script: exit status $(cat "$SIGN/stock.rc")" "$SIGN/stock.err"
	elif ! grep -qx 'lockdown integrity' "$SIGN/stock.out" || ! grep -qx 'sig_enforce 1' "$SIGN/stock.out"; then
		fail $n "the guest could not raise its lockdown or sig_enforce" "$SIGN/stock.out"
	elif ! signing_stock_expect 1 t_untrusted 0 'signed module ran' ||
	     ! signing_stock_expect 1 t_unsigned 1 'pmprobe: /pmp/t_unsigned.ko is not signed, and this kernel loads only signed modules (it is locked down (integrity)): build it with --sign KEY CERT' ||
	     ! signing_stock_expect 2 t_untrusted 1 'pmprobe: the kernel refused to load /pmp/t_untrusted.ko: module loading is disabled or locked down' ||
	     ! signing_stock_expect 2 t_unsigned 1 'pmprobe: /pmp/t_unsigned.ko is not signed, and this kernel loads only signed modules (module.sig_enforce=1): build it with --sign KEY CERT' ||
	     ! signing_stock_expect 3 t_untrusted 1 'pmprobe: the kernel refused the signature of /pmp/t_untrusted.ko (Key was rejected by service): it was made with a key this kernel does not trust'; then
		fail $n "a load did not end as expected" "$SIGN/stock.why"
	else
		pass $n
	fi
}

# The x86 debug kernel ($DK_TREE, release $DK_REL): a module signed with
# its build's key, and a copy with one byte changed after signing.
signing_debug_start() {
	local c=$DK_TREE/certs size
	SIGN_DEBUG=
	mkdir -p "$SIGN"
	if [ ! -f "$c/signing_key.pem" ] || [ ! -f "$c/signing_key.x509" ]; then
		fail sign/enforced-debug "the debug kernel has no signing key (built without CONFIG_MODULE_SIG?)"
		return 0
	fi
	(cd "$SIGN" && "$PMPROBE" -p4 -r "$DK_TREE" -m t_trusted --sign "$c/signing_key.pem" \
		"$c/signing_key.x509" -e "$SIGN_SCRIPT") > "$SIGN/debug-build.out" 2>&1 || {
		fail sign/enforced-debug "the signed module did not build" "$SIGN/debug-build.out"
		return 0
	}
	# one byte in the middle of the module, inside what the signature covers
	cp "$SIGN/t_trusted.ko" "$SIGN/t_tampered.ko"
	size=$(stat -c %s "$SIGN/t_tampered.ko")
	printf '\377' | dd of="$SIGN/t_tampered.ko" bs=1 seek=$((size / 2)) conv=notrunc status=none
	printf '/bin/pmprobe --run /pmp/t_trusted.ko\necho "status $?"\n/bin/pmprobe --run /pmp/t_tampered.ko\necho "status $?"\n' \
		> "$SIGN/debug.sh"
	SIGN_DEBUG=1
	signing_guest debug "$DK_TREE" "module.sig_enforce=1${PMPROBE_VM_APPEND:+ $PMPROBE_VM_APPEND}" \
		"$SIGN/t_trusted.ko" "$SIGN/t_tampered.ko"
}

signing_debug_check() {
	local n=sign/enforced-debug e=$SIGN/debug.err
	[ -n "${SIGN_DEBUG:-}" ] || return 0
	if [ "$(cat "$SIGN/debug.rc")" != 0 ]; then
		fail $n "the guest's script: exit status $(cat "$SIGN/debug.rc")" "$e"
	elif [ "$(grep -E '^(status|signed)' "$SIGN/debug.out" | tr '\n' ' ')" != "signed module ran status 0 status 1 " ]; then
		fail $n "not: the signed module ran (status 0), the changed one refused (status 1)" "$SIGN/debug.out"
	elif ! grep -qF 'pmprobe: the kernel refused the signature of /pmp/t_tampered.ko' "$e"; then
		fail $n "the changed module: not the kernel's refusal in words" "$e"
	else
		pass $n
	fi
}
