/*
 * trust.c - the trust rule for what pmprobe reads, runs, loads or writes:
 * nothing another local user can change.  A file or directory is trusted
 * when it is owned by you (the effective user) or by root -- the cache
 * only by you -- and neither its group nor others may write it; the
 * directories above a trusted directory are owned by you or root and are
 * not writable by others unless sticky (as /tmp).  Every check is made on
 * a descriptor opened without following a symlink, and that descriptor is
 * what is then read, so a rename between the check and the use cannot
 * swap the file.  docs/SAFETY.md ("Trust") says the rule in full.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common.h"

/* What is wrong with ST for WHO (a directory if DIR), or NULL. */
static char *stat_problem(const struct stat *st, bool dir, enum trust_owner who)
{
	uid_t me = geteuid();

	if (dir && !S_ISDIR(st->st_mode))
		return xstrdup("is not a directory");
	if (!dir && !S_ISREG(st->st_mode))
		return xstrdup("is not a regular file");
	if (st->st_uid != me && (who == TRUST_MINE || st->st_uid != 0))
		return xasprintf("is owned by uid %u, not by you (uid %u)%s",
				 (unsigned)st->st_uid, (unsigned)me,
				 who == TRUST_MINE ? "" : " or root");
	if (st->st_mode & (S_IWGRP | S_IWOTH))
		return xasprintf("is writable by %s (mode %04o)",
				 st->st_mode & S_IWOTH ? "every user" : "its group",
				 (unsigned)(st->st_mode & 07777));
	return NULL;
}

char *trust_fd_problem(int fd, bool dir, enum trust_owner who)
{
	struct stat st;

	if (fstat(fd, &st) != 0)
		return xasprintf("cannot be examined: %s", strerror(errno));
	return stat_problem(&st, dir, who);
}

/* A directory above a trusted one: owned by you or root, and writable by
 * no one else unless sticky (others cannot rename what is not theirs). */
static char *ancestor_problem(int fd)
{
	struct stat st;

	if (fstat(fd, &st) != 0)
		return xasprintf("cannot be examined: %s", strerror(errno));
	if (st.st_uid != geteuid() && st.st_uid != 0)
		return xasprintf("is owned by uid %u, not by you (uid %u) or root",
				 (unsigned)st.st_uid, (unsigned)geteuid());
	if ((st.st_mode & (S_IWGRP | S_IWOTH)) && !(st.st_mode & S_ISVTX))
		return xasprintf("is writable by %s and not sticky (mode %04o)",
				 st.st_mode & S_IWOTH ? "every user" : "its group",
				 (unsigned)(st.st_mode & 07777));
	return NULL;
}

int trust_openat(int dirfd, const char *name, bool dir, enum trust_owner who, char **why)
{
	int fd = openat(dirfd, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY |
			(dir ? O_DIRECTORY : O_NONBLOCK));
	char *p;

	*why = NULL;
	if (fd < 0) {
		if (errno == ELOOP || errno == ENOTDIR)
			*why = xstrdup("is a symbolic link (not followed)");
		else if (errno != ENOENT)
			*why = xasprintf("cannot be opened: %s", strerror(errno));
		return -1;
	}
	p = trust_fd_problem(fd, dir, who);
	if (p) {
		close(fd);
		*why = p;
		return -1;
	}
	return fd;
}

/* The absolute, symlink-free form of PATH, also when its last components
 * do not exist yet (for a directory about to be made). */
static char *absolute_path(const char *path)
{
	char *r = realpath(path, NULL), *dir, *slash, *base, *full;

	if (r || errno != ENOENT)
		return r;
	dir = xstrdup(path);
	slash = strrchr(dir, '/');
	if (!slash || slash == dir) {
		free(dir);
		return path[0] == '/' ? xstrdup(path) : NULL;
	}
	*slash = '\0';
	base = slash + 1;
	r = absolute_path(dir);
	full = r ? xasprintf("%s/%s", r, base) : NULL;
	free(r);
	free(dir);
	return full;
}

/* Opens (making it with mode 0700 when CREATE) directory NAME in DIRFD. */
static int open_dir_step(int dirfd, const char *name, bool create)
{
	int fd = openat(dirfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);

	if (fd < 0 && errno == ENOENT && create &&
	    (mkdirat(dirfd, name, 0700) == 0 || errno == EEXIST))
		fd = openat(dirfd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	return fd;
}

int trust_open_dir(const char *path, enum trust_owner who, bool create, char **why)
{
	char *abs = absolute_path(path), *p, *next, *problem = NULL;
	int fd, up;

	*why = NULL;
	if (!abs) {
		*why = xasprintf("%s: cannot be resolved: %s", path, strerror(errno));
		return -1;
	}
	fd = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	for (p = abs + 1; fd >= 0 && *p; p = next) {
		next = strchr(p, '/');
		if (next)
			*next++ = '\0';
		else
			next = p + strlen(p);
		problem = ancestor_problem(fd);
		if (problem) {
			p[-1] = '\0';
			*why = xasprintf("%s: %s", p == abs + 1 ? "/" : abs, problem);
			break;
		}
		up = fd;
		fd = open_dir_step(up, p, create);
		close(up);
		if (fd < 0) {
			*why = xasprintf("%s: %s", path, errno == ELOOP || errno == ENOTDIR ?
					 "a symbolic link or a file is in the way" : strerror(errno));
			break;
		}
		if (*next)
			next[-1] = '/';
	}
	if (fd >= 0 && !*why && (problem = who == TRUST_TMP ? ancestor_problem(fd) :
						   trust_fd_problem(fd, true, who)))
		*why = xasprintf("%s: %s", abs, problem);
	free(problem);
	free(abs);
	if (*why && fd >= 0) {
		close(fd);
		fd = -1;
	}
	return fd;
}

int trust_open_file(const char *path, enum trust_owner who, char **why)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
	char *p;

	*why = NULL;
	if (fd < 0) {
		*why = xasprintf("%s: %s", path, strerror(errno));
		return -1;
	}
	p = trust_fd_problem(fd, false, who);
	if (p) {
		*why = xasprintf("%s %s", path, p);
		free(p);
		close(fd);
		return -1;
	}
	/* Reads block as usual from here on. */
	fcntl(fd, F_SETFL, 0);
	return fd;
}

int trust_find_program(const char *name, char *buf, size_t bufsz, char **why)
{
	int fd;

	*why = NULL;
	if (find_program(name, buf, bufsz) != 0)
		return -1;
	fd = trust_open_file(buf, TRUST_SYSTEM, why);
	if (fd < 0)
		return -1;
	close(fd);
	return 0;
}

/* ----------------------------------------------------------- writing */

static char *temp_name(const char *name)
{
	unsigned char r[8];
	size_t i;
	struct buf b;

	if (getrandom(r, sizeof(r), 0) != (ssize_t)sizeof(r))
		fatal("getrandom: %s", strerror(errno));
	buf_init(&b);
	buf_printf(&b, ".%s.", name);
	for (i = 0; i < sizeof(r); i++)
		buf_printf(&b, "%02x", r[i]);
	return buf_steal(&b);
}

bool write_at_atomic(int dirfd, const char *name, const void *data, size_t len,
		     mode_t mode)
{
	char *tmp = temp_name(name);
	const char *p = data;
	int fd = openat(dirfd, tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
			mode);
	bool ok = fd >= 0 && fchmod(fd, mode) == 0;

	while (ok && len) {
		ssize_t n = write(fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		ok = n > 0;
		if (ok) {
			p += n;
			len -= (size_t)n;
		}
	}
	if (fd >= 0)
		ok = close(fd) == 0 && ok;
	ok = ok && renameat(dirfd, tmp, dirfd, name) == 0;
	if (!ok && fd >= 0) {
		int saved = errno;

		unlinkat(dirfd, tmp, 0);
		errno = saved;
	}
	free(tmp);
	return ok;
}

/*
 * A file pmprobe writes where the user says (-o, --vm-log): created if
 * need be; a symbolic link in its place is followed only when it belongs
 * to you or root (/dev/stdout is one) and sits in a directory no one
 * else may write unless sticky; an existing regular file is written only
 * if it is yours and has one name (not a hard link another user made).
 * It is truncated after these checks, not before.
 */
int open_output(const char *path, char **why)
{
	int flags = O_WRONLY | O_CREAT | O_CLOEXEC | O_NOCTTY, fd;
	struct stat st;

	*why = NULL;
	if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
		char *dir = xstrdup(path), *slash = strrchr(dir, '/'), *p = NULL;
		int dfd;

		if (slash)
			*(slash == dir ? slash + 1 : slash) = '\0';
		dfd = open(slash ? dir : ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (st.st_uid != geteuid() && st.st_uid != 0)
			*why = xasprintf("is a symbolic link owned by uid %u, not by you or root: not followed",
					 (unsigned)st.st_uid);
		else if (dfd < 0 || (p = ancestor_problem(dfd)))
			*why = xasprintf("is a symbolic link in a directory that %s: not followed",
					 p ? p : strerror(errno));
		free(p);
		free(dir);
		if (dfd >= 0)
			close(dfd);
		if (*why)
			return -1;
	} else {
		flags |= O_NOFOLLOW;
	}
	fd = open(path, flags, 0644);
	if (fd < 0) {
		*why = xstrdup(errno == ELOOP ? "became a symbolic link while it was opened" :
			       strerror(errno));
		return -1;
	}
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
		if (st.st_uid != geteuid())
			*why = xasprintf("is owned by uid %u, not by you (uid %u): pmprobe writes only files that are yours",
					 (unsigned)st.st_uid, (unsigned)geteuid());
		else if (st.st_nlink > 1)
			*why = xasprintf("has %lu names (hard links): pmprobe writes only files with one",
					 (unsigned long)st.st_nlink);
		else if (ftruncate(fd, 0) != 0)
			*why = xstrdup(strerror(errno));
	}
	if (*why) {
		close(fd);
		return -1;
	}
	return fd;
}

/* ------------------------------------------------------- directories */

static int by_path(const void *a, const void *b)
{
	const struct trusted_file *x = *(const struct trusted_file *const *)a;
	const struct trusted_file *y = *(const struct trusted_file *const *)b;

	return strcmp(x->path, y->path);
}

bool trust_read_dir(const char *dir, const char *suffix, struct vec *files, char **why)
{
	int dfd = trust_open_dir(dir, TRUST_SYSTEM, false, why), fd;
	size_t k = strlen(suffix);
	struct dirent *de;
	char *problem;
	DIR *d;

	if (dfd < 0)
		return false;
	d = fdopendir(dfd);
	if (!d) {
		*why = xasprintf("%s: %s", dir, strerror(errno));
		close(dfd);
		return false;
	}
	while (!*why && (de = readdir(d))) {
		size_t n = strlen(de->d_name);
		struct trusted_file *f;

		if (n <= k || strcmp(de->d_name + n - k, suffix))
			continue;
		fd = trust_openat(dfd, de->d_name, false, TRUST_SYSTEM, &problem);
		if (fd < 0) {
			*why = xasprintf("%s/%s %s", dir, de->d_name,
					 problem ? problem : "vanished");
			free(problem);
			break;
		}
		f = xcalloc(1, sizeof(*f));
		f->path = xasprintf("%s/%s", dir, de->d_name);
		if (!read_fd(fd, &f->text, &f->len))
			*why = xasprintf("%s: %s", f->path, strerror(errno));
		close(fd);
		vec_push(files, f);
	}
	closedir(d);
	if (files->len)   /* no array at all when nothing was read */
		qsort(files->items, files->len, sizeof(void *), by_path);
	return !*why;
}

void trusted_files_free(struct vec *files)
{
	size_t i;

	for (i = 0; i < files->len; i++) {
		struct trusted_file *f = VEC_AT(*files, i);

		free(f->path);
		free(f->text);
		free(f);
	}
	free(files->items);
	memset(files, 0, sizeof(*files));
}
