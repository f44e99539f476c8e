# --pprof and --flamegraph take a statistics array of folded stacks as
# two sample types, lat_sum then lat_count: the profile's string table
# names both (unzipped in the guest), and the flame graph draws the
# first, the sums: the root weighs 10+30+5 = 45, a 45, b 40, c 5
# run: --pprof /tmp/pprof_stat.pb.gz --flamegraph /tmp/pprof_stat.svg
# after: zcat /tmp/pprof_stat.pb.gz | tr -c 'a-z_' '\n' | grep -x 'lat_sum\|lat_count' | sort
# after: sed -n 's/^<g><title>\([^<]*\)<\/title>.*/\1/p' /tmp/pprof_stat.svg
global lat
probe begin {
	lat["a;b"] <<< 10
	lat["a;b"] <<< 30
	lat["a;c"] <<< 5
	exit()
}
