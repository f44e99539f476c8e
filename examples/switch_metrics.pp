# switch_metrics.pp - context switches and page faults per process as
# Prometheus metrics, for node_exporter's textfile collector:
#   pmprobe --metrics /var/lib/prometheus/node-exporter/pmprobe.prom \
#       examples/switch_metrics.pp
# keeps pmprobe_switches_total{key1="COMMAND"} and pmprobe_faults_total
# in that file, replaced every 5 s (--metrics-interval) while it runs and
# at exit; the same numbers are printed at exit.
# flags: --metrics /tmp/switch_metrics.prom --metrics-interval 1
# run: -T 3 -c '/pmp/w/sleeper 4000' --metrics /tmp/switch_metrics.prom
# (The sleeper sleeps 1 ms 4000 times, at least 4 s: -T 3 always ends
# the run first, so its own closing line never mixes into the output.)
# after: grep '^pmprobe_switches_total{key1="sleeper"}' /tmp/switch_metrics.prom
global switches, faults
probe perf.context_switches(1) { switches[execname()]++ }
probe perf.page_faults(1) { faults[execname()]++ }
