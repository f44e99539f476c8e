/*
 * options.h - the command line (options.c): one table of options, from
 * which the parser and -h are both made, filling each layer's own
 * options.
 */
#ifndef PMP_OPTIONS_H
#define PMP_OPTIONS_H

#include "kbuild.h"
#include "loader.h"
#include "sandbox.h"
#include "translator.h"

struct options {
	int last_pass;            /* -p N, 5 by default */
	bool verbose;             /* -v */
	struct tr_options tr;     /* the translator's */
	struct build_options build;
	struct run_options run;
	struct vm_options vm;
	/* what to do: one of these, or a script file */
	const char *script_text;  /* -e */
	const char *script_file;
	const char *list_pattern; /* -l / -L */
	bool list_long;
	const char *run_module;   /* --run */
	const char *vm_script;    /* --vm-script (the test suite) */
	const char *scan_log;     /* --scan-kernel-log (the test suite) */
	const char *sysfs_root;   /* --sysfs-root (the test suite) */
	const char *make_key_dir; /* --make-key */
	long metrics_interval;    /* --metrics-interval SECONDS; -1: not given */
	const char *metrics_of;   /* --metrics-of RECORDS (the test suite) */
};

/* Fills O from the command line; a usage error exits with status 2. */
void parse_options(int argc, char **argv, struct options *o);

#endif /* PMP_OPTIONS_H */
