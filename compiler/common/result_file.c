/*
 * result_file.c - the files pass 5 writes beside the script's output
 * (result_file.h): written atomically here, or framed on a --vm guest's
 * status port and written atomically by the host that reads the frames.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "result_file.h"

static const struct {
	const char *name, *option;
} roles[RESULT_N] = {
#define RESULT_ROLE_(ROLE, name, option) [RESULT_##ROLE] = { name, option },
	RESULT_ROLES(RESULT_ROLE_)
#undef RESULT_ROLE_
};

const char *result_role_name(enum result_role role)
{
	return roles[role].name;
}

const char *result_role_option(enum result_role role)
{
	return roles[role].option;
}

static int role_named(const char *name, size_t len)
{
	for (int i = 0; i < RESULT_N; i++)
		if (strlen(roles[i].name) == len && !memcmp(roles[i].name, name, len))
			return i;
	return -1;
}

/* PATH's directory, opened under the rule result_file_save applies, and
 * its last component in *NAME; -1 with *WHY. */
static int open_parent(const char *path, const char **name, char **why)
{
	const char *slash = strrchr(path, '/');
	char *dir;
	int dfd;

	*why = NULL;
	*name = slash ? slash + 1 : path;
	if (!**name || !strcmp(*name, ".") || !strcmp(*name, "..")) {
		*why = xasprintf("%s: names no file", path);
		return -1;
	}
	dir = slash ? xstrndup(path, slash == path ? 1 : (size_t)(slash - path)) : xstrdup(".");
	dfd = trust_open_dir(dir, TRUST_TMP, false, why);
	free(dir);
	return dfd;
}

bool result_file_save(const char *path, const void *data, size_t len, char **why)
{
	const char *name;
	int dfd = open_parent(path, &name, why);
	bool ok;

	if (dfd < 0)
		return false;
	ok = write_at_atomic(dfd, name, data, len, 0644);
	if (!ok)
		*why = xasprintf("%s: %s", path, strerror(errno));
	close(dfd);
	return ok;
}

bool result_file_wanted(const struct result_files *rf, enum result_role role)
{
	return rf && rf->path[role] != NULL;
}

bool result_files_any(const struct result_files *rf)
{
	for (int i = 0; i < RESULT_N; i++)
		if (result_file_wanted(rf, i))
			return true;
	return false;
}

bool result_files_check(const struct result_files *rf)
{
	bool ok = true;

	for (int i = 0; rf && !rf->port && i < RESULT_N; i++) {
		const char *name;
		char *why = NULL;
		int dfd;

		if (!rf->path[i])
			continue;
		dfd = open_parent(rf->path[i], &name, &why);
		if (dfd < 0) {
			fprintf(stderr, "pmprobe: cannot write the %s file: %s\n", roles[i].name,
				why ? why : strerror(errno));
			ok = false;
		} else {
			close(dfd);
		}
		free(why);
	}
	return ok;
}

/* The status port stays open for the loader's life: one frame is one
 * write of its header and body, in order. */
static bool send_frame(const char *port, enum result_role role, const void *data,
		       size_t len)
{
	static int fd = -1;
	char head[64];
	int n;

	if (len > RESULT_FILE_MAX) {
		errno = EFBIG;
		return false;
	}
	if (fd < 0)
		fd = open(port, O_WRONLY | O_NOCTTY | O_CLOEXEC);
	if (fd < 0)
		return false;
	n = snprintf(head, sizeof(head), RESULT_FRAME_TAG "%s %zu\n", roles[role].name, len);
	return write_all(fd, head, (size_t)n) && write_all(fd, data, len);
}

bool result_file_put(const struct result_files *rf, enum result_role role,
		     const void *data, size_t len)
{
	char *why = NULL;

	if (!result_file_wanted(rf, role))
		return true;
	if (rf->port) {
		if (send_frame(rf->port, role, data, len))
			return true;
		fprintf(stderr, "pmprobe: cannot send the %s file to the host on %s: %s\n",
			roles[role].name, rf->port, strerror(errno));
		return false;
	}
	if (result_file_save(rf->path[role], data, len, &why))
		return true;
	fprintf(stderr, "pmprobe: cannot write the %s file: %s\n", roles[role].name, why);
	free(why);
	return false;
}

/* ------------------------------------------------------- the host's side */

void result_reader_init(struct result_reader *r, const char *const *path)
{
	memset(r, 0, sizeof(*r));
	r->path = path;
	r->role = -1;
	buf_init(&r->body);
}

void result_reader_free(struct result_reader *r)
{
	buf_free(&r->body);
}

/* A whole frame: to its file, if the host asked for one of its role. */
static void frame_done(struct result_reader *r)
{
	const char *path = r->path ? r->path[r->role] : NULL;
	char *why = NULL;

	if (!path) {
		fprintf(stderr, "pmprobe: the guest sent a %s file that was not asked for: dropped\n",
			roles[r->role].name);
		r->failed++;
	} else if (result_file_save(path, r->body.data ? r->body.data : "", r->body.len, &why)) {
		r->saved++;
	} else {
		/* once: a snapshot every few seconds would repeat it */
		if (!r->said[r->role])
			fprintf(stderr, "pmprobe: cannot write the %s file: %s\n", roles[r->role].name, why);
		r->said[r->role] = true;
		free(why);
		r->failed++;
	}
	r->role = -1;
	r->body.len = 0;
}

/* A text line: a frame's header starts a frame; anything else is the
 * caller's. */
static void text_line(struct result_reader *r, void (*line)(void *, const char *), void *ctx)
{
	const char *s = r->line, *sp, *end;
	size_t tag = strlen(RESULT_FRAME_TAG);
	unsigned long long n;
	int role;

	r->line[r->linelen] = '\0';
	r->linelen = 0;
	if (strncmp(s, RESULT_FRAME_TAG, tag)) {
		line(ctx, s);
		return;
	}
	s += tag;
	sp = strchr(s, ' ');
	role = sp ? role_named(s, (size_t)(sp - s)) : -1;
	errno = 0;
	n = sp && sp[1] >= '0' && sp[1] <= '9' ? strtoull(sp + 1, (char **)&end, 10) : 0;
	if (role < 0 || !sp || errno || *end || n > RESULT_FILE_MAX) {
		fprintf(stderr, "pmprobe: the guest sent a file frame that is not one ('%s'): ignored\n",
			r->line);
		r->failed++;
		return;
	}
	r->role = role;
	r->need = (size_t)n;
	r->body.len = 0;
	if (!r->need)
		frame_done(r);
}

void result_reader_feed(struct result_reader *r, const char *buf, size_t n,
			void (*line)(void *ctx, const char *text), void *ctx)
{
	while (n) {
		if (r->role >= 0) {
			size_t take = n < r->need ? n : r->need;

			buf_add(&r->body, buf, take);
			buf += take;
			n -= take;
			r->need -= take;
			if (!r->need)
				frame_done(r);
			continue;
		}
		if (*buf == '\n' || *buf == '\r') {
			if (r->linelen)
				text_line(r, line, ctx);
		} else if (r->linelen < sizeof(r->line) - 1) {
			r->line[r->linelen++] = *buf;
		}
		buf++;
		n--;
	}
}
