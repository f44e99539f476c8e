/*
 * prebuild.c - pass 4's early compile of the script's objects.
 *
 * Kbuild spends its first ~0.6 s evaluating the kernel's makefiles (some
 * 30 compiler probes, one after another, on one CPU) before it compiles
 * anything.  After a module has been built for a kernel, the command line
 * Kbuild compiled the script's object with is recorded in the cache
 * (kbuild-KEY/: pmprobe's version, the Kbuild flags, the kernel build,
 * Kbuild's environment variables).  A later build runs that command for
 * each script object, and for the runtime's when none is cached for its
 * limits, while Kbuild starts; Kbuild's makefile for the module waits on
 * a lock until they are done and then links them as prebuilt objects.
 * The command is used only while the compiler it names is the same file
 * (size and time) as when it was recorded.  When anything here fails, the
 * caller builds the ordinary way.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kbuild.h"

#define LOCK_NAME ".pmp_prebuild.lock"

/* Replaces every FROM in S by TO; returns a new string. */
static char *replace_all(const char *s, const char *from, const char *to)
{
	struct buf b;
	size_t n = strlen(from);
	const char *p;

	buf_init(&b);
	while ((p = strstr(s, from))) {
		buf_add(&b, s, (size_t)(p - s));
		buf_puts(&b, to);
		s = p + n;
	}
	buf_puts(&b, s);
	return buf_steal(&b);
}

static void replace_in(char **s, const char *from, const char *to)
{
	char *r = replace_all(*s, from, to);

	free(*s);
	*s = r;
}

/*
 * The command of Kbuild's DIR/.OBJ.o.cmd as a shell command: the first
 * line is "cmd_DIR/OBJ.o := ..." ("savedcmd_" since 6.3), written as make
 * text, so "$$" is "$" and "$(pound)" is "#"; anything else made of "$"
 * is not understood.
 */
static char *read_kbuild_cmd(const char *dir, const char *obj)
{
	char *path = xasprintf("%s/.%s.o.cmd", dir, obj), *text, *p, *eol, *cmd = NULL;
	size_t len;

	if (!read_file(path, &text, &len)) {
		free(path);
		return NULL;
	}
	free(path);
	eol = strchr(text, '\n');
	if (eol)
		*eol = '\0';
	p = strstr(text, " := ");
	if ((!strncmp(text, "cmd_", 4) || !strncmp(text, "savedcmd_", 9)) && p) {
		cmd = replace_all(p + 4, "$(pound)", "#");
		replace_in(&cmd, "$$", "\001");
		if (strchr(cmd, '$')) {
			free(cmd);
			cmd = NULL;
		} else {
			replace_in(&cmd, "\001", "$");
		}
	}
	free(text);
	return cmd;
}

/*
 * "#pmprobe compiler PATH SIZE MTIME": the compiler that CMD (its first
 * word) runs, as found now; the recorded command is used only while it
 * is the same file, so that flags Kbuild chose by probing one compiler
 * are not given to another.  NULL if it cannot be found.
 */
static char *compiler_stamp(const char *cmd)
{
	char *word, *stamp = NULL, path[PATH_MAX];
	struct stat st;

	cmd += strspn(cmd, " \t");
	word = xstrndup(cmd, strcspn(cmd, " \t"));
	if (find_program(word, path, sizeof(path)) == 0 && stat(path, &st) == 0)
		stamp = xasprintf("#pmprobe compiler %s %lld %lld\n", path,
				  (long long)st.st_size, (long long)st.st_mtime);
	free(word);
	return stamp;
}

char *prebuild_record(const char *dir, const char *obj, const char *module)
{
	char *cmd = read_kbuild_cmd(dir, obj), *from, *to, *stamp, *text;
	bool ok;

	if (!cmd)
		return NULL;
	from = xasprintf("KBUILD_MODNAME='\"%s\"'", module);
	replace_in(&cmd, from, "KBUILD_MODNAME='\"@MOD@\"'");
	free(from);
	from = xasprintf("__KBUILD_MODNAME=kmod_%s", module);
	replace_in(&cmd, from, "__KBUILD_MODNAME=kmod_@MOD@");
	free(from);
	from = xasprintf("KBUILD_BASENAME='\"%s\"'", obj);
	replace_in(&cmd, from, "KBUILD_BASENAME='\"@OBJ@\"'");
	free(from);
	from = xasprintf("%s/%s.", dir, obj);
	replace_in(&cmd, from, "@DIR@/@OBJ@.");
	free(from);
	from = xasprintf("%s/.%s.", dir, obj);
	replace_in(&cmd, from, "@DIR@/.@OBJ@.");
	free(from);
	/* A name left anywhere would be compiled into another module: the
	 * command is kept only when every use was understood. */
	to = xasprintf("-o @DIR@/@OBJ@.o @DIR@/@OBJ@.c");
	ok = !strstr(cmd, dir) && !strstr(cmd, obj) && !strstr(cmd, module) &&
	     strstr(cmd, to) && !strchr(cmd, '\n');
	free(to);
	stamp = ok ? compiler_stamp(cmd) : NULL;
	text = stamp ? xasprintf("%s%s\n", stamp, cmd) : NULL;
	free(stamp);
	free(cmd);
	return text;
}

/* ------------------------------------------------- the recorded command */

/*
 * A recorded command runs as argument vectors, never through a shell:
 * Kbuild's text is split into words (single quotes are its only quoting)
 * and into commands at a lone ';'.  Anything else a shell would read --
 * '"', '\', '$', '`', redirections, pipes, '&', globs, '#' -- refuses
 * the command.
 */
static bool split_commands(const char *s, struct vec *cmds)
{
	struct vec *argv = xcalloc(1, sizeof(*argv));
	struct buf w;

	vec_push(cmds, argv);
	for (;;) {
		s += strspn(s, " \t");
		if (!*s)
			break;
		if (*s == ';' && (s[1] == ' ' || s[1] == '\t' || !s[1])) {
			if (!argv->len)
				return false;
			argv = xcalloc(1, sizeof(*argv));
			vec_push(cmds, argv);
			s++;
			continue;
		}
		buf_init(&w);
		while (*s && *s != ' ' && *s != '\t') {
			if (*s == '\'') {
				const char *q = strchr(s + 1, '\'');

				if (!q) {
					buf_free(&w);
					return false;
				}
				buf_add(&w, s + 1, (size_t)(q - s - 1));
				s = q + 1;
			} else if (strchr("\"\\$`|&;<>(){}*?[]~#!\n", *s)) {
				buf_free(&w);
				return false;
			} else {
				buf_putc(&w, *s++);
			}
		}
		vec_push(argv, buf_steal(&w));
	}
	return argv->len > 0;
}

/* Every absolute path an argument names (at its start or after '=' or
 * ','), placeholders aside, must be a trusted file or directory. */
static char *argument_problem(const char *arg)
{
	const char *p;

	for (p = arg; *p; p++) {
		char *path, *why = NULL;
		struct stat st;
		int fd;

		/* "/path", "-I/path", "-x=/path", "-Wp,-MMD,/path" */
		if (*p != '/' || (p != arg && p[-1] != '=' && p[-1] != ',' &&
				  !(p == arg + 2 && arg[0] == '-')))
			continue;
		path = xstrndup(p, strcspn(p, "=,"));
		if (strchr(path, '@')) {
			free(path);
			continue;
		}
		if (stat(path, &st) != 0) {
			why = xasprintf("it names %s, which does not exist", path);
		} else if ((fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)) >= 0) {
			char *pb = trust_fd_problem(fd, S_ISDIR(st.st_mode), TRUST_SYSTEM);

			if (pb)
				why = xasprintf("%s %s", path, pb);
			free(pb);
			close(fd);
		} else {
			why = xasprintf("%s cannot be opened: %s", path, strerror(errno));
		}
		free(path);
		if (why)
			return why;
	}
	return NULL;
}

/* The program of a command after the first: a file of the kernel build
 * given relative to it (Kbuild's "./tools/objtool/objtool"), trusted. */
static char *helper_problem(const char *prog, const char *kbuild)
{
	char *path, *why = NULL;
	int fd;

	if (strncmp(prog, "./", 2) || strstr(prog, "/../"))
		return xasprintf("it runs %s, not the compiler or a file of the kernel build", prog);
	path = xasprintf("%s/%s", kbuild, prog + 2);
	fd = trust_open_file(path, TRUST_SYSTEM, &why);
	if (fd >= 0)
		close(fd);
	free(path);
	return why;
}

void prebuild_free(struct prebuild_cmd *pc)
{
	size_t i, j;

	if (!pc)
		return;
	for (i = 0; i < pc->cmds.len; i++) {
		struct vec *argv = VEC_AT(pc->cmds, i);

		for (j = 0; j < argv->len; j++)
			free(VEC_AT(*argv, j));
		free(argv->items);
		free(argv);
	}
	free(pc->cmds.items);
	free(pc);
}

/* Why the parsed command PC may not run, or NULL. */
static char *command_problem(struct prebuild_cmd *pc, const char *kbuild)
{
	struct vec *first = VEC_AT(pc->cmds, 0);
	char *why = NULL;
	size_t i, j;
	int fd;

	fd = trust_open_file(pc->compiler, TRUST_SYSTEM, &why);
	if (fd >= 0)
		close(fd);
	for (i = 0; !why && i + 2 < first->len; i++)
		if (!strcmp(VEC_AT(*first, i), "-o") &&
		    !strcmp(VEC_AT(*first, i + 1), "@DIR@/@OBJ@.o") &&
		    !strcmp(VEC_AT(*first, i + 2), "@DIR@/@OBJ@.c"))
			break;
	if (!why && i + 2 >= first->len)
		why = xstrdup("it does not compile @DIR@/@OBJ@.c into @DIR@/@OBJ@.o");
	for (i = 1; !why && i < pc->cmds.len; i++)
		why = helper_problem(VEC_AT(*(struct vec *)VEC_AT(pc->cmds, i), 0), kbuild);
	for (i = 0; !why && i < pc->cmds.len; i++) {
		struct vec *argv = VEC_AT(pc->cmds, i);

		for (j = 1; !why && j < argv->len; j++)
			why = argument_problem(VEC_AT(*argv, j));
	}
	return why;
}

struct prebuild_cmd *prebuild_load(const char *text, const char *kbuild, char **why)
{
	struct prebuild_cmd *pc;
	char *cmd, *stamp, *eol, flock_path[PATH_MAX];

	*why = NULL;
	eol = strchr(text, '\n');
	cmd = eol ? xstrdup(eol + 1) : xstrdup("");
	if ((eol = strchr(cmd, '\n')))
		*eol = '\0';
	stamp = compiler_stamp(cmd);
	pc = xcalloc(1, sizeof(*pc));
	if (find_program("flock", flock_path, sizeof(flock_path)) != 0)
		*why = xstrdup("flock(1) is not installed");
	else if (!stamp || strncmp(text, stamp, strlen(stamp)))
		*why = xstrdup("its compiler changed since it was recorded");
	else if (!split_commands(cmd, &pc->cmds))
		*why = xstrdup("it is not a plain command line (it holds shell syntax)");
	if (!*why) {
		/* "#pmprobe compiler PATH SIZE MTIME" */
		pc->compiler = xstrndup(stamp + 18, strcspn(stamp + 18, " "));
		*why = command_problem(pc, kbuild);
	}
	free(stamp);
	free(cmd);
	if (*why) {
		prebuild_free(pc);
		return NULL;
	}
	return pc;
}

char *prebuild_makefile_line(const char *dir)
{
	return xasprintf("# Wait for the script's objects, compiled beside Kbuild's start.\n"
			 "$(shell flock %s/%s true)\n", dir, LOCK_NAME);
}

/* WORD with the placeholders of one object filled in. */
static char *fill(const char *word, const char *dir, const char *obj, const char *module)
{
	char *w = replace_all(word, "@DIR@", dir);

	replace_in(&w, "@OBJ@", obj);
	replace_in(&w, "@MOD@", module);
	return w;
}

/* The child that runs PC's commands for one object in turn, in KBUILD,
 * stopping at the first that fails (as make runs Kbuild's "cmd1; cmd2"
 * under "set -e"); its output in LOG. */
static pid_t run_commands(const struct prebuild_cmd *pc, const char *kbuild,
			  const char *log, const char *dir, const char *obj,
			  const char *module)
{
	pid_t pid = fork();
	size_t i, j;

	if (pid != 0)
		return pid;
	for (i = 0; i < pc->cmds.len; i++) {
		const struct vec *words = VEC_AT(pc->cmds, i);
		char **argv = xcalloc(words->len + 1, sizeof(*argv));

		for (j = 0; j < words->len; j++)
			argv[j] = fill(VEC_AT(*words, j), dir, obj, module);
		/* The compiler is the file its stamp names, not a PATH search. */
		if (!wait_ok(spawn_logged(kbuild, log, i ? argv[0] : pc->compiler, argv)))
			_exit(1);
	}
	_exit(0);
}

bool prebuild_start(struct prebuild *pb, const struct prebuild_cmd *pc, const char *kbuild,
		    const char *dir, const char *module, const char *const *objs, int n)
{
	char *lock;
	int i;

	memset(pb, 0, sizeof(*pb));
	pb->lock_fd = -1;
	if (n > PREBUILD_MAX_OBJS)
		return false;
	lock = xasprintf("%s/%s", dir, LOCK_NAME);
	/* O_CLOEXEC: make and the compilers must not share the lock. */
	pb->lock_fd = open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
	free(lock);
	if (pb->lock_fd < 0 || flock(pb->lock_fd, LOCK_EX) != 0) {
		if (pb->lock_fd >= 0)
			close(pb->lock_fd);
		pb->lock_fd = -1;
		return false;
	}
	for (i = 0; i < n; i++) {
		char *log = xasprintf("%s/prebuild-%s.log", dir, objs[i]);

		pb->pid[i] = run_commands(pc, kbuild, log, dir, objs[i], module);
		pb->objs[i] = objs[i];
		free(log);
	}
	pb->n = n;
	return true;
}

bool prebuild_finish(struct prebuild *pb, const char *dir, const char *link_dir)
{
	bool ok = true;
	int i;

	for (i = 0; i < pb->n; i++)
		if (!wait_ok(pb->pid[i]))
			ok = false;
	for (i = 0; i < pb->n; i++) {
		char *built = xasprintf("%s/%s.o", dir, pb->objs[i]);
		char *shipped = xasprintf("%s/%s.o_shipped", link_dir, pb->objs[i]);
		char *cmd = xasprintf("%s/.%s.o.cmd", link_dir, pb->objs[i]);
		static const char note[] = "# compiled by pmprobe with Kbuild's recorded command: no exported symbols\n";

		if (!ok || rename(built, shipped) != 0 || !write_file(cmd, note, strlen(note))) {
			ok = false;
			unlink(built);
		}
		free(built);
		free(shipped);
		free(cmd);
	}
	/* Kbuild goes on: with the objects, or to fail without them. */
	if (pb->lock_fd >= 0)
		close(pb->lock_fd);
	pb->lock_fd = -1;
	return ok;
}
