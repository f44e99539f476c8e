/*
 * main.c - the driver: command-line options, then the five passes in
 * order (parse, elaborate, translate, build, run), stopping after -p N.
 * Exit status: 0 success, 1 the script failed, 2 usage error.
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pmprobe.h"

enum {
	OPT_DISABLE_CACHE = 256, OPT_VM, OPT_VM_CPUS, OPT_VM_MEM, OPT_RUN,
	OPT_VERSION, OPT_VM_ICOUNT, OPT_VM_LOG, OPT_VM_TIMEOUT, OPT_VM_FILE,
	OPT_VM_SCRIPT, OPT_SCAN_LOG, OPT_VM_STALL,
};

static void usage(FILE *f)
{
	fputs("usage: pmprobe [OPTIONS] SCRIPT_FILE [ARG...]\n"
	      "       pmprobe [OPTIONS] -e SCRIPT_TEXT [ARG...]\n"
	      "       pmprobe -l PATTERN | -L PATTERN\n"
	      "       pmprobe [OPTIONS] --run MODULE.ko\n"
	      "\n"
	      "  -e TEXT        script text (or a script file's name)\n"
	      "  -l PATTERN     list probe points matching PATTERN ('*' matches dots too)\n"
	      "  -L PATTERN     as -l, with the variables and functions usable there\n"
	      "  -p N           stop after pass N (1 parse, 2 elaborate, 3 translate, 4 build)\n"
	      "  -v             print each pass's time\n"
	      "  -k             keep the build directory\n"
	      "  -m NAME        module name; writes NAME.ko to the current directory\n"
	      "  -r RELEASE|DIR target kernel release or build directory\n"
	      "  -D NAME=VALUE  runtime limit (MAXACTION, MAXSTRINGLEN, MAXMAPENTRIES, ...)\n"
	      "  -g             guru mode: allow embedded C in the script\n"
	      "  -c CMD         run CMD; target() is its pid; stop when it exits\n"
	      "  -x PID         target() is PID\n"
	      "  -o FILE        write the script's output to FILE\n"
	      "  -T SECONDS     stop after SECONDS\n"
	      "  -s MB          per-CPU output buffer size in MB (or NK, in KB)\n"
	      "  -F             flight recorder: buffers overwrite, printed at stop\n"
	      "  -t             per-probe hit counts and handler times at exit\n"
	      "  -I DIR         an extra tapset directory\n"
	      "  --disable-cache  always rebuild the module\n"
	      "  --vm           run pass 5 in a throw-away QEMU guest\n"
	      "  --vm-cpus N    guest CPUs (default 2); --vm-mem MB guest memory\n"
	      "  -h, --help     this text;  --version\n", f);
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

static void add_define(struct script_options *opt, const char *arg)
{
	const char *eq = strchr(arg, '=');
	struct define *d;

	if (!eq || eq == arg || !eq[1])
		usage_error("-D needs NAME=VALUE, not '%s'", arg);
	d = xcalloc(1, sizeof(*d));
	d->name = xstrndup(arg, (size_t)(eq - arg));
	d->value = xstrdup(eq + 1);
	vec_push(&opt->defines, d);
}

/* getopt_long refused ARG (the argument it stopped at): say why, naming
 * the option as written (optopt is a long option's code, not a letter). */
static void __attribute__((noreturn))
bad_option(const struct option *longopts, const char *arg)
{
	const struct option *o;

	if (!strncmp(arg, "--", 2)) {
		for (o = longopts; o->name && optopt; o++)
			if (o->val == optopt)
				break;
		if (!optopt || !o->name)
			usage_error("unknown option '%s'", arg);
		if (o->has_arg == no_argument)
			usage_error("option --%s takes no argument", o->name);
		usage_error("option --%s needs an argument", o->name);
	}
	if (optopt && strchr("elLpmrDcxoTsI", optopt))
		fprintf(stderr, "pmprobe: option -%c needs an argument (pmprobe -h for help)\n", optopt);
	else if (optopt > 32 && optopt < 127)
		fprintf(stderr, "pmprobe: unknown option -%c (pmprobe -h for help)\n", optopt);
	else
		fprintf(stderr, "pmprobe: unknown option '%s' (pmprobe -h for help)\n", arg);
	exit(2);
}

/* -m NAME: the kernel's module name rules, checked before any pass. */
static const char *check_module_name(const char *n)
{
	size_t i;

	for (i = 0; n[i]; i++)
		if (!(n[i] == '_' || (n[i] >= 'a' && n[i] <= 'z') ||
		      (n[i] >= 'A' && n[i] <= 'Z') || (n[i] >= '0' && n[i] <= '9')))
			break;
	if (!*n || n[i] || i > 55)
		usage_error("-m %s: a module name is 1 to 55 letters, digits and '_'", n);
	return n;
}

static char *check_tapset_dir(char *dir)
{
	struct stat st;

	if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode))
		usage_error("-I %s: not a directory", dir);
	return dir;
}

struct invocation {
	const char *script_text;
	const char *script_file;
	const char *list_pattern;
	bool list_long;
	const char *run_module;
	const char *vm_script;    /* test suite: a shell script for the guest */
	const char *scan_log;     /* test suite: check a kernel log */
};

static void parse_args(int argc, char **argv, struct script_options *opt,
		       struct invocation *inv)
{
	static const struct option longopts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, OPT_VERSION },
		{ "disable-cache", no_argument, NULL, OPT_DISABLE_CACHE },
		{ "vm", no_argument, NULL, OPT_VM },
		{ "vm-cpus", required_argument, NULL, OPT_VM_CPUS },
		{ "vm-mem", required_argument, NULL, OPT_VM_MEM },
		{ "vm-icount", no_argument, NULL, OPT_VM_ICOUNT },
		{ "vm-log", required_argument, NULL, OPT_VM_LOG },
		{ "vm-timeout", required_argument, NULL, OPT_VM_TIMEOUT },
		{ "vm-stall", required_argument, NULL, OPT_VM_STALL },
		{ "vm-file", required_argument, NULL, OPT_VM_FILE },
		{ "run", required_argument, NULL, OPT_RUN },
		{ "vm-script", required_argument, NULL, OPT_VM_SCRIPT },
		{ "scan-kernel-log", required_argument, NULL, OPT_SCAN_LOG },
		{ NULL, 0, NULL, 0 },
	};
	int c, i;

	opt->last_pass = 5;
	opt->vm_cpus = 2;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "+e:l:L:p:vkm:r:D:gc:x:o:T:s:FtI:h",
				longopts, NULL)) != -1) {
		switch (c) {
		case 'e':
			if (inv->script_text)
				usage_error("%s", "-e given twice: give the script once");
			inv->script_text = optarg;
			break;
		case 'l':
		case 'L':
			if (inv->list_pattern)
				usage_error("%s", "-l or -L given twice: give one pattern");
			inv->list_pattern = optarg;
			inv->list_long = c == 'L';
			break;
		case 'p': opt->last_pass = (int)parse_long_arg(optarg, "-p", 1, 5); break;
		case 'v': opt->verbose = true; break;
		case 'k': opt->keep = true; break;
		case 'm': opt->module_name = check_module_name(optarg); break;
		case 'r': opt->release = optarg; break;
		case 'D': add_define(opt, optarg); break;
		case 'g': opt->guru = true; break;
		case 'c': opt->command = optarg; break;
		case 'x': opt->target_pid = parse_long_arg(optarg, "-x", 1, INT_MAX); break;
		case 'o': opt->output = optarg; break;
		case 'T': opt->time_limit = (double)parse_long_arg(optarg, "-T", 1, 100000000); break;
		case 's': opt->buffer_kb = parse_size_kb(optarg); break;
		case 'F': opt->flight_recorder = true; break;
		case 't': opt->timing = true; break;
		case 'I': vec_push(&opt->tapset_dirs, check_tapset_dir(optarg)); break;
		case 'h': usage(stdout); exit(0);
		case OPT_VERSION: printf("pmprobe %s\n", PMP_VERSION); exit(0);
		case OPT_DISABLE_CACHE: opt->disable_cache = true; break;
		case OPT_VM: opt->vm = true; break;
		case OPT_VM_CPUS: opt->vm_cpus = (int)parse_long_arg(optarg, "--vm-cpus", 1, 64); break;
		case OPT_VM_MEM: opt->vm_mem = (int)parse_long_arg(optarg, "--vm-mem", 64, 65536); break;
		case OPT_VM_ICOUNT: opt->vm_icount = true; opt->vm = true; break;
		case OPT_VM_LOG: opt->vm_keep_log = optarg; break;
		case OPT_VM_TIMEOUT: opt->vm_timeout = (double)parse_long_arg(optarg, "--vm-timeout", 1, 100000); break;
		case OPT_VM_STALL: opt->vm_stall = (double)parse_long_arg(optarg, "--vm-stall", 1, 100000); break;
		case OPT_VM_FILE: vec_push(&opt->vm_files, optarg); break;
		case OPT_RUN: inv->run_module = optarg; break;
		case OPT_VM_SCRIPT: inv->vm_script = optarg; break;
		case OPT_SCAN_LOG: inv->scan_log = optarg; break;
		case '?':
			bad_option(longopts, argv[optind - 1]);
		default:
			exit(2);
		}
	}
	if (opt->command && opt->target_pid)
		usage_error("%s", "-c and -x both name a target process; give one");
	if (!!inv->script_text + !!inv->list_pattern + !!inv->run_module +
	    !!inv->vm_script + !!inv->scan_log > 1)
		usage_error("%s", "-e, -l/-L and --run exclude each other; give one");
	if (inv->list_pattern && optind < argc)
		usage_error("-l and -L take no script or arguments, not '%s'", argv[optind]);
	if (!inv->list_pattern && !inv->script_text && !inv->run_module &&
	    !inv->vm_script && !inv->scan_log) {
		if (optind >= argc)
			usage_error("%s", "no script given: pmprobe SCRIPT_FILE, pmprobe -e 'TEXT' or pmprobe -l PATTERN");
		inv->script_file = argv[optind++];
	}
	if (inv->run_module && optind < argc)
		usage_error("--run takes nothing after MODULE.ko, not '%s': script arguments are fixed when the module is built, and options go before --run", argv[optind]);
	for (i = 1; optind < argc; i++, optind++) {
		if (i > 9)
			usage_error("%s", "more than 9 script arguments");
		opt->script_args[i] = argv[optind];
		opt->nscript_args = i;
	}
}

/* Arguments after the script that it never reads are most often options
 * given too late ("pmprobe s.pp 5 -T 3": options end at the script, as
 * in stap), which would otherwise be silently ignored. */
static void warn_unused_script_args(const struct script_options *opt)
{
	for (int i = 1; i <= opt->nscript_args; i++) {
		const char *a = opt->script_args[i];

		if (script_args_used & (1u << i))
			continue;
		fprintf(stderr, "pmprobe: warning: script argument %d ('%s') is not used by the script%s\n",
			i, a, a[0] == '-' && a[1] ? ": options go before the script (pmprobe [OPTIONS] SCRIPT [ARG...])" : "");
	}
}

/* -e TEXT names a file when it has no whitespace and the file exists. */
static struct source *load_script(struct invocation *inv)
{
	struct source *src;
	char *why = NULL;
	struct stat st;

	if (inv->script_text) {
		if (!strpbrk(inv->script_text, " \t\n") &&
		    stat(inv->script_text, &st) == 0 && S_ISREG(st.st_mode))
			inv->script_file = inv->script_text;
		else
			return source_from_text("<input>", inv->script_text);
	}
	if (access(inv->script_file, R_OK) != 0) {
		fprintf(stderr, "pmprobe: cannot read script '%s': %s\n",
			inv->script_file, strerror(errno));
		exit(1);
	}
	src = source_load(inv->script_file, false, &why);
	if (!src) {
		error_plain("not reading the script %s; a script becomes kernel code, so no one but you or root may change it",
			    why);
		exit(1);
	}
	return src;
}

static void pass_time(const struct script_options *opt, int pass,
		      const char *what, double start)
{
	if (opt->verbose)
		fprintf(stderr, "Pass %d: %s in %.0f ms\n", pass, what, now_ms() - start);
}

int main(int argc, char **argv)
{
	struct script_options opt = { 0 };
	struct invocation inv = { 0 };
	struct program prog = { 0 };
	struct source *src;
	struct build_result build = { 0 };
	double t;
	int rc;

	parse_args(argc, argv, &opt, &inv);
	if (!check_defines(&opt))
		return 2;
	if (opt.vm && opt.target_pid) {
		fprintf(stderr, "pmprobe: -x names a process on this machine, not in the --vm guest: use -c CMD to start one there (pmprobe -h for help)\n");
		return 2;
	}
	if (inv.list_pattern)
		return list_points(inv.list_pattern, inv.list_long, &opt);
	if (inv.run_module)
		return run_pass5(inv.run_module, &opt, NULL);
	if (inv.vm_script)
		return run_script_in_vm(inv.vm_script, &opt);
	if (inv.scan_log)
		return scan_kernel_log_file(inv.scan_log);

	/* Pass 1: parse the script, then the tapsets. */
	t = now_ms();
	src = load_script(&inv);
	opt.script_name = src->path;
	prog.main_src = src;
	parse_source(src, &prog);
	if (diag_errors)
		return 1;
	if (opt.last_pass == 1) {
		print_program(stdout, &prog, false);
		pass_time(&opt, 1, "parsed", t);
		return 0;
	}
	tapset_load(&prog, (const char *const *)opt.tapset_dirs.items,
		    (int)opt.tapset_dirs.len);
	pass_time(&opt, 1, "parsed", t);
	if (diag_errors)
		return 1;

	/* Pass 2: elaborate. */
	t = now_ms();
	if (!elaborate(&prog, &opt))
		return 1;
	warn_unused_script_args(&opt);
	pass_time(&opt, 2, "elaborated", t);
	if (opt.last_pass == 2) {
		print_elaborated(stdout, &prog);
		return 0;
	}

	/* Passes 3 and 4: translate and build (or find the module in the cache). */
	rc = translate_and_build(&prog, &opt, &build);
	if (rc)
		return rc;
	if (opt.last_pass == 3) {
		printf("%s\n", build.c_path);
		return 0;
	}
	if (opt.last_pass == 4) {
		printf("%s\n", build.ko_path);
		/* A module built without the cache lives in the build dir. */
		if (strncmp(build.ko_path, build.build_dir, strlen(build.build_dir)))
			build_cleanup(&build, &opt);
		return 0;
	}

	/* Pass 5: run. */
	rc = run_pass5(build.ko_path, &opt, &build);
	build_cleanup(&build, &opt);
	return rc;
}
