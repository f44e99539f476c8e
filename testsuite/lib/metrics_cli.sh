# metrics_cli.sh - --metrics on the host (sourced by cli.sh): the
# exposition rendered from canned records (testsuite/metrics/canned.sh,
# through the test hook --metrics-of) against canned.prom, promtool's
# check of it, the option's usage errors, which globals pass 2 makes
# counters, and the snapshots' timer probe in -p2.
# shellcheck shell=bash

metrics_cli() {
	local d=$TMP/metrics-cli c
	mkdir -p -m 755 "$d"
	bash testsuite/metrics/canned.sh > "$d/records"
	if cli_expect cli/metrics-canned 0 --metrics "$d/out.prom" --metrics-of "$d/records"; then
		if cmp -s testsuite/metrics/canned.prom "$d/out.prom"; then
			pass cli/metrics-canned
		else
			diff testsuite/metrics/canned.prom "$d/out.prom" > "$d/diff"
			fail cli/metrics-canned "not testsuite/metrics/canned.prom" "$d/diff"
		fi
	fi
	if ! command -v promtool > /dev/null; then
		skip cli/metrics-promtool "no promtool (scripts/install-deps installs prometheus)"
	elif promtool check metrics < "$d/out.prom" > "$d/promtool" 2>&1; then
		pass cli/metrics-promtool
	else
		fail cli/metrics-promtool "promtool check metrics finds problems" "$d/promtool"
	fi
	# A broken record: one line, status 1, no file.
	printf 'record 4\nab\0c\n' > "$d/bad"
	if cli_expect cli/metrics-bad-record 1 --metrics "$d/bad.prom" --metrics-of "$d/bad"; then
		if [ -e "$d/bad.prom" ] || [ "$(wc -l < "$TMP/cli.err")" != 1 ]; then
			fail cli/metrics-bad-record "a file written, or not one line" "$TMP/cli.err"
		else
			pass cli/metrics-bad-record
		fi
	fi
	# A directory others may write (not sticky): refused, nothing written.
	mkdir -m 777 "$d/open" && chmod 777 "$d/open"
	if cli_expect cli/metrics-untrusted-dir 1 --metrics "$d/open/x.prom" --metrics-of "$d/records"; then
		if [ -n "$(ls -A "$d/open")" ] || ! grep -q '^pmprobe: cannot write the metrics file: ' "$TMP/cli.err" ||
		   [ "$(wc -l < "$TMP/cli.err")" != 1 ]; then
			fail cli/metrics-untrusted-dir "a file written, or not one line saying why" "$TMP/cli.err"
		else
			pass cli/metrics-untrusted-dir
		fi
	fi
	# The same under --vm: the host refuses before the guest boots (a
	# guest's frames would find it only at the first snapshot).
	if cli_expect cli/metrics-untrusted-dir-vm 1 --vm --metrics "$d/open/x.prom" \
		-e 'probe begin { exit() }'; then
		if [ -n "$(ls -A "$d/open")" ] || ! grep -q '^pmprobe: cannot write the metrics file: ' "$TMP/cli.err" ||
		   [ "$(wc -l < "$TMP/cli.err")" != 1 ]; then
			fail cli/metrics-untrusted-dir-vm "a file written, or not one line saying why" "$TMP/cli.err"
		else
			pass cli/metrics-untrusted-dir-vm
		fi
	fi
	cli_usage_error cli/metrics-interval-alone 'give --metrics FILE too' \
		--metrics-interval 2 -e 'probe begin { }'
	cli_usage_error cli/metrics-dash "--metrics needs a file name, not '-'" \
		--metrics - -e 'probe begin { }'
	cli_usage_error cli/metrics-interval-range '--metrics-interval' \
		--metrics "$d/x.prom" --metrics-interval -1 -e 'probe begin { }'
	# Counters: only ++ and += of a constant >= 0, anywhere.
	if cli_expect cli/metrics-counters 0 -p3 --metrics "$d/x.prom" -e '
		global up, down, set, byvar, deleted, arr, arrset
		probe timer.ms(1) { up++; up += 2; down--; set = 1; byvar += cpu()
			deleted++; delete deleted; arr[1]++; arrset[1] = 5 }'; then
		c=$(cat "$TMP/cli.out")
		if [ "$(sed -n 's/^PMP_MODULE_INFO(PMP_MODINFO_COUNTER, "\(.*\)");$/\1/p' "$c" | tr '\n' ' ')" != "up arr " ]; then
			grep PMP_MODINFO_COUNTER "$c" > "$d/counters"
			fail cli/metrics-counters "the counters are not exactly up and arr" "$d/counters"
		else
			pass cli/metrics-counters
		fi
		rm -rf "$(dirname "$c")"
	fi
	# The snapshots' probe: a timer of the interval, reading the printed
	# globals under the locks pass 2 plans; none with an interval of 0.
	if cli_expect cli/metrics-snapshot-probe 0 -p2 --metrics "$d/x.prom" --metrics-interval 2 \
		-e 'global n, a; probe timer.ms(1) { n++; a[cpu()]++ }'; then
		if grep -qx 'probe timer.ms(2000)  # <metrics>:1:7' "$TMP/cli.out" &&
		   grep -qx '  globals: n(r), a(rs)' "$TMP/cli.out" &&
		   grep -qx '  locks: n(shared), a(exclusive)' "$TMP/cli.out"; then
			pass cli/metrics-snapshot-probe
		else
			fail cli/metrics-snapshot-probe "no snapshot probe reading n and a" "$TMP/cli.out"
		fi
	fi
	if cli_expect cli/metrics-no-snapshot 0 -p2 --metrics "$d/x.prom" --metrics-interval 0 \
		-e 'global n; probe timer.ms(1) { n++ }'; then
		if grep -q '<metrics>' "$TMP/cli.out"; then
			fail cli/metrics-no-snapshot "a snapshot probe with --metrics-interval 0" "$TMP/cli.out"
		else
			pass cli/metrics-no-snapshot
		fi
	fi
}

metrics_cli
