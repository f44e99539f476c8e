/*
 * fastlink.c - pass 4's link without make: the steps Kbuild runs to turn
 * a module's finished objects into NAME.ko (ld -r and, on 6.12, objtool
 * --link; modpost; the compile of NAME.mod.c; the final ld -T
 * module.lds; where the kernel build has a vmlinux, pahole and
 * resolve_btfids for the module's BTF), recorded once per kernel build
 * from Kbuild's own .cmd files (the BTF step, which has none, from the
 * build's log with V=1), checked by linking the same objects again and
 * comparing the two modules byte for byte, stored in the cache
 * (link-KEY/recipe, with 6.12's .module-common.o), and then run
 * directly as argument vectors, in the kernel build, with the
 * environment Kbuild exports.
 *
 * The NAME.mod.c step is the costly one (its kernel headers): its object
 * is cached (modobj-KEY/) keyed on the recipe and the .mod.c text, which
 * names the module only through KBUILD_MODNAME, and reused for another
 * module by writing the new name and build directory over the old ones,
 * of the same length: the default names, "pmp_" and 16 hex digits, and
 * -m names as long.  The BTF step's costly part, pahole, gives the same
 * .BTF for the same .mod.c (the other objects have no debug information),
 * so its section is cached beside the .mod.o and added with the objcopy
 * pahole itself runs, once the recipe's check has shown that this gives
 * pahole's module.  docs/PERFORMANCE.md ("Linking without make") has
 * the measurements and what differs from Kbuild's module.
 */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kbuild.h"

#define RECIPE_HEADER "#pmprobe link recipe 1\n"
#define RECIPE_FILE "recipe"
#define COMMON_OBJ ".module-common.o"     /* 6.12: linked into every module */
#define MODPOST_INPUT ".pmp_modpost.in"   /* the input of 6.1's "sed ... | modpost" */
#define SED_PREFIX "sed 's/ko$/o/' "

/* The steps, in order: the tag of each in the recipe, the .cmd file Kbuild
 * records its command in (NULL: none, see btf_command), what -v calls it. */
enum step { STEP_LD, STEP_MODPOST, STEP_MODC, STEP_KO, STEP_BTF, NSTEPS };
static const struct step_info {
	const char *tag, *cmd_file, *what;
} steps[NSTEPS] = {
	[STEP_LD] = { "ld", "@DIR@/.@MOD@.o.cmd", "ld -r" },
	[STEP_MODPOST] = { "modpost", "@DIR@/.Module.symvers.cmd", "modpost" },
	[STEP_MODC] = { "modc", "@DIR@/.@MOD@.mod.o.cmd", ".mod.o" },
	[STEP_KO] = { "ko", "@DIR@/.@MOD@.ko.cmd", "ld -T module.lds" },
	[STEP_BTF] = { "btf", NULL, "BTF" },
};
/* Where Kbuild's log of the recorded build is, and what in it starts the
 * BTF step's command ("... else VAR=\"VALUE\" pahole ... --btf_base
 * vmlinux KO; ./tools/bpf/resolve_btfids/resolve_btfids ... KO; fi"). */
#define KBUILD_LOG "build.log"
#define BTF_FILE "mod.btf"          /* in modobj-KEY/ */
#define BTF_CHECKED "btf-checked"   /* in link-KEY/: adding it gives pahole's module */
#define BTF_MARK " --btf_base vmlinux "
/* Kbuild's own files the recipe was read from: when one changes, the
 * recipe no longer says what Kbuild would run. */
static const char *const kbuild_files[] = {
	"Makefile", "scripts/Makefile.modpost", "scripts/Makefile.modfinal", "vmlinux",
};

struct fastlink {
	char *text;               /* the recipe as stored */
	char *cmd[NSTEPS];        /* each step's command, a template */
	struct vec argv[NSTEPS];  /* ... split into argument vectors */
	char *modpost_input;      /* the file 6.1's modpost reads through sed */
	char *btf_env;            /* VAR=VALUE the BTF step runs with, or NULL */
	char *order;              /* the line of modules.order */
	bool common;              /* links COMMON_OBJ */
	double ms[NSTEPS];
	bool modc_cached;
	char *modobj;             /* the .mod.o's cache entry, once known */
	bool btf_cached;
};

/* ------------------------------------------------------------ helpers */

static char *in_dir(const struct fastlink_module *m, const char *tmpl)
{
	return kcmd_fill(tmpl, m->dir, NULL, m->name);
}

static char *entry_of(const char *kind, const char *key)
{
	return xasprintf("%s-%.32s", kind, key);
}

/* Every FROM in DATA overwritten by TO, of the same length: how many. */
static int patch_bytes(char *data, size_t len, const char *from, const char *to)
{
	size_t n = strlen(from);
	char *p = data;
	int count = 0;

	if (!n || strlen(to) != n)
		return 0;
	while ((p = memmem(p, len - (size_t)(p - data), from, n))) {
		memcpy(p, to, n);
		p += n;
		count++;
	}
	return count;
}

/* The program a command runs: a file of the kernel build (relative) or
 * one found in PATH; its path, or NULL with *WHY. */
static char *program_path(const char *prog, const char *kbuild, char **why)
{
	char path[PATH_MAX];
	int fd;

	*why = NULL;
	if (strchr(prog, '/')) {
		*why = kcmd_helper_problem(prog, kbuild);
		return *why ? NULL : xasprintf("%s/%s", kbuild, prog);
	}
	if (find_program(prog, path, sizeof(path)) != 0) {
		*why = xasprintf("%s is not installed", prog);
		return NULL;
	}
	fd = trust_open_file(path, TRUST_SYSTEM, why);
	if (fd < 0)
		return NULL;
	close(fd);
	return xstrdup(path);
}

/* Kbuild makes a module's BTF when the kernel build has a vmlinux. */
static bool kernel_wants_btf(const char *kbuild)
{
	char *vmlinux = xasprintf("%s/vmlinux", kbuild);
	bool yes = access(vmlinux, F_OK) == 0 &&
		   kernel_config_is_y(kbuild, "CONFIG_DEBUG_INFO_BTF_MODULES");

	free(vmlinux);
	return yes;
}

/* The environment Kbuild exports to the commands it runs (and VAR=VALUE). */
static void kbuild_env(const struct kernel_target *t, const char *assign)
{
	if (assign)
		putenv((char *)assign);
	setenv("LC_ALL", "C", 1);
	setenv("ARCH", t->arch, 1);
	setenv("SRCARCH", t->arch, 1);
	if (t->cross)
		setenv("CROSS_COMPILE", t->cross, 1);
}

/* Runs ARGV (its program at PATH) in the kernel build, its output
 * appended to LOG, its input from IN (or /dev/null). */
static bool run_argv(const struct kernel_target *t, const char *path, char **argv,
		     const char *in, const char *log, const char *assign)
{
	pid_t pid = fork();

	if (pid < 0)
		return false;
	if (pid == 0) {
		int lfd = open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
		int ifd = open(in ? in : "/dev/null", O_RDONLY | O_CLOEXEC);

		if (lfd < 0 || ifd < 0 || dup2(ifd, 0) < 0 || dup2(lfd, 1) < 0 ||
		    dup2(lfd, 2) < 0 || chdir(t->build) != 0)
			_exit(127);
		kbuild_env(t, assign);
		execv(path, argv);
		fprintf(stderr, "%s: %s\n", path, strerror(errno));
		_exit(127);
	}
	return wait_ok(pid);
}

/* Runs step S's commands for M in turn, stopping at the first that fails. */
static bool run_step(struct fastlink *fl, const struct fastlink_module *m, enum step s,
		     const char *in)
{
	char *log = xasprintf("%s/fastlink.log", m->dir), *why;
	double t0 = now_ms();
	bool ok = true;
	size_t i, j;

	for (i = 0; ok && i < fl->argv[s].len; i++) {
		const struct vec *words = VEC_AT(fl->argv[s], i);
		char **argv = xcalloc(words->len + 1, sizeof(*argv));
		char *path = program_path(VEC_AT(*words, 0), m->target->build, &why);

		for (j = 0; j < words->len; j++)
			argv[j] = in_dir(m, VEC_AT(*words, j));
		ok = path && run_argv(m->target, path, argv, in, log, s == STEP_BTF ? fl->btf_env : NULL);
		for (j = 0; j < words->len; j++)
			free(argv[j]);
		free(argv);
		free(path);
		free(why);
	}
	fl->ms[s] += now_ms() - t0;
	free(log);
	return ok;
}

/* ------------------------------------------------------------ the recipe */

void fastlink_free(struct fastlink *fl)
{
	int s;

	if (!fl)
		return;
	for (s = 0; s < NSTEPS; s++) {
		free(fl->cmd[s]);
		kcmd_free(&fl->argv[s]);
	}
	free(fl->modpost_input);
	free(fl->btf_env);
	free(fl->modobj);
	free(fl->order);
	free(fl->text);
	free(fl);
}

/* Why the stamp line "PATH SIZE MTIME" no longer holds, or NULL. */
static char *stamp_problem(const char *line)
{
	char *path = xstrndup(line, strcspn(line, " ")), *now = kcmd_stamp(path), *why = NULL;

	if (!now || strcmp(now, line))
		why = xasprintf("%s changed since the recipe was recorded", path);
	free(now);
	free(path);
	return why;
}

/* One line "TAG VALUE" of the recipe into FL; false if not understood. */
static bool parse_line(struct fastlink *fl, const char *line, char **why)
{
	const char *v = strchr(line, ' ');
	size_t n = v ? (size_t)(v - line) : 0;
	int s;

	if (!v)
		return false;
	v++;
	if (n == 5 && !strncmp(line, "stamp", 5))
		return !(*why = stamp_problem(v));
	if (n == 5 && !strncmp(line, "order", 5))
		return (fl->order = xstrdup(v)) != NULL;
	if (n == 5 && !strncmp(line, "input", 5))
		return (fl->modpost_input = xstrdup(v)) != NULL;
	if (n == 6 && !strncmp(line, "btfenv", 6))
		return strchr(v, '=') && (fl->btf_env = xstrdup(v)) != NULL;
	if (n == 6 && !strncmp(line, "common", 6))
		return (fl->common = !strcmp(v, "yes")) || !strcmp(v, "no");
	for (s = 0; s < NSTEPS; s++)
		if (strlen(steps[s].tag) == n && !strncmp(line, steps[s].tag, n) && !fl->cmd[s]) {
			fl->cmd[s] = xstrdup(v);
			return kcmd_split(v, &fl->argv[s]);
		}
	return false;
}

/*
 * The BTF step's VAR=VALUE: Kbuild's Makefile.modfinal runs pahole with
 * LLVM_OBJCOPY="$(OBJCOPY)", a program pahole runs in turn.  Nothing
 * else is put in the environment (no LD_PRELOAD, no PATH), and that
 * program passes the trust rule as every other program of the recipe.
 */
#define BTF_ENV_VAR "LLVM_OBJCOPY="
static char *btf_env_problem(const char *assign, const char *kbuild)
{
	const char *prog = assign + strlen(BTF_ENV_VAR);
	char *why = NULL, *path;

	if (strncmp(assign, BTF_ENV_VAR, strlen(BTF_ENV_VAR)))
		return xasprintf("its BTF step sets %.*s, not only " BTF_ENV_VAR "PROGRAM",
				 (int)strcspn(assign, "="), assign);
	if (!*prog || prog[strcspn(prog, " \t'\"\\$`;|&<>")])
		return xasprintf("its BTF step's %s is not one program", assign);
	path = program_path(prog, kbuild, &why);
	free(path);
	return why;
}

/* Why the parsed recipe FL may not run for KBUILD, or NULL: every
 * program trusted, every absolute path it names trusted. */
static char *recipe_problem(const struct fastlink *fl, const char *kbuild)
{
	char *why = NULL, *path;
	size_t i;
	int s;

	if (kernel_wants_btf(kbuild) != (fl->cmd[STEP_BTF] != NULL))
		return xasprintf("the kernel build's vmlinux %s since it was recorded",
				 fl->cmd[STEP_BTF] ? "went away" : "appeared");
	for (s = 0; !why && s < NSTEPS; s++) {
		if (!fl->cmd[s] && s == STEP_BTF)
			continue;
		if (!fl->cmd[s])
			return xasprintf("it has no %s step", steps[s].tag);
		for (i = 0; !why && i < fl->argv[s].len; i++) {
			path = program_path(VEC_AT(*(struct vec *)VEC_AT(fl->argv[s], i), 0), kbuild, &why);
			free(path);
		}
		if (!why)
			why = kcmd_arguments_problem(&fl->argv[s]);
	}
	if (!why && fl->btf_env)
		why = btf_env_problem(fl->btf_env, kbuild);
	if (!why && !fl->order)
		why = xstrdup("it has no modules.order line");
	return why;
}

struct fastlink *fastlink_parse(char *text, const char *kbuild, char **why)
{
	struct fastlink *fl = xcalloc(1, sizeof(*fl));
	char *line, *eol;

	fl->text = text;
	if (strncmp(text, RECIPE_HEADER, strlen(RECIPE_HEADER)))
		*why = xstrdup("it is not a recipe of this pmprobe");
	text = xstrdup(*why ? "" : text + strlen(RECIPE_HEADER));
	for (line = text; !*why && *line; line = eol + 1) {
		eol = strchr(line, '\n');
		if (!eol)
			break;
		*eol = '\0';
		if (!parse_line(fl, line, why) && !*why)
			*why = xasprintf("cannot read its line \"%.40s\"", line);
	}
	free(text);
	if (!*why)
		*why = recipe_problem(fl, kbuild);
	if (*why) {
		fastlink_free(fl);
		return NULL;
	}
	return fl;
}

struct fastlink *fastlink_load(struct cache *c, const struct fastlink_module *m, char **why)
{
	char *entry = entry_of("link", m->key), *text;
	size_t len;
	bool found = cache_read(c, entry, RECIPE_FILE, &text, &len);

	*why = NULL;
	free(entry);
	if (!found)
		return NULL;
	if (strlen(text) != len) {
		free(text);
		*why = xstrdup("it holds a NUL byte");
		return NULL;
	}
	return fastlink_parse(text, m->target->build, why);
}

/* ------------------------------------------------------------- the link */

/* The files Kbuild writes before its link steps: NAME.mod, the module's
 * objects, and modules.order; and a .cmd beside each object, which
 * modpost reads (for the CRCs of what it exports: nothing). */
static bool write_inputs(const struct fastlink *fl, const struct fastlink_module *m)
{
	static const char note[] = "# compiled by pmprobe: no exported symbols\n";
	char *path, *order = in_dir(m, fl->order);
	struct buf b;
	bool ok = true;
	int i;

	buf_init(&b);
	for (i = 0; i < m->n; i++) {
		buf_printf(&b, "%s/%s.o\n", m->dir, m->objs[i]);
		path = xasprintf("%s/.%s.o.cmd", m->dir, m->objs[i]);
		if (access(path, F_OK) != 0)
			ok = ok && write_file(path, note, strlen(note));
		free(path);
	}
	path = xasprintf("%s/%s.mod", m->dir, m->name);
	ok = ok && write_file(path, b.data, b.len);
	free(path);
	buf_free(&b);
	path = xasprintf("%s/modules.order", m->dir);
	buf_init(&b);
	buf_printf(&b, "%s\n", order);
	ok = ok && write_file(path, b.data, b.len);
	buf_free(&b);
	free(path);
	free(order);
	return ok;
}

/* 6.1 feeds modpost modules.order through "sed 's/ko$/o/'": the same
 * lines, written to a file it reads instead. */
static char *modpost_input(const struct fastlink *fl, const struct fastlink_module *m)
{
	char *from = in_dir(m, fl->modpost_input), *text, *line, *eol, *to = NULL;
	struct buf b;
	size_t len;

	buf_init(&b);
	if (read_file(from, &text, &len)) {
		for (line = text; *line; line = eol + 1) {
			eol = strchr(line, '\n');
			if (!eol)
				eol = line + strlen(line) - 1;
			len = (size_t)(eol - line) + (*eol != '\n');
			if (len >= 2 && !strncmp(line + len - 2, "ko", 2))
				len--, line[len - 1] = 'o';
			buf_add(&b, line, len);
			buf_putc(&b, '\n');
		}
		to = xasprintf("%s/%s", m->dir, MODPOST_INPUT);
		if (!write_file(to, b.data, b.len)) {
			free(to);
			to = NULL;
		}
		free(text);
	}
	buf_free(&b);
	free(from);
	return to;
}

/* The .mod.o cache's key: the recipe and the .mod.c with its name out. */
static char *modobj_entry(const struct fastlink *fl, const struct fastlink_module *m,
			  const char *modc)
{
	char *text = kcmd_replace_all(modc, m->name, "@MOD@"), hex[65];
	struct sha256 h;

	sha256_init(&h);
	sha256_update(&h, fl->text, strlen(fl->text) + 1);
	sha256_update(&h, text, strlen(text));
	sha256_hex(&h, hex);
	free(text);
	return entry_of("modobj", hex);
}

/* The cached .mod.o of another module with the same .mod.c, made this
 * module's: its name and build directory (as long) written over.
 * Its code and data are then what compiling this module's .mod.c gives;
 * its debug information names the .mod.c by its path, so only the order
 * of the path strings in .debug_line_str (GCC's hash order) and the
 * offsets to them may differ (docs/PERFORMANCE.md). */
static bool modobj_from_cache(struct cache *c, const char *entry, const struct fastlink_module *m)
{
	char *id = NULL, *obj = NULL, *sp, *out;
	size_t idlen, len;
	bool ok = false;

	if (cache_read(c, entry, "mod.id", &id, &idlen) && cache_read(c, entry, "mod.o", &obj, &len) &&
	    (sp = strchr(id, ' ')) && strchr(sp, '\n')) {
		*sp++ = '\0';
		*strchr(sp, '\n') = '\0';
		/* a directory of another length would move every offset after
		 * the path: compiled again instead */
		if (strlen(sp) == strlen(m->dir) && patch_bytes(obj, len, id, m->name) > 0) {
			patch_bytes(obj, len, sp, m->dir);
			out = xasprintf("%s/%s.mod.o", m->dir, m->name);
			ok = write_file(out, obj, len);
			free(out);
		}
	}
	free(id);
	free(obj);
	return ok;
}

static void modobj_store(struct cache *c, const char *entry, const struct fastlink_module *m,
			 const char *obj_name)
{
	char *obj = xasprintf("%s/%s.mod.o", m->dir, obj_name);
	char *id = xasprintf("%s %s\n", obj_name, m->dir);

	if (cache_store_file(c, entry, "mod.o", obj, 0600))
		cache_store_data(c, entry, "mod.id", id, strlen(id), 0600);
	free(id);
	free(obj);
}

/* A name of pmprobe's own making, "pmp_" and 16 hex digits: one that
 * occurs nowhere in a .mod.o but where the module's name is, so that it
 * can be written over. */
static bool unique_name(const char *name)
{
	return strlen(name) == 20 && !strncmp(name, "pmp_", 4) &&
	       strspn(name + 4, "0123456789abcdef") == 16;
}

/* NAME.mod.c compiled: from the cache (unless CHECKING a new recipe,
 * which compiles it as Kbuild does), else with the recipe's command, and
 * then cached when NAME can be written over. */
static bool build_modobj(struct fastlink *fl, struct cache *c, const struct fastlink_module *m,
			 bool checking)
{
	char *path = xasprintf("%s/%s.mod.c", m->dir, m->name), *modc, *entry;
	size_t len;
	bool ok;

	ok = read_file(path, &modc, &len);
	free(path);
	if (!ok)
		return false;
	entry = modobj_entry(fl, m, modc);
	fl->modc_cached = !checking && modobj_from_cache(c, entry, m);
	ok = fl->modc_cached || run_step(fl, m, STEP_MODC, NULL);
	if (ok && !fl->modc_cached && unique_name(m->name))
		modobj_store(c, entry, m, m->name);
	free(fl->modobj);
	fl->modobj = entry;
	free(modc);
	return ok;
}

/* 6.12's .module-common.o, the same for every module: from the recipe. */
static bool place_common(const struct fastlink *fl, struct cache *c,
			 const struct fastlink_module *m)
{
	char *entry, *to;
	int fd;
	bool ok;

	if (!fl->common)
		return true;
	entry = entry_of("link", m->key);
	fd = cache_open_file(c, entry, COMMON_OBJ);
	free(entry);
	if (fd < 0)
		return false;
	to = xasprintf("%s/%s", m->dir, COMMON_OBJ);
	ok = copy_fd_to(fd, to);
	close(fd);
	free(to);
	return ok;
}

/* The module carries what the kernel checks first: its name, a vermagic. */
static bool module_sane(const struct fastlink_module *m)
{
	char *path = xasprintf("%s/%s.ko", m->dir, m->name), *text, *want;
	size_t len;
	bool ok = read_file(path, &text, &len);

	free(path);
	if (!ok)
		return false;
	want = xasprintf("name=%s", m->name);
	ok = len > 4 && !memcmp(text, "\177ELF", 4) && memmem(text, len, want, strlen(want) + 1) &&
	     memmem(text, len, "vermagic=", 9);
	free(want);
	free(text);
	return ok;
}

static void say_times(const struct fastlink *fl)
{
	fprintf(stderr, "Pass 4: linked without make: %s %.0f ms, %s %.0f ms, %s %.0f ms%s, %s %.0f ms",
		steps[STEP_LD].what, fl->ms[STEP_LD], steps[STEP_MODPOST].what, fl->ms[STEP_MODPOST],
		steps[STEP_MODC].what, fl->ms[STEP_MODC],
		fl->modc_cached ? " (from the cache, renamed)" : " (compiled)",
		steps[STEP_KO].what, fl->ms[STEP_KO]);
	if (fl->cmd[STEP_BTF])
		fprintf(stderr, ", %s %.0f ms%s", steps[STEP_BTF].what, fl->ms[STEP_BTF],
			fl->btf_cached ? " (its section from the cache)" : "");
	fputc('\n', stderr);
}

/* The contents of section NAME of the ELF64 file DATA, or NULL. */
static const char *elf_section(const char *data, size_t len, const char *name, size_t *size)
{
	const Elf64_Ehdr *eh = (const void *)data;
	const Elf64_Shdr *sh, *names;
	size_t i, n = strlen(name) + 1;

	if (len < sizeof(*eh) || memcmp(eh->e_ident, ELFMAG, SELFMAG) ||
	    eh->e_ident[EI_CLASS] != ELFCLASS64 || eh->e_shoff > len ||
	    eh->e_shnum > (len - eh->e_shoff) / sizeof(*sh) || eh->e_shstrndx >= eh->e_shnum)
		return NULL;
	sh = (const void *)(data + eh->e_shoff);
	names = &sh[eh->e_shstrndx];
	for (i = 0; i < eh->e_shnum; i++) {
		size_t at = names->sh_offset + sh[i].sh_name;

		if (names->sh_offset < len && at < len && len - at >= n && !memcmp(data + at, name, n) &&
		    sh[i].sh_type != SHT_NOBITS && sh[i].sh_offset <= len &&
		    sh[i].sh_size <= len - sh[i].sh_offset) {
			*size = sh[i].sh_size;
			return data + sh[i].sh_offset;
		}
	}
	return NULL;
}

/* The module's .BTF, as pahole made it, cached for its .mod.c. */
static void btf_store(const struct fastlink *fl, struct cache *c, const struct fastlink_module *m)
{
	char *ko = xasprintf("%s/%s.ko", m->dir, m->name), *data;
	const char *btf;
	size_t len, size;

	if (fl->modobj && read_file(ko, &data, &len)) {
		if ((btf = elf_section(data, len, ".BTF", &size)))
			cache_store_data(c, fl->modobj, BTF_FILE, btf, size, 0600);
		free(data);
	}
	free(ko);
}

/* The BTF step with the cached .BTF: LLVM_OBJCOPY --add-section, as
 * pahole does, then the step's other commands (resolve_btfids). */
static bool btf_from_cache(struct fastlink *fl, struct cache *c, const struct fastlink_module *m)
{
	char *btf = NULL, *file = xasprintf("%s/.pmp.btf", m->dir), *sect = xasprintf(".BTF=%s", file);
	char *ko = xasprintf("%s/%s.ko", m->dir, m->name), *log = xasprintf("%s/fastlink.log", m->dir);
	char *argv[] = { NULL, "--add-section", sect, ko, NULL }, *path = NULL, *why = NULL;
	struct fastlink rest = *fl;
	size_t len;
	bool ok;

	argv[0] = fl->btf_env ? strchr(fl->btf_env, '=') + 1 : "";
	ok = fl->btf_env && fl->modobj && cache_read(c, fl->modobj, BTF_FILE, &btf, &len) &&
	     (path = program_path(argv[0], m->target->build, &why)) && write_file(file, btf, len) &&
	     run_argv(m->target, path, argv, NULL, log, NULL);
	if (ok) {
		/* the step without its first command, pahole */
		rest.argv[STEP_BTF].items = fl->argv[STEP_BTF].items + 1;
		rest.argv[STEP_BTF].len = fl->argv[STEP_BTF].len - 1;
		ok = run_step(&rest, m, STEP_BTF, NULL);
	}
	free(btf);
	free(file);
	free(sect);
	free(ko);
	free(log);
	free(path);
	free(why);
	return ok;
}

/* The BTF step, when the kernel build makes one: from the cache when
 * that was checked (BTF_CHECKED) and CACHED is allowed, else pahole's,
 * cached then. */
static bool run_btf(struct fastlink *fl, struct cache *c, const struct fastlink_module *m,
		    bool cached)
{
	char *entry, *checked = NULL;
	size_t len;
	bool yes = false;

	if (!fl->cmd[STEP_BTF])
		return true;
	if (cached) {
		entry = entry_of("link", m->key);
		yes = cache_read(c, entry, BTF_CHECKED, &checked, &len) && !strcmp(checked, "yes\n");
		free(checked);
		free(entry);
	}
	if (yes && (fl->btf_cached = btf_from_cache(fl, c, m)))
		return true;
	if (!run_step(fl, m, STEP_BTF, NULL))
		return false;
	btf_store(fl, c, m);
	return true;
}

/* The steps; CHECKING a new recipe (6.12's COMMON_OBJ is then Kbuild's,
 * in place). */
static bool link_steps(struct fastlink *fl, struct cache *c, const struct fastlink_module *m,
		       bool checking)
{
	char *in = NULL;
	bool ok;
	double t0;

	ok = write_inputs(fl, m) && run_step(fl, m, STEP_LD, NULL);
	if (ok && fl->modpost_input)
		ok = (in = modpost_input(fl, m)) != NULL;
	ok = ok && run_step(fl, m, STEP_MODPOST, in);
	t0 = now_ms();
	ok = ok && build_modobj(fl, c, m, checking);
	fl->ms[STEP_MODC] = now_ms() - t0;
	ok = ok && run_step(fl, m, STEP_KO, NULL);
	t0 = now_ms();
	ok = ok && run_btf(fl, c, m, !checking);
	fl->ms[STEP_BTF] = now_ms() - t0;
	ok = ok && module_sane(m);
	free(in);
	return ok;
}

bool fastlink_run(struct fastlink *fl, struct cache *c, const struct fastlink_module *m)
{
	bool ok = place_common(fl, c, m) && link_steps(fl, c, m, false);

	if (ok && m->verbose)
		say_times(fl);
	return ok;
}

/* ------------------------------------------------------------ recording */

/* Kbuild's command for step S of M, as a template; NULL with *WHY. */
static char *step_template(const struct fastlink_module *m, enum step s, char **input, char **why)
{
	char *path = steps[s].cmd_file ? in_dir(m, steps[s].cmd_file) : NULL, *bar, *p;
	char *cmd = path ? kcmd_read(path) : NULL;

	free(path);
	if (!cmd) {
		*why = xasprintf("Kbuild's %s command was not found or not understood", steps[s].tag);
		return NULL;
	}
	kcmd_replace_in(&cmd, m->dir, "@DIR@");
	kcmd_replace_in(&cmd, m->name, "@MOD@");
	p = xstrdup(cmd + strspn(cmd, " "));
	free(cmd);
	cmd = p;
	if (s == STEP_MODPOST && !strncmp(p, SED_PREFIX, strlen(SED_PREFIX)) && (bar = strstr(p, " | "))) {
		p += strlen(SED_PREFIX);
		p += strspn(p, " ");
		*input = xstrndup(p, strcspn(p, " "));
		if (p + strlen(*input) + strspn(p + strlen(*input), " ") != bar + 1)
			*why = xstrdup("modpost's input is not one file through sed");
		p = xstrdup(bar + 3);
		free(cmd);
		cmd = p;
	}
	/* "ld ...;  true": Kbuild's stand-in for an ARCH_POSTLINK step. */
	if (s == STEP_KO && (p = strrchr(cmd, ';')) && !strcmp(p + 1 + strspn(p + 1, " "), "true"))
		*p = '\0';
	if (!*why && (strchr(cmd, '\n') || strstr(cmd, "pmprobe") || strstr(cmd, "pmp_")))
		*why = xasprintf("Kbuild's %s command names the build in a way not understood", steps[s].tag);
	return cmd;
}

/*
 * The BTF step, from Kbuild's log of the build (V=1): the commands
 * between "else" and "; fi" of the line that runs pahole for the module,
 * a leading VAR="VALUE" taken out into *ENV.  NULL with *WHY.
 */
static char *btf_command(const struct fastlink_module *m, char **env, char **why)
{
	char *log = xasprintf("%s/%s", m->dir, KBUILD_LOG), *text, *p, *end, *cmd = NULL, *q;
	size_t len;

	if (!read_file(log, &text, &len))
		text = xstrdup("");
	free(log);
	p = strstr(text, BTF_MARK);
	while (p && p > text && p[-1] != '\n' && strncmp(p, "else ", 5))
		p--;
	end = p ? strstr(p, "; fi") : NULL;
	if (p && end && !strncmp(p, "else ", 5)) {
		p += 5;
		*end = '\0';
		q = strchr(p, ' ');
		if (q && q > p && strchr(p, '=') && strchr(p, '=') < q && q[-1] == '"') {
			*env = xstrndup(p, (size_t)(q - p));
			kcmd_replace_in(env, "\"", "");
			p = q + 1;
		}
		cmd = kcmd_replace_all(p, "; ", " ; ");   /* as in .cmd files */
		kcmd_replace_in(&cmd, m->dir, "@DIR@");
		kcmd_replace_in(&cmd, m->name, "@MOD@");
	} else {
		*why = xstrdup("the kernel build has a vmlinux but Kbuild's BTF step was not in its log");
	}
	free(text);
	return cmd;
}

/* Stamps of the programs FL runs and of Kbuild's makefiles, into B. */
static bool add_stamps(struct buf *b, const struct fastlink *fl, const char *kbuild, char **why)
{
	size_t i;
	int s;

	for (i = 0; i < sizeof(kbuild_files) / sizeof(kbuild_files[0]); i++) {
		char *p = xasprintf("%s/%s", kbuild, kbuild_files[i]), *st = kcmd_stamp(p);

		if (st)
			buf_printf(b, "stamp %s\n", st);
		free(st);
		free(p);
	}
	for (s = 0; !*why && s < NSTEPS; s++)
		for (i = 0; !*why && i < fl->argv[s].len; i++) {
			char *path = program_path(VEC_AT(*(struct vec *)VEC_AT(fl->argv[s], i), 0),
						  kbuild, why), *st = path ? kcmd_stamp(path) : NULL;

			if (st)
				buf_printf(b, "stamp %s\n", st);
			free(st);
			free(path);
		}
	return !*why;
}

/* The recipe's text from Kbuild's files in M->dir; NULL with *WHY. */
static char *recipe_text(const struct fastlink_module *m, char **why)
{
	struct fastlink fl = { 0 };
	char *path, *text = NULL, *order;
	struct buf b;
	size_t len;
	int s;

	buf_init(&b);
	buf_puts(&b, RECIPE_HEADER);
	for (s = 0; !*why && s < NSTEPS; s++)
		if ((fl.cmd[s] = s != STEP_BTF ? step_template(m, s, &fl.modpost_input, why) :
		     kernel_wants_btf(m->target->build) ? btf_command(m, &fl.btf_env, why) : NULL) &&
		    !*why && !kcmd_split(fl.cmd[s], &fl.argv[s]))
			*why = xasprintf("Kbuild's %s command is not a plain command line", steps[s].tag);
	path = xasprintf("%s/modules.order", m->dir);
	if (!*why && read_file(path, &order, &len)) {
		kcmd_replace_in(&order, m->dir, "@DIR@");
		kcmd_replace_in(&order, m->name, "@MOD@");
		if (len && order[strlen(order) - 1] == '\n')
			order[strlen(order) - 1] = '\0';
		if (strchr(order, '\n') || strchr(order, ' '))
			*why = xstrdup("modules.order is not one module");
		buf_printf(&b, "order %s\n", order);
		free(order);
	} else if (!*why) {
		*why = xstrdup("Kbuild wrote no modules.order");
	}
	free(path);
	if (!*why && add_stamps(&b, &fl, m->target->build, why)) {
		path = xasprintf("%s/%s", m->dir, COMMON_OBJ);
		buf_printf(&b, "common %s\n", access(path, F_OK) == 0 ? "yes" : "no");
		free(path);
		if (fl.modpost_input)
			buf_printf(&b, "input %s\n", fl.modpost_input);
		if (fl.btf_env)
			buf_printf(&b, "btfenv %s\n", fl.btf_env);
		for (s = 0; s < NSTEPS; s++)
			if (fl.cmd[s])
				buf_printf(&b, "%s %s\n", steps[s].tag, fl.cmd[s]);
		text = xstrdup(b.data);
	}
	buf_free(&b);
	for (s = 0; s < NSTEPS; s++) {
		free(fl.cmd[s]);
		kcmd_free(&fl.argv[s]);
	}
	free(fl.modpost_input);
	free(fl.btf_env);
	return text;
}

/* Kbuild's NAME.mod, as the link writes it; false if not. */
static bool same_object_list(const struct fastlink_module *m)
{
	char *path = xasprintf("%s/%s.mod", m->dir, m->name), *text;
	struct buf b;
	size_t len;
	bool ok = read_file(path, &text, &len);
	int i;

	buf_init(&b);
	for (i = 0; i < m->n; i++)
		buf_printf(&b, "%s/%s.o\n", m->dir, m->objs[i]);
	ok = ok && len == b.len && !memcmp(text, b.data, len);
	if (ok)
		free(text);
	buf_free(&b);
	free(path);
	return ok;
}

/* Kbuild's module set aside as NAME.ko.kbuild, and what the link makes
 * removed, so that the recipe makes them again in the same place. */
static bool set_aside(const struct fastlink_module *m)
{
	static const char *const made[] = {
		"%s/%s.o", "%s/%s.mod.c", "%s/%s.mod.o", "%s/Module.symvers%.0s",
	};
	char *ko = xasprintf("%s/%s.ko", m->dir, m->name), *aside = xasprintf("%s.kbuild", ko);
	bool ok = rename(ko, aside) == 0;
	size_t i;

	for (i = 0; ok && i < sizeof(made) / sizeof(made[0]); i++) {
		char *p = xasprintf(made[i], m->dir, m->name);

		ok = unlink(p) == 0;
		free(p);
	}
	free(ko);
	free(aside);
	return ok;
}

/* The module the recipe made, byte for byte Kbuild's? */
static bool same_module(const struct fastlink_module *m)
{
	char *ko = xasprintf("%s/%s.ko", m->dir, m->name), *aside = xasprintf("%s.kbuild", ko);
	char *a = NULL, *b = NULL;
	size_t la, lb;
	bool same = read_file(ko, &a, &la) && read_file(aside, &b, &lb) && la == lb &&
		    !memcmp(a, b, la);

	if (!same) {
		/* Kbuild's module stays the result; the other is kept beside
		 * it for -k, as NAME.ko.fastlink */
		char *other = xasprintf("%s.fastlink", ko);

		if (access(aside, F_OK) == 0)
			rename(ko, other);
		rename(aside, ko);
		free(other);
	} else
		unlink(aside);
	free(a);
	free(b);
	free(ko);
	free(aside);
	return same;
}

/* Stores the checked recipe TEXT, with 6.12's .module-common.o first. */
static bool store_recipe(struct cache *c, const struct fastlink *fl,
			 const struct fastlink_module *m, const char *text)
{
	char *entry = entry_of("link", m->key), *common = xasprintf("%s/%s", m->dir, COMMON_OBJ);
	bool ok = (!fl->common || cache_store_file(c, entry, COMMON_OBJ, common, 0600)) &&
		  cache_store_data(c, entry, RECIPE_FILE, text, strlen(text), 0600);

	free(common);
	free(entry);
	return ok;
}

/* After the recipe gave Kbuild's module, BTF from pahole: whether the
 * final link with the cached .BTF added gives it too; BTF_CHECKED says so. */
static void check_btf(struct fastlink *fl, struct cache *c, const struct fastlink_module *m)
{
	char *ko = xasprintf("%s/%s.ko", m->dir, m->name), *aside = xasprintf("%s.kbuild", ko);
	char *entry = entry_of("link", m->key);

	btf_store(fl, c, m);
	if (rename(ko, aside) == 0 && run_step(fl, m, STEP_KO, NULL) && btf_from_cache(fl, c, m) &&
	    same_module(m))
		cache_store_data(c, entry, BTF_CHECKED, "yes\n", 4, 0600);
	else {
		same_module(m);   /* Kbuild's module back in place */
		cache_store_data(c, entry, BTF_CHECKED, "no\n", 3, 0600);
	}
	free(entry);
	free(aside);
	free(ko);
}

/* Checks the recipe TEXT by linking M's objects again; why not, or NULL. */
static char *check_recipe(struct cache *c, const struct fastlink_module *m, char *text)
{
	struct fastlink *fl;
	char *why = NULL;

	fl = fastlink_parse(text, m->target->build, &why);
	if (!fl)
		return why;
	if (!same_object_list(m))
		why = xstrdup("Kbuild's list of the module's objects is not the one expected");
	else if (!set_aside(m))
		why = xasprintf("cannot set Kbuild's module aside: %s", strerror(errno));
	else if (!link_steps(fl, c, m, true))
		why = xasprintf("a step failed (log: %s/fastlink.log)", m->dir);
	else if (!same_module(m))
		why = xstrdup("the module it made is not Kbuild's, byte for byte");
	else if (!store_recipe(c, fl, m, fl->text))
		why = xstrdup("it could not be stored in the cache");
	else if (fl->cmd[STEP_BTF] && fl->btf_env)
		check_btf(fl, c, m);
	if (why && m->dir)
		same_module(m);   /* puts Kbuild's module back when it was set aside */
	fastlink_free(fl);
	return why;
}

void fastlink_record(struct cache *c, const struct fastlink_module *m)
{
	char *why = NULL, *text = recipe_text(m, &why);

	if (text)
		why = check_recipe(c, m, text);   /* TEXT is the recipe's now */
	if (m->verbose) {
		if (why)
			fprintf(stderr, "Pass 4: Kbuild's link steps not recorded: %s\n", why);
		else
			fprintf(stderr, "Pass 4: recorded Kbuild's link steps for this kernel: linked again without make, the module is Kbuild's byte for byte\n");
	}
	free(why);
}
