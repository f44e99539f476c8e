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
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "pmprobe.h"
#include "vm.h"

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

bool prebuild_record(const char *tmpl_path, const char *dir, const char *obj,
		     const char *module)
{
	char *cmd = read_kbuild_cmd(dir, obj), *from, *to, *tmp, *stamp, *text;
	bool ok;

	if (!cmd)
		return false;
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
	if (!ok) {
		free(cmd);
		return false;
	}
	stamp = compiler_stamp(cmd);
	if (!stamp) {
		free(cmd);
		return false;
	}
	text = xasprintf("%s%s\n", stamp, cmd);
	tmp = xasprintf("%s.tmp%d", tmpl_path, (int)getpid());
	ok = write_file(tmp, text, strlen(text)) && rename(tmp, tmpl_path) == 0;
	if (!ok)
		unlink(tmp);
	free(tmp);
	free(text);
	free(stamp);
	free(cmd);
	return ok;
}

char *prebuild_load(const char *tmpl_path)
{
	char *text, *cmd, *stamp, *eol, flock_path[PATH_MAX];
	size_t len;
	bool flock_found;

	if (!tmpl_path || !read_file(tmpl_path, &text, &len))
		return NULL;
	flock_found = find_program("flock", flock_path, sizeof(flock_path)) == 0;
	eol = strchr(text, '\n');
	cmd = eol ? xstrdup(eol + 1) : NULL;
	if (cmd && (eol = strchr(cmd, '\n')))
		*eol = '\0';
	stamp = cmd ? compiler_stamp(cmd) : NULL;
	/* The stamp must still describe the compiler, byte for byte. */
	if (!flock_found || !stamp || strncmp(text, stamp, strlen(stamp)) || !*cmd) {
		free(cmd);
		cmd = NULL;
	}
	free(stamp);
	free(text);
	return cmd;
}

char *prebuild_makefile_line(const char *dir)
{
	return xasprintf("# Wait for the script's objects, compiled beside Kbuild's start.\n"
			 "$(shell flock %s/%s true)\n", dir, LOCK_NAME);
}

bool prebuild_start(struct prebuild *pb, const char *tmpl, const char *kbuild,
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
		char *cmd = replace_all(tmpl, "@DIR@", dir), *log;

		replace_in(&cmd, "@OBJ@", objs[i]);
		replace_in(&cmd, "@MOD@", module);
		log = xasprintf("%s/prebuild-%s.log", dir, objs[i]);
		/* -e: as make runs Kbuild's commands ("set -e; ..."). */
		pb->pid[i] = spawn_logged(kbuild, log, (char *[]){ "/bin/sh", "-e", "-c", cmd, NULL });
		pb->objs[i] = objs[i];
		free(log);
		free(cmd);
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
