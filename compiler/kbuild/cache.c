/*
 * cache.c - pass 4's cache under ~/.cache/pmprobe: modules (KEY/NAME.ko
 * with NAME.c beside it), the runtime's objects (runtime-KEY/pmp__rt.o)
 * and Kbuild's recorded compile commands (kbuild-KEY/pmp__s.cmd).
 *
 * Everything in it is reached through descriptors opened from a root
 * that passed the trust rule (trust.c): the root and every entry below it
 * owned by you and writable by no one else, and the directories above it
 * yours or root's.  An untrusted cache is not used: one warning says which
 * path failed which check, and the build goes on without it.  When HOME
 * (or XDG_CACHE_HOME) names another user's directory, as under sudo -E,
 * your own home's cache is used instead.  Stores are atomic: a new file
 * (O_EXCL, mode 0600, 0644 for modules) renamed into place.
 */
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kbuild.h"

/* The owner of PATH, or of the nearest directory above it that exists. */
static bool owner_of(const char *path, uid_t *uid)
{
	char *p = xstrdup(path), *slash;
	struct stat st;
	bool found;

	while (!(found = stat(p, &st) == 0) && (slash = strrchr(p, '/')) && slash != p)
		*slash = '\0';
	if (!found && p[0] == '/')
		found = stat("/", &st) == 0;
	free(p);
	if (found)
		*uid = st.st_uid;
	return found;
}

/* $XDG_CACHE_HOME/pmprobe, else $HOME/.cache/pmprobe; but your own
 * home's when the variable names another user's directory. */
static char *choose_root(char **note)
{
	const char *x = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
	const char *var = x && *x ? "XDG_CACHE_HOME" : "HOME";
	const char *dir = x && *x ? x : home;
	struct passwd *pw;
	uid_t uid;

	*note = NULL;
	if (dir && *dir && dir[0] == '/' && owner_of(dir, &uid) && uid == geteuid())
		return xasprintf(x && *x ? "%s/pmprobe" : "%s/.cache/pmprobe", dir);
	pw = getpwuid(geteuid());
	if (!pw || !pw->pw_dir || pw->pw_dir[0] != '/' || !strcmp(pw->pw_dir, "/"))
		return NULL;
	if (dir && *dir)
		*note = xasprintf("%s=%s %s, not to you: your own home's cache is used",
				  var, dir, dir[0] == '/' ? "belongs to another user" :
				  "is not an absolute path");
	return xasprintf("%s/.cache/pmprobe", pw->pw_dir);
}

static void warn_untrusted(struct cache *c, const char *why)
{
	if (c->warned)
		return;
	c->warned = true;
	warning_plain("not using the cache %s for this run: %s; make it yours and writable only by you (chown -R %u DIR; chmod -R go-w DIR), or remove it",
		      c->path, why, (unsigned)geteuid());
}

void cache_open(struct cache *c, bool verbose)
{
	char *note, *why;

	memset(c, 0, sizeof(*c));
	c->fd = -1;
	c->path = choose_root(&note);
	if (!c->path) {
		if (verbose)
			fprintf(stderr, "Pass 4: no cache (no home directory)\n");
		return;
	}
	c->fd = trust_open_dir(c->path, TRUST_MINE, true, &why);
	if (c->fd < 0) {
		warn_untrusted(c, why);
		free(why);
	}
	if (verbose)
		fprintf(stderr, "Pass 4: the cache is %s%s%s%s\n", c->path,
			c->fd < 0 ? " (not used)" : "", note ? ": " : "", note ? note : "");
	free(note);
}

void cache_close(struct cache *c)
{
	if (c->fd >= 0)
		close(c->fd);
	c->fd = -1;
}

char *cache_path(const struct cache *c, const char *entry, const char *file)
{
	return xasprintf("%s/%s/%s", c->path, entry, file);
}

/* ENTRY's directory, made when CREATE; -1 if absent or untrusted. */
static int open_entry(struct cache *c, const char *entry, bool create)
{
	char *why, *p;
	int fd;

	if (c->fd < 0)
		return -1;
	fd = trust_openat(c->fd, entry, true, TRUST_MINE, &why);
	if (fd < 0 && !why && create && mkdirat(c->fd, entry, 0700) == 0)
		fd = trust_openat(c->fd, entry, true, TRUST_MINE, &why);
	if (fd < 0 && why) {
		p = xasprintf("%s/%s %s", c->path, entry, why);
		warn_untrusted(c, p);
		free(p);
		free(why);
	}
	return fd;
}

int cache_open_file(struct cache *c, const char *entry, const char *file)
{
	int dfd = open_entry(c, entry, false), fd;
	char *why, *p;

	if (dfd < 0)
		return -1;
	fd = trust_openat(dfd, file, false, TRUST_MINE, &why);
	close(dfd);
	if (fd < 0 && why) {
		p = xasprintf("%s/%s/%s %s", c->path, entry, file, why);
		warn_untrusted(c, p);
		free(p);
		free(why);
	}
	return fd;
}

bool cache_read(struct cache *c, const char *entry, const char *file,
		char **text, size_t *len)
{
	int fd = cache_open_file(c, entry, file);
	bool ok;

	if (fd < 0)
		return false;
	ok = read_fd(fd, text, len);
	close(fd);
	return ok;
}

bool cache_store_data(struct cache *c, const char *entry, const char *file,
		      const void *data, size_t len, mode_t mode)
{
	int dfd = open_entry(c, entry, true);
	bool ok;

	if (dfd < 0)
		return false;
	ok = write_at_atomic(dfd, file, data, len, mode);
	close(dfd);
	return ok;
}

bool cache_store_file(struct cache *c, const char *entry, const char *file,
		      const char *from, mode_t mode)
{
	char *text;
	size_t len;
	bool ok;

	if (c->fd < 0 || !read_file(from, &text, &len))
		return false;
	ok = cache_store_data(c, entry, file, text, len, mode);
	free(text);
	return ok;
}

bool copy_fd_to(int fd, const char *to)
{
	char *text;
	size_t len;
	bool ok;

	if (!read_fd(fd, &text, &len))
		return false;
	ok = write_file(to, text, len);
	free(text);
	return ok;
}
