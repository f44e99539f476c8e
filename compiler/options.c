/*
 * options.c - the command line.  One table lists every option with its
 * argument and help line; getopt's short and long option lists and the
 * -h text are made from it, so neither can miss an option.  Each option
 * sets a field of its layer's options (translator, build, run, sandbox).
 * A usage error is one line on stderr and exit status 2.
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "options.h"

/* --metrics-interval's default, in seconds. */
#define METRICS_INTERVAL_DEFAULT 5

enum {
	OPT_DISABLE_CACHE = 256, OPT_VM, OPT_VM_CPUS, OPT_VM_MEM, OPT_RUN,
	OPT_VERSION, OPT_VM_ICOUNT, OPT_VM_LOG, OPT_VM_TIMEOUT, OPT_VM_FILE,
	OPT_VM_SCRIPT, OPT_SCAN_LOG, OPT_VM_STALL, OPT_SYSFS_ROOT, OPT_VM_GUEST,
	OPT_SIGN, OPT_MAKE_KEY,
	OPT_CHECK, OPT_VM_RESULT_PORT, OPT_PPROF, OPT_FLAMEGRAPH, OPT_METRICS,
	OPT_METRICS_INTERVAL, OPT_METRICS_OF, OPT_STAP_WARNINGS,
};

struct option_spec {
	int key;                  /* the letter, or an OPT_ code */
	const char *name;         /* the long name, or NULL */
	const char *arg;          /* the argument's name in -h, or NULL: none */
	const char *help;
};

static const struct option_spec specs[] = {
	{ 'e', NULL, "TEXT", "script text (or a script file's name)" },
	{ 'l', NULL, "[PATTERN]", "list probe points matching PATTERN ('*' matches dots too; default: all)" },
	{ 'L', NULL, "[PATTERN]", "as -l, with the variables and functions usable there" },
	{ 'p', NULL, "N", "stop after pass N (1 parse, 2 elaborate, 3 translate, 4 build)" },
	{ 'v', NULL, NULL, "print each pass's time; with -l, every point in detail" },
	{ 'k', NULL, NULL, "keep the build directory" },
	{ 'm', NULL, "NAME", "module name; writes NAME.ko to the current directory" },
	{ 'r', NULL, "RELEASE|DIR", "target kernel release or build directory" },
	{ 'D', NULL, "NAME=VALUE", "runtime limit (MAXACTION, MAXSTRINGLEN, MAXMAPENTRIES, ...)" },
	{ 'g', NULL, NULL, "guru mode: allow embedded C in the script" },
	{ 'u', NULL, NULL, "unoptimized: keep unused code (no elision, no elision warnings)" },
	{ 'w', NULL, NULL, "print no warnings" },
	{ OPT_STAP_WARNINGS, "stap-warnings", NULL, "print the translator's warnings in SystemTap's form (WARNING: MESSAGE at FILE:LINE:COL)" },
	{ 'c', NULL, "CMD", "run CMD; target() is its pid; stop when it exits" },
	{ 'x', NULL, "PID", "target() is PID" },
	{ 'o', NULL, "FILE", "write the script's output to FILE" },
	{ 'f', NULL, "FORMAT", "output format: text (default) or json (one JSON object a line)" },
	{ 'T', NULL, "SECONDS", "stop after SECONDS" },
	{ 's', NULL, "MB", "per-CPU output buffer size in MB (or NK, in KB)" },
	{ 'F', NULL, NULL, "flight recorder: buffers overwrite, printed at stop" },
	{ 't', NULL, NULL, "per-probe hit counts and handler times at exit" },
	{ 'I', NULL, "DIR", "an extra tapset directory" },
	{ OPT_DISABLE_CACHE, "disable-cache", NULL, "always rebuild the module" },
	{ OPT_SIGN, "sign", "KEY CERT", "sign the module with the target kernel's sign-file (PEM key, certificate)" },
	{ OPT_MAKE_KEY, "make-key", "DIR", "make a module signing key pair in DIR (for --sign and mokutil)" },
	{ OPT_PPROF, "pprof", "FILE", "write the script's folded-stack arrays to FILE at exit as a pprof profile (gzipped)" },
	{ OPT_FLAMEGRAPH, "flamegraph", "FILE", "draw the script's first folded-stack array in FILE at exit as an SVG flame graph" },
	{ OPT_METRICS, "metrics", "FILE", "keep the printed globals in FILE as Prometheus metrics (replaced atomically)" },
	{ OPT_METRICS_INTERVAL, "metrics-interval", "SECONDS", "--metrics: rewrite FILE that often while the script runs (default 5; 0: at exit only)" },
	{ OPT_METRICS_OF, "metrics-of", "RECORDS", "--metrics from RECORDS, a file of global records (for the test suite)" },
	{ OPT_CHECK, "check", NULL, "open every event as a run would, run no probe body, say what each does" },
	{ OPT_RUN, "run", "MODULE.ko", "pass 5 only, for a module built earlier" },
	{ OPT_VM, "vm", NULL, "run pass 5 in a throw-away QEMU guest" },
	{ OPT_VM_CPUS, "vm-cpus", "N", "guest CPUs (default 2)" },
	{ OPT_VM_MEM, "vm-mem", "MB", "guest memory (default 512)" },
	{ OPT_VM_ICOUNT, "vm-icount", NULL, "one guest CPU, deterministic instruction counting (implies --vm)" },
	{ OPT_VM_FILE, "vm-file", "HOST[:GUEST]", "put a file into the guest (default /pmp/BASENAME)" },
	{ OPT_VM_LOG, "vm-log", "FILE", "keep the guest's console log in FILE" },
	{ OPT_VM_TIMEOUT, "vm-timeout", "SECONDS", "stop a guest that has not finished by then" },
	{ OPT_VM_STALL, "vm-stall", "SECONDS", "stop a guest that sends nothing for that long" },
	{ OPT_VM_SCRIPT, "vm-script", "FILE", "run /bin/sh FILE in a guest (for the test suite)" },
	{ OPT_SCAN_LOG, "scan-kernel-log", "FILE", "print FILE's first kernel problem (for the test suite)" },
	{ OPT_SYSFS_ROOT, "sysfs-root", "DIR", "read PMUs from DIR/sys/bus/event_source, here (for the test suite)" },
	{ OPT_VM_GUEST, "vm-guest", NULL, "-l runs in a --vm guest, and says so (set by --vm)" },
	{ OPT_VM_RESULT_PORT, "vm-result-port", "DEV", "in a --vm guest: send result files to the host on DEV (set by --vm)" },
	{ 'h', "help", NULL, "this text" },
	{ OPT_VERSION, "version", NULL, "print pmprobe's version" },
};

#define NSPECS (sizeof(specs) / sizeof(specs[0]))

static void usage(FILE *f)
{
	size_t i;

	fputs("usage: pmprobe [OPTIONS] SCRIPT_FILE [ARG...]\n"
	      "       pmprobe [OPTIONS] -e SCRIPT_TEXT [ARG...]\n"
	      "       pmprobe -l [PATTERN] | -L [PATTERN]\n"
	      "       pmprobe [OPTIONS] --run MODULE.ko\n\n", f);
	for (i = 0; i < NSPECS; i++) {
		const struct option_spec *s = &specs[i];
		char left[64];

		if (s->key < 256 && s->name)
			snprintf(left, sizeof(left), "-%c, --%s", s->key, s->name);
		else if (s->key < 256)
			snprintf(left, sizeof(left), "-%c%s%s", s->key, s->arg ? " " : "",
				 s->arg ? s->arg : "");
		else
			snprintf(left, sizeof(left), "--%s%s%s", s->name, s->arg ? " " : "",
				 s->arg ? s->arg : "");
		fprintf(f, "  %-22s%s%s\n", left, strlen(left) >= 22 ? "  " : "", s->help);
	}
}

static void usage_error(const char *fmt, const char *arg)
{
	fputs("pmprobe: ", stderr);
	fprintf(stderr, fmt, arg);
	fputs(" (pmprobe -h for help)\n", stderr);
	exit(2);
}

static long parse_long_arg(const char *s, const char *opt, long min, long max)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (!*s || *end || errno || v < min || v > max) {
		fprintf(stderr, "pmprobe: %s needs a number from %ld to %ld, not '%s' (pmprobe -h for help)\n",
			opt, min, max, s);
		exit(2);
	}
	return v;
}

/* -s MB, or -s NK for a buffer in KB (at least 8K). */
static long parse_size_kb(const char *s)
{
	size_t n = strlen(s);
	char *num;
	long v;

	if (n > 1 && (s[n - 1] == 'K' || s[n - 1] == 'k')) {
		num = xstrndup(s, n - 1);
		v = parse_long_arg(num, "-s (in KB)", 8, 4 * 1024 * 1024);
		free(num);
		return v;
	}
	return parse_long_arg(s, "-s", 1, 4096) * 1024;
}

static void add_define(struct tr_options *tr, const char *arg)
{
	const char *eq = strchr(arg, '=');
	struct define *d;

	if (!eq || eq == arg || !eq[1])
		usage_error("-D needs NAME=VALUE, not '%s'", arg);
	d = xcalloc(1, sizeof(*d));
	d->name = xstrndup(arg, (size_t)(eq - arg));
	d->value = xstrdup(eq + 1);
	vec_push(&tr->defines, d);
}

/* -m NAME: the kernel's module name rules and Kbuild's, before any pass. */
static const char *check_module_name(const char *n)
{
	const char *problem = module_name_problem(n);

	if (problem) {
		fprintf(stderr, "pmprobe: -m %s: %s (pmprobe -h for help)\n", n, problem);
		exit(2);
	}
	return n;
}

static char *check_tapset_dir(char *dir)
{
	struct stat st;

	if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
		usage_error("-I %s: not a directory", dir);
	return dir;
}

/* getopt_long refused ARG (the argument it stopped at): say why, naming
 * the option as written (optopt is a long option's code, not a letter). */
static void __attribute__((noreturn)) bad_option(const char *arg)
{
	const struct option_spec *s = NULL;
	size_t i;

	for (i = 0; i < NSPECS && optopt; i++)
		if (specs[i].key == optopt)
			s = &specs[i];
	if (!strncmp(arg, "--", 2)) {
		if (!s || !s->name)
			usage_error("unknown option '%s'", arg);
		if (!s->arg)
			usage_error("option --%s takes no argument", s->name);
		usage_error("option --%s needs an argument", s->name);
	}
	if (s && s->arg)
		fprintf(stderr, "pmprobe: option -%c needs an argument (pmprobe -h for help)\n", optopt);
	else if (optopt > 32 && optopt < 127)
		fprintf(stderr, "pmprobe: unknown option -%c (pmprobe -h for help)\n", optopt);
	else
		fprintf(stderr, "pmprobe: unknown option '%s' (pmprobe -h for help)\n", arg);
	exit(2);
}

/* One option (KEY, with ARG) into O. */
static void apply(struct options *o, int key, char *arg)
{
	switch (key) {
	case 'e':
		if (o->script_text)
			usage_error("%s", "-e given twice: give the script once");
		o->script_text = arg;
		break;
	case 'l':
	case 'L':
		if (o->list_pattern)
			usage_error("%s", "-l or -L given twice: give one pattern");
		o->list_pattern = arg;
		o->list_long = key == 'L';
		break;
	case 'p': o->last_pass = (int)parse_long_arg(arg, "-p", 1, 5); break;
	case 'v': o->verbose = o->build.verbose = o->run.verbose = o->tr.list_detail = true; break;
	case 'k': o->build.keep = true; break;
	case 'm': o->build.module_name = check_module_name(arg); break;
	case 'r':
		o->build.release = arg;
		o->vm.kernel_dir = is_kernel_dir(arg) ? arg : NULL;
		break;
	case 'D': add_define(&o->tr, arg); break;
	case 'g': o->tr.guru = true; break;
	case 'u': o->tr.unoptimized = true; break;
	case 'w': diag_quiet_warnings = true; break;
	case OPT_STAP_WARNINGS: diag_stap_warnings = true; break;
	case 'c': o->run.command = arg; break;
	case 'x': o->run.target_pid = parse_long_arg(arg, "-x", 1, INT_MAX); break;
	case 'o': o->run.output = arg; break;
	case 'f':
		if (strcmp(arg, "text") && strcmp(arg, "json"))
			usage_error("-f needs an output format, text or json, not '%s'", arg);
		o->run.json = !strcmp(arg, "json");
		break;
	case 'T': o->run.time_limit = (double)parse_long_arg(arg, "-T", 1, 100000000); break;
	case 's': o->run.buffer_kb = parse_size_kb(arg); break;
	case 'F': o->run.flight_recorder = true; break;
	case 't': o->run.timing = o->tr.timing = true; break;
	case 'I': vec_push(&o->tr.tapset_dirs, check_tapset_dir(arg)); break;
	case 'h': usage(stdout); exit(0);
	case OPT_VERSION: printf("pmprobe %s\n", PMP_VERSION); exit(0);
	case OPT_DISABLE_CACHE: o->build.disable_cache = true; break;
	case OPT_SIGN: o->build.sign_key = arg; break;
	case OPT_MAKE_KEY: o->make_key_dir = arg; break;
	case OPT_CHECK: o->run.check = true; break;
	case OPT_VM_RESULT_PORT: o->run.results.port = arg; break;
	case OPT_PPROF: o->run.results.path[RESULT_PPROF] = arg; break;
	case OPT_FLAMEGRAPH: o->run.results.path[RESULT_FLAMEGRAPH] = arg; break;
	case OPT_METRICS: o->run.results.path[RESULT_METRICS] = arg; break;
	case OPT_METRICS_INTERVAL:
		o->metrics_interval = parse_long_arg(arg, "--metrics-interval", 0, 86400);
		break;
	case OPT_METRICS_OF: o->metrics_of = arg; break;
	case OPT_RUN: o->run_module = arg; break;
	case OPT_VM: o->vm.enabled = true; break;
	case OPT_VM_CPUS: o->vm.cpus = (int)parse_long_arg(arg, "--vm-cpus", 1, 64); break;
	case OPT_VM_MEM: o->vm.mem_mb = (int)parse_long_arg(arg, "--vm-mem", 64, 65536); break;
	case OPT_VM_ICOUNT: o->vm.icount = o->vm.enabled = true; break;
	case OPT_VM_FILE: vec_push(&o->vm.files, arg); break;
	case OPT_VM_LOG: o->vm.keep_log = arg; break;
	case OPT_VM_TIMEOUT: o->vm.timeout = (double)parse_long_arg(arg, "--vm-timeout", 1, 100000); break;
	case OPT_VM_STALL: o->vm.stall = (double)parse_long_arg(arg, "--vm-stall", 1, 100000); break;
	case OPT_VM_SCRIPT: o->vm_script = arg; break;
	case OPT_SCAN_LOG: o->scan_log = arg; break;
	case OPT_SYSFS_ROOT: o->sysfs_root = o->run.sysfs_root = arg; break;
	case OPT_VM_GUEST: o->tr.list_where = "a QEMU guest (--vm)"; break;
	default: exit(2);
	}
}

/* getopt_long's lists, made from the table. */
static void getopt_lists(char *shorts, struct option *longs)
{
	size_t i, n = 0;

	*shorts++ = '+';
	for (i = 0; i < NSPECS; i++) {
		const struct option_spec *s = &specs[i];

		if (s->key < 256) {
			*shorts++ = (char)s->key;
			if (s->arg)
				*shorts++ = ':';
		}
		if (s->name)
			longs[n++] = (struct option){ s->name, s->arg ? required_argument : no_argument,
						      NULL, s->key };
	}
	*shorts = '\0';
	longs[n] = (struct option){ 0 };
}

/* What is left after the options: the script and its arguments. */
static void parse_operands(int argc, char **argv, struct options *o)
{
	int i;

	if (o->run.command && o->run.target_pid)
		usage_error("%s", "-c and -x both name a target process; give one");
	if (!!o->script_text + !!o->list_pattern + !!o->run_module +
	    !!o->vm_script + !!o->scan_log + !!o->make_key_dir > 1)
		usage_error("%s", "-e, -l/-L, --run and --make-key exclude each other; give one");
	if (o->make_key_dir && optind < argc)
		usage_error("--make-key takes nothing after DIR, not '%s'", argv[optind]);
	if (o->build.sign_key && (o->run_module || o->list_pattern || o->make_key_dir))
		usage_error("%s", "--sign signs the module pass 4 builds: give it with the script (a module built earlier is signed when it is built)");
	if (o->build.sign_key && o->last_pass < 4)
		usage_error("--sign signs the module pass 4 builds, and -p%s stops before it", o->last_pass == 1 ? "1" : o->last_pass == 2 ? "2" : "3");
	if (o->run.check && (o->list_pattern || o->last_pass < 5))
		usage_error("%s", "--check loads the module (pass 5): it goes with a script or --run, without -l or -p");
	if ((o->run.results.path[RESULT_PPROF] || o->run.results.path[RESULT_FLAMEGRAPH]) &&
	    (o->list_pattern || o->last_pass < 5 || o->run.check))
		usage_error("%s", "--pprof and --flamegraph write what a run's probes counted (pass 5): not with -l, -p or --check");
	if (o->metrics_interval >= 0 && !o->run.results.path[RESULT_METRICS])
		usage_error("%s", "--metrics-interval says how often --metrics FILE is written: give --metrics FILE too");
	if (o->metrics_of && !o->run.results.path[RESULT_METRICS])
		usage_error("%s", "--metrics-of renders into --metrics FILE: give --metrics FILE too");
	if (o->run.results.path[RESULT_METRICS] && !strcmp(o->run.results.path[RESULT_METRICS], "-") &&
	    !o->run.results.port)
		usage_error("%s", "--metrics needs a file name, not '-'");
	if (o->run.results.path[RESULT_METRICS] && (o->list_pattern || o->make_key_dir))
		usage_error("%s", "--metrics writes what a script's run leaves in its globals: it goes with a script or --run, not -l or --make-key");
	if (o->list_pattern && optind < argc)
		usage_error("-l and -L take no script or arguments, not '%s'", argv[optind]);
	if (!o->list_pattern && !o->script_text && !o->run_module &&
	    !o->vm_script && !o->scan_log && !o->make_key_dir && !o->metrics_of) {
		if (optind >= argc)
			usage_error("%s", "no script given: pmprobe SCRIPT_FILE, pmprobe -e 'TEXT' or pmprobe -l PATTERN");
		o->script_file = argv[optind++];
	}
	if (o->run_module && optind < argc)
		usage_error("--run takes nothing after MODULE.ko, not '%s': script arguments are fixed when the module is built, and options go before --run", argv[optind]);
	for (i = 1; optind < argc; i++, optind++) {
		if (i > 9)
			usage_error("%s", "more than 9 script arguments");
		o->tr.script_args[i] = argv[optind];
		o->tr.nscript_args = i;
	}
}

/*
 * -l and -L take an optional PATTERN, as bpftrace's -l does: a bare -l
 * or -L (the last argument, or followed by an option; a pattern never
 * starts with '-') lists everything, so "*" is put after it.  The
 * argument vector is copied (and kept: getopt points into it).
 */
static char **default_list_pattern(int *argc, char **argv)
{
	char **v = xcalloc((size_t)*argc * 2 + 1, sizeof(*v));
	int i, n = 0;

	for (i = 0; i < *argc; i++) {
		v[n++] = argv[i];
		if (!strcmp(argv[i], "--"))
			break;
		if (i && (!strcmp(argv[i], "-l") || !strcmp(argv[i], "-L")) &&
		    (i + 1 == *argc || argv[i + 1][0] == '-'))
			v[n++] = "*";
	}
	for (i++; i < *argc; i++)
		v[n++] = argv[i];
	*argc = n;
	return v;
}

void parse_options(int argc, char **argv, struct options *o)
{
	char shorts[2 * NSPECS + 2];
	struct option longs[NSPECS + 1];
	int c;

	argv = default_list_pattern(&argc, argv);
	o->last_pass = 5;
	o->vm.cpus = 2;
	o->metrics_interval = -1;
	getopt_lists(shorts, longs);
	opterr = 0;
	while ((c = getopt_long(argc, argv, shorts, longs, NULL)) != -1) {
		if (c == '?')
			bad_option(argv[optind - 1]);
		apply(o, c, optarg);
		/* --sign's second file: the next word, which no option is */
		if (c == OPT_SIGN) {
			if (optind >= argc || argv[optind][0] == '-')
				usage_error("%s", "--sign needs two files: --sign KEY CERT (a PEM private key and its certificate, as the kernel's sign-file takes them)");
			o->build.sign_cert = argv[optind++];
		}
	}
	parse_operands(argc, argv, o);
	o->build.c_only = o->last_pass == 3;
	o->tr.has_target = o->run.command || o->run.target_pid;
	o->tr.target_later = o->last_pass == 3 || o->last_pass == 4;
	if (o->run.results.path[RESULT_METRICS])
		o->tr.metrics_ms = 1000 * (o->metrics_interval >= 0 ? o->metrics_interval :
					   METRICS_INTERVAL_DEFAULT);
}
