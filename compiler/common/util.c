/*
 * util.c - memory, growable buffers and arrays, files, child processes,
 * time and glob matching: the small helpers every pass of the translator
 * uses.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "common.h"

void fatal(const char *fmt, ...)
{
	va_list ap;

	fputs("pmprobe: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		fatal("out of memory");
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (!p)
		fatal("out of memory");
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		fatal("out of memory");
	return p;
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *xasprintf(const char *fmt, ...)
{
	struct buf b;
	va_list ap;

	buf_init(&b);
	va_start(ap, fmt);
	buf_vprintf(&b, fmt, ap);
	va_end(ap);
	return buf_steal(&b);
}

/* ------------------------------------------------------------ buffers */

void buf_init(struct buf *b)
{
	b->cap = 64;
	b->len = 0;
	b->data = xmalloc(b->cap);
	b->data[0] = '\0';
}

void buf_free(struct buf *b)
{
	free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
}

static void buf_reserve(struct buf *b, size_t extra)
{
	if (!b->data)
		buf_init(b);
	if (b->len + extra + 1 <= b->cap)
		return;
	while (b->len + extra + 1 > b->cap)
		b->cap *= 2;
	b->data = xrealloc(b->data, b->cap);
}

void buf_add(struct buf *b, const char *s, size_t n)
{
	buf_reserve(b, n);
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
}

void buf_puts(struct buf *b, const char *s)
{
	buf_add(b, s, strlen(s));
}

void buf_putc(struct buf *b, char c)
{
	buf_add(b, &c, 1);
}

void buf_vprintf(struct buf *b, const char *fmt, va_list ap)
{
	va_list ap2;
	int n;

	buf_reserve(b, 0);
	va_copy(ap2, ap);
	n = vsnprintf(b->data + b->len, b->cap - b->len, fmt, ap2);
	va_end(ap2);
	if (n < 0)
		fatal("vsnprintf failed");
	if ((size_t)n + 1 > b->cap - b->len) {
		buf_reserve(b, (size_t)n);
		vsnprintf(b->data + b->len, b->cap - b->len, fmt, ap);
	}
	b->len += (size_t)n;
}

void buf_printf(struct buf *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	buf_vprintf(b, fmt, ap);
	va_end(ap);
}

char *buf_steal(struct buf *b)
{
	char *s;

	if (!b->data)
		buf_init(b);
	s = b->data;
	b->data = NULL;
	b->len = b->cap = 0;
	return s;
}

void vec_push(struct vec *v, void *item)
{
	if (v->len == v->cap) {
		v->cap = v->cap ? v->cap * 2 : 8;
		v->items = xrealloc(v->items, v->cap * sizeof(*v->items));
	}
	v->items[v->len++] = item;
}

bool vec_has_str(const struct vec *v, const char *s)
{
	size_t i;

	for (i = 0; i < v->len; i++)
		if (!strcmp(VEC_AT(*v, i), s))
			return true;
	return false;
}

void vec_free_strings(struct vec *v)
{
	size_t i;

	for (i = 0; i < v->len; i++)
		free(VEC_AT(*v, i));
	free(v->items);
	memset(v, 0, sizeof(*v));
}

/* -------------------------------------------------------------- files */

bool read_fd(int fd, char **text, size_t *len)
{
	struct buf b;
	char chunk[65536];
	ssize_t n;

	buf_init(&b);
	while ((n = read(fd, chunk, sizeof(chunk))) != 0) {
		if (n < 0) {
			if (errno == EINTR)
				continue;
			buf_free(&b);
			return false;
		}
		buf_add(&b, chunk, (size_t)n);
	}
	*len = b.len;
	*text = buf_steal(&b);
	return true;
}

bool read_file(const char *path, char **text, size_t *len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	bool ok;

	if (fd < 0)
		return false;
	ok = read_fd(fd, text, len);
	close(fd);
	return ok;
}

bool write_all(int fd, const void *buf, size_t len)
{
	const char *p = buf;

	while (len > 0) {
		ssize_t n = write(fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			struct pollfd pfd = { .fd = fd, .events = POLLOUT };

			poll(&pfd, 1, 1000);	/* a non-blocking output */
			continue;
		}
		if (n < 0)
			return false;
		p += n;
		len -= (size_t)n;
	}
	return true;
}

bool write_file(const char *path, const char *data, size_t len)
{
	FILE *f = fopen(path, "w");
	bool ok;

	if (!f)
		return false;
	ok = fwrite(data, 1, len, f) == len;
	ok = (fclose(f) == 0) && ok;
	return ok;
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	(void)st;
	(void)ftw;
	return flag == FTW_DP ? rmdir(path) : unlink(path);
}

bool remove_tree(const char *dir)
{
	return nftw(dir, remove_one, 16, FTW_DEPTH | FTW_PHYS) == 0;
}

pid_t spawn_logged(const char *dir, const char *log, const char *prog, char *const argv[])
{
	pid_t pid = fork();

	if (pid < 0)
		fatal("fork: %s", strerror(errno));
	if (pid == 0) {
		int fd = open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);

		if (fd >= 0) {
			dup2(fd, 1);
			dup2(fd, 2);
			close(fd);
		}
		setenv("LC_ALL", "C", 1);
		if (dir && chdir(dir) != 0) {
			fprintf(stderr, "%s: %s\n", dir, strerror(errno));
			_exit(127);
		}
		execvp(prog ? prog : argv[0], argv);
		fprintf(stderr, "%s: %s\n", prog ? prog : argv[0], strerror(errno));
		_exit(127);
	}
	return pid;
}

bool wait_ok(pid_t pid)
{
	int status;

	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR)
			return false;
	return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/* NAME in PATH, or as given when it has a '/'. */
int find_program(const char *name, char *buf, size_t bufsz)
{
	const char *path = getenv("PATH");

	if (strchr(name, '/')) {
		snprintf(buf, bufsz, "%s", name);
		return access(buf, X_OK);
	}
	if (!path || !*path)
		path = "/usr/local/bin:/usr/bin:/bin";
	while (*path) {
		size_t len = strcspn(path, ":");

		snprintf(buf, bufsz, "%.*s/%s", (int)len, len ? path : ".", name);
		if (access(buf, X_OK) == 0)
			return 0;
		path += len + (path[len] == ':');
	}
	return -1;
}

double now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

int parse_script_int(const char *s, int64_t *out)
{
	bool neg = *s == '-';
	unsigned long long v;
	char *end;

	if (*s == '-' || *s == '+')
		s++;
	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	v = strtoull(s, &end, 0);
	if (*end)
		return -1;
	if (errno == ERANGE)
		return 1;
	if (neg && v > 9223372036854775808ULL)
		return 1;
	*out = (int64_t)(neg ? 0 - v : v);
	return 0;
}

/* '*' matches any run of characters, dots included; '?' one character. */
bool glob_match(const char *p, const char *s)
{
	const char *star = NULL, *resume = NULL;

	while (*s) {
		if (*p == '*') {
			star = ++p;
			resume = s;
		} else if (*p == '?' || *p == *s) {
			p++;
			s++;
		} else if (star) {
			p = star;
			s = ++resume;
		} else {
			return false;
		}
	}
	while (*p == '*')
		p++;
	return *p == '\0';
}

/* ------------------------------------------------------ did you mean */

size_t edit_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), i, j, *row, r;

	row = xcalloc(lb + 1, sizeof(*row));
	for (j = 0; j <= lb; j++)
		row[j] = j;
	for (i = 1; i <= la; i++) {
		size_t prev = row[0];

		row[0] = i;
		for (j = 1; j <= lb; j++) {
			size_t cur = row[j];
			size_t best = prev + (tolower((unsigned char)a[i - 1]) !=
					      tolower((unsigned char)b[j - 1]));

			if (row[j] + 1 < best)
				best = row[j] + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			row[j] = best;
			prev = cur;
		}
	}
	r = row[lb];
	free(row);
	return r;
}

const char *nearest_name(const char *word, const char *const *names, size_t n)
{
	size_t i, d, best_d = (size_t)-1, len = strlen(word);
	size_t most = len / 3 > 2 ? len / 3 : 2;
	const char *best = NULL;

	for (i = 0; i < n; i++) {
		d = edit_distance(word, names[i]);
		if (d && d < best_d) {
			best_d = d;
			best = names[i];
		}
	}
	return best && best_d <= most && best_d < len ? best : NULL;
}

char *nearest_in_list(const char *word, const char *list)
{
	struct vec names = { 0 };
	const char *p = list, *best;
	char *r;

	while (p && *p) {
		size_t n = strcspn(p, ",");

		vec_push(&names, xstrndup(p, n));
		p += n;
		p += strspn(p, ", ");
	}
	best = nearest_name(word, (const char *const *)names.items, names.len);
	r = best ? xstrdup(best) : NULL;
	vec_free_strings(&names);
	return r;
}
