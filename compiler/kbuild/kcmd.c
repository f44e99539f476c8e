/*
 * kcmd.c - Kbuild's recorded commands, shared by the early compile
 * (prebuild.c) and the link without make (fastlink.c): a command read
 * from Kbuild's own .cmd file, made a template (the build directory, the
 * module and object names as placeholders), split into argument vectors
 * without a shell, checked against the trust rule, filled in again for
 * another module, and the stamp (path, size, time) of a file a recording
 * depends on.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kbuild.h"

char *kcmd_replace_all(const char *s, const char *from, const char *to)
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

void kcmd_replace_in(char **s, const char *from, const char *to)
{
	char *r = kcmd_replace_all(*s, from, to);

	free(*s);
	*s = r;
}

/*
 * The command of a Kbuild .cmd file as a shell command: the first line is
 * "cmd_TARGET := ..." ("savedcmd_" since 6.3), written as make text, so
 * "$$" is "$" and "$(pound)" is "#"; anything else made of "$" is not
 * understood.
 */
char *kcmd_parse(const char *text)
{
	const char *eol = text + strcspn(text, "\n"), *p;
	char *line = xstrndup(text, (size_t)(eol - text)), *cmd = NULL;

	p = strstr(line, " := ");
	if ((!strncmp(line, "cmd_", 4) || !strncmp(line, "savedcmd_", 9)) && p) {
		cmd = kcmd_replace_all(p + 4, "$(pound)", "#");
		kcmd_replace_in(&cmd, "$$", "\001");
		if (strchr(cmd, '$')) {
			free(cmd);
			cmd = NULL;
		} else {
			kcmd_replace_in(&cmd, "\001", "$");
		}
	}
	free(line);
	return cmd;
}

char *kcmd_read(const char *path)
{
	char *text, *cmd;
	size_t len;

	if (!read_file(path, &text, &len))
		return NULL;
	cmd = memchr(text, '\0', len) ? NULL : kcmd_parse(text);
	free(text);
	return cmd;
}

char *kcmd_stamp(const char *path)
{
	struct stat st;

	if (stat(path, &st) != 0)
		return NULL;
	return xasprintf("%s %lld %lld", path, (long long)st.st_size, (long long)st.st_mtime);
}

char *kcmd_program_stamp(const char *cmd)
{
	char *word, *stamp = NULL, path[PATH_MAX];

	cmd += strspn(cmd, " \t");
	word = xstrndup(cmd, strcspn(cmd, " \t"));
	if (find_program(word, path, sizeof(path)) == 0)
		stamp = kcmd_stamp(path);
	free(word);
	return stamp;
}

/*
 * A recorded command runs as argument vectors, never through a shell:
 * Kbuild's text is split into words (single quotes are its only quoting)
 * and into commands at a lone ';'.  Anything else a shell would read --
 * '"', '\', '$', '`', redirections, pipes, '&', globs, '#' -- refuses
 * the command.
 */
static bool split_word(const char **sp, struct buf *w)
{
	const char *s = *sp;

	while (*s && *s != ' ' && *s != '\t') {
		if (*s == '\'') {
			const char *q = strchr(s + 1, '\'');

			if (!q)
				return false;
			buf_add(w, s + 1, (size_t)(q - s - 1));
			s = q + 1;
		} else if (strchr("\"\\$`|&;<>(){}*?[]~#!\n", *s)) {
			return false;
		} else {
			buf_putc(w, *s++);
		}
	}
	*sp = s;
	return true;
}

bool kcmd_split(const char *s, struct vec *cmds)
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
		if (!split_word(&s, &w)) {
			buf_free(&w);
			return false;
		}
		vec_push(argv, buf_steal(&w));
	}
	return argv->len > 0;
}

void kcmd_free(struct vec *cmds)
{
	size_t i;

	for (i = 0; i < cmds->len; i++) {
		struct vec *argv = VEC_AT(*cmds, i);

		vec_free_strings(argv);
		free(argv);
	}
	free(cmds->items);
	memset(cmds, 0, sizeof(*cmds));
}

/* Where a path may start in ARG: its start, after '=', ',' or ':', and
 * after the name of a joined option ("-I/x", "-include/x", "-isystem/x",
 * "-L/x"): an argument starting with '-' whose first '/' follows only
 * option characters. */
static bool path_starts_at(const char *arg, const char *p)
{
	const char *q;

	if (p == arg || strchr("=,:", p[-1]))
		return true;
	if (arg[0] != '-')
		return false;
	for (q = arg; q < p; q++)
		if (!(q[0] == '-' || (q[0] >= 'a' && q[0] <= 'z') || (q[0] >= 'A' && q[0] <= 'Z') ||
		      (q[0] >= '0' && q[0] <= '9') || q[0] == '_' || q[0] == '+'))
			return false;
	return true;
}

/* Does S name a parent directory ("..", "../x", "x/..", "x/../y")? */
static bool has_dotdot(const char *s)
{
	const char *p;

	for (p = s; (p = strstr(p, "..")); p += 2)
		if ((p == s || strchr("/=,:@", p[-1])) && (!p[2] || strchr("/=,:", p[2])))
			return true;
	return false;
}

/* Does S start with a placeholder (@DIR@ pmprobe's build directory,
 * @OBJ@, @MOD@), not a response file's '@'? */
static bool placeholder(const char *s)
{
	return !strncmp(s, "@DIR@", 5) || !strncmp(s, "@OBJ@", 5) || !strncmp(s, "@MOD@", 5);
}

char *kcmd_argument_paths(const char *arg, struct vec *paths)
{
	const char *p;

	/* "@FILE": gcc and ld read more arguments from FILE; only the
	 * module's own list in pmprobe's build directory ("@@DIR@/@MOD@.mod",
	 * 6.1's ld -r) is one pmprobe wrote. */
	if (arg[0] == '@' && strncmp(arg, "@@DIR@/", 7) && !placeholder(arg))
		return xasprintf("it reads more arguments from the file %s", arg + 1);
	if (has_dotdot(arg))
		return xasprintf("its argument %s names a parent directory ('..')", arg);
	for (p = arg; *p; p++)
		if (*p == '/' && path_starts_at(arg, p)) {
			size_t n = strcspn(p, "=,:");

			vec_push(paths, xstrndup(p, n));
			p += n - 1;
		}
	return NULL;
}

/* Every absolute path an argument names (kcmd_argument_paths) must be a
 * trusted file or directory: no device, FIFO or socket, nothing another
 * user can change. */
char *kcmd_argument_problem(const char *arg)
{
	struct vec paths = { 0 };
	char *why = kcmd_argument_paths(arg, &paths);
	size_t i;

	for (i = 0; !why && i < paths.len; i++) {
		const char *path = VEC_AT(paths, i);
		struct stat st;
		int fd;

		if (stat(path, &st) != 0) {
			why = xasprintf("it names %s, which does not exist", path);
		} else if (!S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) {
			why = xasprintf("it names %s, which is not a file or a directory", path);
		} else if ((fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)) >= 0) {
			char *pb = trust_fd_problem(fd, S_ISDIR(st.st_mode), TRUST_SYSTEM);

			if (pb)
				why = xasprintf("%s %s", path, pb);
			free(pb);
			close(fd);
		} else {
			why = xasprintf("%s cannot be opened: %s", path, strerror(errno));
		}
	}
	vec_free_strings(&paths);
	return why;
}

/* A program given relative to the kernel build (Kbuild's
 * "./tools/objtool/objtool", "scripts/mod/modpost"): trusted. */
char *kcmd_helper_problem(const char *prog, const char *kbuild)
{
	char *path, *why = NULL;
	int fd;

	if (prog[0] == '/' || !strchr(prog, '/') || strstr(prog, "..") || strchr(prog, '@'))
		return xasprintf("it runs %s, not the compiler or a file of the kernel build", prog);
	path = xasprintf("%s/%s", kbuild, prog);
	fd = trust_open_file(path, TRUST_SYSTEM, &why);
	if (fd >= 0)
		close(fd);
	free(path);
	return why;
}

char *kcmd_arguments_problem(const struct vec *cmds)
{
	char *why = NULL;
	size_t i, j;

	for (i = 0; !why && i < cmds->len; i++) {
		struct vec *argv = VEC_AT(*cmds, i);

		for (j = 1; !why && j < argv->len; j++)
			why = kcmd_argument_problem(VEC_AT(*argv, j));
	}
	return why;
}

char *kcmd_fill(const char *word, const char *dir, const char *obj, const char *module)
{
	char *w = kcmd_replace_all(word, "@DIR@", dir);

	if (obj)
		kcmd_replace_in(&w, "@OBJ@", obj);
	kcmd_replace_in(&w, "@MOD@", module);
	return w;
}
