# metrics.sh - --metrics end to end (run by the runner with the run tests;
# under RUN_ONLY only if the pattern matches "metrics"): two guests of
# testsuite/metrics/known.pp under --vm-icount, one with the text output,
# one with -f json, each with --metrics; Debian's node_exporter (only its
# textfile collector) and prometheus started unprivileged (user nobody)
# on 127.0.0.1, their data in a private directory, stopped after.
# Uses $PMPROBE, $TMP, pass, fail and skip from lib/protocol.sh.
#   metrics/promtool      promtool check metrics finds no problem in the
#                         files --metrics wrote (a snapshot, both ends)
#   metrics/refresh       the file was there while pmprobe still ran (a
#                         snapshot), with fewer ticks than at the end
#   metrics/prometheus    prometheus scraped node_exporter, and its HTTP
#                         API returns the script's values (the final ticks
#                         included)
#   metrics/agree-text    the text exit dump and the metrics of one run
#                         are the same numbers (testsuite/metrics/agree.py)
#   metrics/agree-json    the JSON lines and the metrics of one run are
#                         the same numbers, the histogram's buckets too
#   metrics/agree-runs    the two runs' files hold the same samples (but
#                         ticks, which depends on each run's output)
# shellcheck shell=bash

MX=
MX_PIDS=()

metrics_stop() {
	local p
	for p in "${MX_PIDS[@]}"; do
		kill "$p" 2> /dev/null
		wait "$p" 2> /dev/null
	done
	MX_PIDS=()
	[ -n "$MX" ] && rm -rf "$MX"
	MX=
}

# A port nothing listens on (from a random start; the daemon says if it
# is taken after all).
metrics_port() {
	local p=$((20000 + RANDOM % 30000))
	while ss -ltnH "sport = :$p" 2> /dev/null | grep -q .; do p=$((p + 1)); done
	echo "$p"
}

# DAEMON ARGS... as nobody, in the background.
metrics_daemon() {
	(cd / && exec setpriv --reuid=nobody --regid=nogroup --clear-groups "$@") \
		> "$MX/$(basename "$1").log" 2>&1 &
	MX_PIDS+=($!)
}

# The value prometheus's API gives QUERY now, or nothing.
metrics_query() { # PORT QUERY
	curl -sfG "http://127.0.0.1:$1/api/v1/query" --data-urlencode "query=$2" |
		python3 -c 'import json, sys
r = json.load(sys.stdin)["data"]["result"]
print(r[0]["value"][1] if len(r) == 1 else "")' 2> /dev/null
}

metrics_run() {
	local t=testsuite/metrics/known.pp ne pr a=$TMP/metrics-a b=$TMP/metrics-b
	local i q want got bad=
	for i in promtool prometheus prometheus-node-exporter setpriv curl; do
		if ! command -v "$i" > /dev/null; then
			skip metrics/prometheus "no $i (scripts/install-deps installs prometheus)"
			return
		fi
	done
	# Readable by nobody along its whole path; the files root's.
	MX=$(mktemp -d /tmp/pmprobe-metrics.XXXXXX) && chmod 755 "$MX" || return
	mkdir -m 755 "$MX/text" && mkdir -m 700 "$MX/data" && chown nobody "$MX/data"
	mkdir -p "$a" "$b"
	ne=$(metrics_port)
	pr=$(metrics_port)
	[ "$pr" = "$ne" ] && pr=$((ne + 1))
	printf 'global:\n  scrape_interval: 1s\nscrape_configs:\n  - job_name: pmprobe\n    static_configs:\n      - targets: ["127.0.0.1:%s"]\n' \
		"$ne" > "$MX/prometheus.yml"
	chmod 644 "$MX/prometheus.yml"
	metrics_daemon prometheus-node-exporter --collector.disable-defaults --collector.textfile \
		--collector.textfile.directory="$MX/text" --web.listen-address="127.0.0.1:$ne"
	metrics_daemon prometheus --config.file="$MX/prometheus.yml" --storage.tsdb.path="$MX/data" \
		--web.listen-address="127.0.0.1:$pr"
	# Run a: text, snapshots every second, the file node_exporter reads;
	# run b: -f json, the file at exit only.
	"$PMPROBE" --vm-icount -T 4 --metrics "$MX/text/known.prom" --metrics-interval 1 "$t" \
		> "$a/out" 2> "$a/err" < /dev/null &
	local apid=$!
	"$PMPROBE" --vm-icount -T 4 -f json --metrics "$b/known.prom" --metrics-interval 0 "$t" \
		> "$b/out" 2> "$b/err" < /dev/null &
	local bpid=$!
	# While a runs: its first snapshot.
	while kill -0 "$apid" 2> /dev/null; do
		if [ -s "$MX/text/known.prom" ] && [ ! -e "$a/snapshot" ]; then
			cp "$MX/text/known.prom" "$a/snapshot"
		fi
		sleep 0.2
	done
	wait "$apid"; echo $? > "$a/rc"
	wait "$bpid"; echo $? > "$b/rc"
	if [ "$(cat "$a/rc")" != 0 ] || [ "$(cat "$b/rc")" != 0 ]; then
		cat "$a/err" "$b/err" > "$a/both.err"
		fail metrics/prometheus "pmprobe: exit status $(cat "$a/rc") (text), $(cat "$b/rc") (json)" "$a/both.err"
		metrics_stop
		return
	fi
	# promtool
	: > "$a/promtool"
	for i in "$a/snapshot" "$MX/text/known.prom" "$b/known.prom"; do
		[ -f "$i" ] || { echo "$i: not written" >> "$a/promtool"; continue; }
		promtool check metrics < "$i" >> "$a/promtool" 2>&1 || echo "($i)" >> "$a/promtool"
	done
	if [ -s "$a/promtool" ]; then
		fail metrics/promtool "promtool check metrics finds problems" "$a/promtool"
	else
		pass metrics/promtool
	fi
	# the snapshot, while it ran
	want=$(sed -n 's/^ticks=//p' "$a/out")
	got=$(sed -n 's/^pmprobe_ticks_total //p' "$a/snapshot" 2> /dev/null)
	if [ ! -f "$a/snapshot" ]; then
		fail metrics/refresh "no file while pmprobe ran" "$a/err"
	elif ! grep -qx 'pmprobe_events_total 7' "$a/snapshot" || [ -z "$got" ] || [ "$got" -ge "$want" ]; then
		fail metrics/refresh "the snapshot lacks events 7, or its ticks ($got) are not fewer than at the end ($want)" "$a/snapshot"
	else
		pass metrics/refresh
	fi
	# prometheus: the final ticks first (then every other value is the
	# final file's too); each series must come back with its value.
	for i in $(seq 1 60); do
		[ "$(metrics_query "$pr" pmprobe_ticks_total)" = "$want" ] && break
		sleep 0.5
	done
	while read -r q want; do
		got=$(metrics_query "$pr" "$q")
		[ "$got" = "$want" ] || bad="$bad$q: $got, not $want"$'\n'
	done <<-EOF2
		pmprobe_ticks_total $(sed -n 's/^ticks=//p' "$a/out")
		pmprobe_events_total 7
		pmprobe_level -3
		pmprobe_label{value="pm\"probe"} 1
		pmprobe_sizes_sum 90
		pmprobe_sizes_count 3
		pmprobe_sizes_max 60
		pmprobe_calls_total{key1="write",key2="2"} 9
		pmprobe_calls_total{key1="read",key2="1"} 4
		pmprobe_spread_bucket{le="49"} 5
		pmprobe_spread_count 10
		node_textfile_scrape_error 0
	EOF2
	if [ -n "$bad" ]; then
		printf '%s' "$bad" > "$a/prom.bad"
		cat "$MX"/*.log >> "$a/prom.bad"
		fail metrics/prometheus "prometheus's API does not return the script's values" "$a/prom.bad" 40
	else
		pass metrics/prometheus
	fi
	cp "$MX/text/known.prom" "$a/known.prom"
	metrics_stop
	# the same numbers in every output
	if python3 testsuite/metrics/agree.py text "$a/out" "$a/known.prom" > "$a/agree" 2>&1; then
		pass metrics/agree-text
	else
		fail metrics/agree-text "the text output and the metrics differ" "$a/agree"
	fi
	if python3 testsuite/metrics/agree.py json "$b/out" "$b/known.prom" > "$b/agree" 2>&1; then
		pass metrics/agree-json
	else
		fail metrics/agree-json "the JSON output and the metrics differ" "$b/agree"
	fi
	# Under --vm-icount the two runs are the same instructions up to
	# their output: ticks (a 100 ms timer over -T 4) may differ by the
	# output's cost, so it is left out; everything else is exact.
	if diff <(grep -v '^pmprobe_ticks_total ' "$a/known.prom") \
		<(grep -v '^pmprobe_ticks_total ' "$b/known.prom") > "$b/runs.diff"; then
		pass metrics/agree-runs
	else
		fail metrics/agree-runs "the text run's and the JSON run's metrics differ" "$b/runs.diff"
	fi
}

metrics_run
