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
 * With a link recipe (fastlink.c) no Kbuild runs: the objects are linked
 * as they are.  The command is used only while the compiler it names is
 * the same file (size and time) as when it was recorded.  When anything here fails, the
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

/*
 * "#pmprobe compiler PATH SIZE MTIME": the compiler that CMD (its first
 * word) runs, as found now; the recorded command is used only while it
 * is the same file, so that flags Kbuild chose by probing one compiler
 * are not given to another.  NULL if it cannot be found.
 */
static char *compiler_stamp(const char *cmd)
{
	char *stamp = kcmd_program_stamp(cmd), *line;

	if (!stamp)
		return NULL;
	line = xasprintf("#pmprobe compiler %s\n", stamp);
	free(stamp);
	return line;
}

char *prebuild_record(const char *dir, const char *obj, const char *module)
{
	char *path = xasprintf("%s/.%s.o.cmd", dir, obj), *cmd = kcmd_read(path);
	char *from, *to, *stamp, *text;
	bool ok;

	free(path);
	if (!cmd)
		return NULL;
	from = xasprintf("KBUILD_MODNAME='\"%s\"'", module);
	kcmd_replace_in(&cmd, from, "KBUILD_MODNAME='\"@MOD@\"'");
	free(from);
	from = xasprintf("__KBUILD_MODNAME=kmod_%s", module);
	kcmd_replace_in(&cmd, from, "__KBUILD_MODNAME=kmod_@MOD@");
	free(from);
	from = xasprintf("KBUILD_BASENAME='\"%s\"'", obj);
	kcmd_replace_in(&cmd, from, "KBUILD_BASENAME='\"@OBJ@\"'");
	free(from);
	from = xasprintf("%s/%s.", dir, obj);
	kcmd_replace_in(&cmd, from, "@DIR@/@OBJ@.");
	free(from);
	from = xasprintf("%s/.%s.", dir, obj);
	kcmd_replace_in(&cmd, from, "@DIR@/.@OBJ@.");
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

void prebuild_free(struct prebuild_cmd *pc)
{
	if (!pc)
		return;
	kcmd_free(&pc->cmds);
	free(pc->compiler);
	free(pc);
}

/* Why the parsed command PC may not run, or NULL. */
static char *command_problem(struct prebuild_cmd *pc, const char *kbuild)
{
	struct vec *first = VEC_AT(pc->cmds, 0);
	char *why = NULL;
	size_t i;
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
		why = kcmd_helper_problem(VEC_AT(*(struct vec *)VEC_AT(pc->cmds, i), 0), kbuild);
	if (!why)
		why = kcmd_arguments_problem(&pc->cmds);
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
	if (trust_find_program("flock", flock_path, sizeof(flock_path), why) != 0) {
		if (!*why)
			*why = xstrdup("flock(1) is not installed");
	} else if (!stamp || strncmp(text, stamp, strlen(stamp)))
		*why = xstrdup("its compiler changed since it was recorded");
	else if (!kcmd_split(cmd, &pc->cmds))
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
			argv[j] = kcmd_fill(VEC_AT(*words, j), dir, obj, module);
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

bool prebuild_finish(struct prebuild *pb, const char *dir, const char *link_dir, bool as_shipped)
{
	bool ok = true;
	int i;

	for (i = 0; i < pb->n; i++)
		if (!wait_ok(pb->pid[i]))
			ok = false;
	for (i = 0; i < pb->n; i++) {
		char *built = xasprintf("%s/%s.o", dir, pb->objs[i]);
		char *shipped = xasprintf("%s/%s.o%s", link_dir, pb->objs[i], as_shipped ? "_shipped" : "");
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
