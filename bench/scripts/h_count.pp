# Handler cost: n++ on a global.
global n
probe perf.cpu_clock($1) { n++ }
