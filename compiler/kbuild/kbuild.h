/*
 * kbuild.h - pass 4: the C that pass 3 made, built into a module with the
 * target kernel's own Kbuild (kbuild.c) for the kernel target.c finds
 * (native or cross), the script's objects compiled
 * early with Kbuild's recorded command (prebuild.c), linked without make
 * by a recipe recorded from Kbuild (fastlink.c), Kbuild's commands read
 * and checked (kcmd.c), the cache of modules, runtime objects,
 * commands and recipes (cache.c), and --sign's signed copy (sign.c).  It calls only
 * common/; the translator's output reaches it as text.
 */
#ifndef PMP_KBUILD_H
#define PMP_KBUILD_H

#include "common.h"

/* -------------------------------------------------------------- kbuild.c */

struct build_options {
	const char *release;      /* -r RELEASE|DIR; NULL: running or newest */
	const char *module_name;  /* -m; NULL: pmp_ and the C's hash */
	bool keep;                /* -k */
	bool disable_cache;       /* --disable-cache */
	bool verbose;             /* -v */
	bool c_only;              /* -p3: write the C files, build nothing */
	const char *sign_key;     /* --sign KEY CERT, or NULL */
	const char *sign_cert;
};

/* Pass 3's output and where pmprobe's own files are. */
struct build_input {
	const char *script_c;     /* pmp__s.c */
	const char *part2_c;      /* pmp__s2.c, when split */
	bool split;
	const char *runtime_c;    /* pmp__rt.c */
	bool user_c;              /* the user's own C (-g, -I): built by Kbuild alone */
	const char *runtime_dir;  /* compiled into the module (-I), keyed on */
	const char *tapset_dir;   /* keyed on */
};

/* The kernel a module is built for (target.c). */
struct kernel_target {
	char *release;            /* 6.1.0-56-amd64 */
	char *build;              /* its Kbuild directory, resolved */
	const char *arch;         /* Kbuild's ARCH: x86, arm64 */
	const char *machine;      /* its uname -m: x86_64, aarch64 */
	const char *cross;        /* CROSS_COMPILE when not this machine's, else NULL */
	char *cross_cc;           /* and its gcc of the kernel's major
				   * (aarch64-linux-gnu-gcc-12), or NULL */
	char *make;               /* make's path, once kernel_tools_trusted */
};

struct build_result {
	char *build_dir;          /* the temporary build directory */
	char *c_path;             /* the generated C file */
	char *ko_path;            /* the module */
	char *module_name;
	struct kernel_target target;
	bool from_cache;
};

/* -r RELEASE|DIR (NULL: the running kernel, else the newest headers of
 * this machine's architecture) into T; false after saying why. */
bool kernel_target_find(const char *release, struct kernel_target *t);
/* The programs Kbuild will run for T, found in PATH as make finds them
 * (make itself, and CROSS_COMPILE's -- T's or the environment's -- gcc,
 * ld, ar, nm, objcopy, objdump, readelf, strip): false after one line
 * when one is there but another user could change it. */
bool kernel_tools_trusted(struct kernel_target *t);
/* The running kernel's release and /lib/modules/RELEASE/build (both
 * allocated); whether that build directory is there. */
bool running_kernel_build(char **release, char **dir);
/* The machine (uname -m) of -r RELEASE|DIR's kernel, quietly: NULL when
 * it has no build directory here (the caller then assumes this one's). */
const char *kernel_machine_of(const char *release);
/* The value of OPTION in the kernel build's .config ("y", "120200"), or NULL. */
char *kernel_config(const char *build, const char *option);
bool kernel_config_is_y(const char *build, const char *option);
/* The kernel's GCC version as .config gives it (120200), or 0 (clang). */
long kernel_gcc_version(const char *build);

/* NULL if NAME may be a module name (-m), else the rule it breaks. */
const char *module_name_problem(const char *name);
/* Pass 4 (with c_only, the end of pass 3); returns an exit status. */
int build_module(const struct build_input *in, const struct build_options *opt,
		 struct build_result *out);
/* Removes the temporary build directory, unless KEEP (then says where). */
void build_cleanup(const struct build_result *b, bool keep);

/* ---------------------------------------------------------------- sign.c */

/* --sign: OUT's module copied and signed with OPT's key and certificate
 * by the target kernel's scripts/sign-file (OUT->ko_path then names the
 * signed copy); false after one line. */
bool sign_module(struct build_result *out, const struct build_options *opt);
/* --make-key DIR: DIR/signing_key.pem and DIR/signing_key.x509, made by
 * openssl, never over existing files; an exit status. */
int make_signing_key(const char *dir);

/* --------------------------------------------------------------- cache.c */

/* The cache (cache.c): entries are KEY (modules), runtime-KEY, kbuild-KEY. */
struct cache {
	int fd;                   /* its root, or -1: no cache this run */
	char *path;
	bool warned;              /* an untrusted path was reported */
};
/* Picks and checks the root (see cache.c); -v says which. */
void cache_open(struct cache *c, bool verbose);
void cache_close(struct cache *c);
char *cache_path(const struct cache *c, const char *entry, const char *file);
/* ENTRY/FILE opened and checked: the descriptor, or -1 (absent, or
 * untrusted: then warned once). */
int cache_open_file(struct cache *c, const char *entry, const char *file);
bool cache_read(struct cache *c, const char *entry, const char *file,
		char **text, size_t *len);
bool cache_store_data(struct cache *c, const char *entry, const char *file,
		      const void *data, size_t len, mode_t mode);
bool cache_store_file(struct cache *c, const char *entry, const char *file,
		      const char *from, mode_t mode);
/* Copies what FD holds into the new file TO (in a private directory). */
bool copy_fd_to(int fd, const char *to);


/* ------------------------------------------------------------ prebuild.c */

/* The early compile of the script's objects (see prebuild.c). */
#define PREBUILD_MAX_OBJS 3     /* pmp__s, pmp__s2, pmp__rt */
struct prebuild {
	int lock_fd;              /* held until the objects are in place */
	int n;
	pid_t pid[PREBUILD_MAX_OBJS];
	const char *objs[PREBUILD_MAX_OBJS];
};
/* After Kbuild built DIR/OBJ.o: its command, as the text to cache. */
char *prebuild_record(const char *dir, const char *obj, const char *module);
/* The line that makes the module's Kbuild makefile wait for the objects. */
char *prebuild_makefile_line(const char *dir);
/* A recorded command, parsed into argument vectors and checked. */
struct prebuild_cmd {
	char *compiler;           /* the path its stamp names */
	struct vec cmds;          /* struct vec * of char *: argv of each command */
};
/* TEXT (a cached recording) parsed, if it can be used now: its compiler
 * unchanged, plain words only, every program and path it names trusted
 * (see prebuild.c); else NULL with *WHY. */
struct prebuild_cmd *prebuild_load(const char *text, const char *kbuild, char **why);
void prebuild_free(struct prebuild_cmd *pc);
/* Starts compiling DIR/OBJS[i].c with PC; false: not started. */
bool prebuild_start(struct prebuild *pb, const struct prebuild_cmd *pc, const char *kbuild,
		    const char *dir, const char *module, const char *const *objs, int n);
/* Waits for the compiles, moves each object into LINK_DIR as OBJ.o_shipped
 * (OBJ.o unless AS_SHIPPED) and releases Kbuild; false if any of it failed. */
bool prebuild_finish(struct prebuild *pb, const char *dir, const char *link_dir, bool as_shipped);

/* ---------------------------------------------------------------- kcmd.c */

/* Every FROM in S replaced by TO: a new string; and in place. */
char *kcmd_replace_all(const char *s, const char *from, const char *to);
void kcmd_replace_in(char **s, const char *from, const char *to);
/* The command of Kbuild's .cmd file PATH (or its TEXT) as shell text,
 * or NULL. */
char *kcmd_read(const char *path);
char *kcmd_parse(const char *text);
/* "PATH SIZE MTIME" of PATH, or NULL; of the program CMD's first word runs. */
char *kcmd_stamp(const char *path);
char *kcmd_program_stamp(const char *cmd);
/* Shell text S split into commands (struct vec * of char *), without a
 * shell: false if S holds anything but words, single quotes and ';'. */
bool kcmd_split(const char *s, struct vec *cmds);
void kcmd_free(struct vec *cmds);
/* The absolute paths ARG names (char *, appended to PATHS): at its
 * start, after '=', ',' or ':', after a joined option's name
 * ("-include/x"); or why ARG is refused whatever its files: a response
 * file ("@FILE") other than the module's own, a '..'. */
char *kcmd_argument_paths(const char *arg, struct vec *paths);
/* Why an argument, or any argument after the first of CMDS, names a file
 * that is missing or untrusted; NULL if none does. */
char *kcmd_argument_problem(const char *arg);
char *kcmd_arguments_problem(const struct vec *cmds);
/* Why PROG, given relative to the kernel build KBUILD, may not run. */
char *kcmd_helper_problem(const char *prog, const char *kbuild);
/* WORD with @DIR@, @OBJ@ (unless OBJ is NULL) and @MOD@ filled in. */
char *kcmd_fill(const char *word, const char *dir, const char *obj, const char *module);

/* ------------------------------------------------------------ fastlink.c */

/* What the link needs to know of the module being built. */
struct fastlink_module {
	const char *dir;          /* where its objects are, and it is made */
	const char *name;
	const char *const *objs;  /* its objects, in link order, without ".o" */
	int n;
	const struct kernel_target *target;
	const char *key;          /* the recipe's cache key (Kbuild's command's) */
	bool verbose;
};
/* The recipe for KEY, if recorded, verified and still matching: NULL
 * with *WHY (NULL: none recorded). */
struct fastlink *fastlink_load(struct cache *c, const struct fastlink_module *m, char **why);
void fastlink_free(struct fastlink *fl);
/* A recipe's TEXT (FL then owns it) parsed and checked for KBUILD, as
 * fastlink_load does after reading it: NULL with *WHY. */
struct fastlink *fastlink_parse(char *text, const char *kbuild, char **why);
/* Links M's objects into M->dir/NAME.ko with FL; false if a step failed. */
bool fastlink_run(struct fastlink *fl, struct cache *c, const struct fastlink_module *m);
/* After Kbuild built M in M->dir: records its link steps and, when
 * linking the same objects with them gives the same module, byte for
 * byte, stores the recipe.  Says why not with -v. */
void fastlink_record(struct cache *c, const struct fastlink_module *m);

#endif /* PMP_KBUILD_H */
