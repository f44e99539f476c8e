# pmprobe does not expand wildcards in probe points; the error says how
# to list what one matches.
# error: pmprobe does not expand wildcards in probe points ('perf.sw.*'): pmprobe -l 'perf.sw.*' lists the points it matches; name each
# at: 5:7
probe perf.sw.* { n++ }
