/*
 * ustack.c - user-space addresses named.  The runtime writes a user
 * address as a token (pmp_abi.h's PMP_UTOK_*: runtime/pmp_ustack.c);
 * every record the loader outputs has its tokens replaced here by names
 * from the process's mappings.  A process's mappings are read when the
 * runtime first tells of it (a PMP_REC_UTASK record, while it runs), and
 * again when an address is in none of them, each time only if it still
 * runs the program the token names (its image: /proc/PID/stat's start
 * of stack and of code, and end of code): /proc/PID/maps for where,
 * each file through /proc/PID/map_files (the file that is mapped, even
 * if replaced or deleted since), its symbols through usym.c.  A file
 * mapped by many processes is read once.  The files are read for their
 * names only, so a file of any owner is read (docs/SECURITY.md).
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "loader.h"
#include "pmp_abi.h"
#include "usym.h"

/* A mapped file: its symbols, or NULL where it could not be read. */
struct ufile {
	dev_t dev;
	ino_t ino;
	char *path;               /* as the maps name it */
	struct usym_file *elf;
};

/* An executable file mapping of a process. */
struct umap {
	uint64_t start, end, pgoff;
	struct ufile *file;
};

struct uproc {
	int tgid;
	uint64_t image;           /* pmp_abi.h: which program it ran */
	struct umap *maps;
	size_t nmaps;
	bool read;                /* its maps were read once */
	bool exited;              /* or runs another program: not read again */
	double last_read;         /* now_ms(), in seconds */
	int rereads;              /* for addresses in none of them */
};

/* How many rereads of a process's maps an address in none of them may
 * cause (a process that maps code later, such as dlopen). */
#define USTACK_REREADS 8

/* How often the mappings of a process that still runs are read again
 * (what it maps after it was first read, such as the C library a
 * dynamically linked program's loader maps at its start, or dlopen). */
#define USTACK_REFRESH_S 0.05

/* The most frames a token holds: MAXBACKTRACE's largest value. */
enum {
#define LIMIT_MAX(name, def, lo, hi) LIMIT_MAX_##name = hi,
	PMP_LIMITS(LIMIT_MAX)
#undef LIMIT_MAX
};

static struct vec procs;      /* struct uproc * */
static struct vec files;      /* struct ufile * */

/* What became of the frames named (the exit line). */
static struct {
	uint64_t named, no_symbol, no_mapping, gone;
} frames;
static bool counting;         /* this record's frames are counted */

static struct ufile *file_of(int fd, const char *path)
{
	struct stat st;
	struct ufile *f;
	char *why = NULL;
	size_t i;

	if (fstat(fd, &st) != 0) {
		close(fd);
		return NULL;
	}
	for (i = 0; i < files.len; i++) {
		f = VEC_AT(files, i);
		if (f->dev == st.st_dev && f->ino == st.st_ino) {
			close(fd);
			return f;
		}
	}
	f = xcalloc(1, sizeof(*f));
	f->dev = st.st_dev;
	f->ino = st.st_ino;
	f->path = xstrdup(path);
	f->elf = usym_read_fd(fd, path, &why);
	free(why);
	vec_push(&files, f);
	return f;
}

/* The image of the program process TGID runs now (pmp_abi.h's
 * PMP_UTOK_*): fields 26 to 28 of its stat; false if it is gone. */
static bool read_image(int tgid, uint64_t *image)
{
	char name[64], line[4096], *s;
	unsigned long long f[3];
	FILE *st;
	int i;

	snprintf(name, sizeof(name), "/proc/%d/stat", tgid);
	st = fopen(name, "re");
	if (!st)
		return false;
	s = fgets(line, sizeof(line), st);
	fclose(st);
	if (!s || !(s = strrchr(line, ')')))
		return false;
	/* after the comm: the space before field 3 (state), ..., 26 */
	for (i = 3; i <= 26 && s; i++)
		s = strchr(s + 1, ' ');
	if (!s || sscanf(s, " %llu %llu %llu", &f[0], &f[1], &f[2]) != 3)
		return false;
	*image = f[2] ^ f[0] ^ f[1];
	return true;
}

/* P already has this mapping of this file. */
static bool known_map(const struct uproc *p, uint64_t start, uint64_t end, uint64_t pgoff,
		      const char *path)
{
	for (size_t i = 0; i < p->nmaps; i++)
		if (p->maps[i].start == start && p->maps[i].end == end &&
		    p->maps[i].pgoff == pgoff && !strcmp(p->maps[i].file->path, path))
			return true;
	return false;
}

/*
 * Reads P's executable file mappings again and adds the new ones (those
 * it unmapped stay: its addresses may have been sampled while they were
 * mapped; the newest mapping of an address is looked at first); false
 * if it is gone, or runs another program than P's (then marked exited).
 */
static bool read_maps(struct uproc *p)
{
	char name[64], line[4096];
	size_t before = p->nmaps;
	uint64_t image;
	FILE *m;

	p->last_read = now_ms() / 1e3;
	if (!read_image(p->tgid, &image) || image != p->image) {
		p->exited = true;
		return false;
	}
	snprintf(name, sizeof(name), "/proc/%d/maps", p->tgid);
	m = fopen(name, "re");
	if (!m) {
		p->exited = true;
		return false;
	}
	while (fgets(line, sizeof(line), m)) {
		uint64_t start, end, pgoff;
		char perms[8], *path;
		int at = 0, fd;

		line[strcspn(line, "\n")] = '\0';
		if (sscanf(line, "%" SCNx64 "-%" SCNx64 " %7s %" SCNx64 " %*s %*s %n",
			   &start, &end, perms, &pgoff, &at) != 4 || !at)
			continue;
		path = line + at;
		if (!strchr(perms, 'x') || path[0] != '/')
			continue;
		if (strlen(path) > 10 && !strcmp(path + strlen(path) - 10, " (deleted)"))
			path[strlen(path) - 10] = '\0';
		if (known_map(p, start, end, pgoff, path))
			continue;
		snprintf(name, sizeof(name), "/proc/%d/map_files/%" PRIx64 "-%" PRIx64, p->tgid,
			 start, end);
		fd = open(name, O_RDONLY | O_CLOEXEC);
		if (fd < 0)
			continue;
		p->maps = xrealloc(p->maps, (p->nmaps + 1) * sizeof(*p->maps));
		p->maps[p->nmaps++] = (struct umap){ start, end, pgoff, file_of(fd, path) };
	}
	fclose(m);
	if (!read_image(p->tgid, &image) || image != p->image) {
		/* it exec'd while its maps were read: those are not its */
		p->nmaps = before;
		p->exited = true;
		return false;
	}
	p->read = true;
	return true;
}

/* "TGID.IMAGE" at S read, E set past it; false if it is not that. */
static bool read_process(const char *s, char **e, int *tgid, uint64_t *image)
{
	long t = strtol(s, e, 10);

	if (*e == s || **e != '.' || t <= 0 || t > INT32_MAX)
		return false;
	s = *e + 1;
	*image = strtoull(s, e, 16);
	if (*e == s)
		return false;
	*tgid = (int)t;
	return true;
}

static struct uproc *proc_of(int tgid, uint64_t image)
{
	struct uproc *p;
	size_t i;

	for (i = 0; i < procs.len; i++) {
		p = VEC_AT(procs, i);
		if (p->tgid == tgid && p->image == image)
			return p;
	}
	p = xcalloc(1, sizeof(*p));
	p->tgid = tgid;
	p->image = image;
	vec_push(&procs, p);
	return p;
}

void ustack_learn(const char *data, size_t len)
{
	char text[48], *e;
	uint64_t image;
	struct uproc *p;
	int tgid;

	if (len >= sizeof(text))
		return;
	memcpy(text, data, len);
	text[len] = '\0';
	if (!read_process(text, &e, &tgid, &image) || *e)
		return;
	p = proc_of(tgid, image);
	if (!p->read)
		read_maps(p);
}

static const struct umap *map_of(struct uproc *p, uint64_t addr)
{
	for (int round = 0; round < 2; round++) {
		for (size_t i = p->nmaps; i-- > 0;)
			if (addr >= p->maps[i].start && addr < p->maps[i].end)
				return &p->maps[i];
		if (round || p->exited || p->rereads >= USTACK_REREADS || !read_maps(p))
			break;
		p->rereads++;
	}
	return NULL;
}

bool ustack_refresh(void)
{
	double now = now_ms() / 1e3;
	bool live = false;

	for (size_t i = 0; i < procs.len; i++) {
		struct uproc *p = VEC_AT(procs, i);

		if (p->read && !p->exited && now - p->last_read >= USTACK_REFRESH_S)
			read_maps(p);
		live |= p->read && !p->exited;
	}
	return live;
}

/* ADDR of P named into B as KIND says (a return address is looked up one
 * byte back, in its call). */
static void name_addr(struct buf *b, struct uproc *p, char kind, uint64_t addr, bool ret)
{
	const struct umap *m;
	const struct usym *sym = NULL;
	const char *base;
	uint64_t vaddr = 0, look = ret ? addr - 1 : addr;

	if (!p->read && !read_maps(p)) {
		frames.gone += counting;
		m = NULL;
	} else if (!(m = map_of(p, look))) {
		frames.no_mapping += counting;
	}
	if (m && m->file->elf && usym_vaddr(m->file->elf, look - m->start + m->pgoff, &vaddr))
		sym = usym_at(m->file->elf, vaddr);
	if (m && !sym)
		frames.no_symbol += counting;
	if (sym)
		frames.named += counting;
	base = m ? strrchr(m->file->path, '/') + 1 : NULL;
	switch (kind) {
	case PMP_UTOK_FOLDED:
		if (sym)
			buf_puts(b, sym->name);
		else if (m)
			buf_printf(b, "[%s]", base);
		else
			buf_puts(b, "[unknown]");
		break;
	case PMP_UTOK_NAME:
		if (sym)
			buf_puts(b, sym->name);
		else
			buf_printf(b, "0x%" PRIx64, addr);
		break;
	default:
		if (sym)
			buf_printf(b, "%s+0x%" PRIx64 "/0x%" PRIx64, sym->name, vaddr - sym->addr,
				   sym->size);
		else
			buf_printf(b, "0x%" PRIx64, addr);
		if (m)
			buf_printf(b, " [%s]", m->file->path);
	}
}

/* The token at S (after its PMP_UTOK_BEGIN, up to END) named into B;
 * false if it is not one. */
static bool name_token(struct buf *b, const char *s, const char *end)
{
	uint64_t addrs[LIMIT_MAX_MAXBACKTRACE];
	char kind = *s++, *e;
	struct uproc *p;
	uint64_t image;
	int tgid, n = 0;

	if (kind != PMP_UTOK_FOLDED && kind != PMP_UTOK_NAME && kind != PMP_UTOK_DATA)
		return false;
	if (!read_process(s, &e, &tgid, &image) || *e != ':')
		return false;
	for (s = e + 1; s < end && n < LIMIT_MAX_MAXBACKTRACE; s = e + 1) {
		addrs[n++] = strtoull(s, &e, 16);
		if (e == s || (*e != ',' && e != end))
			return false;
		if (e == end)
			break;
	}
	if (!n || e != end || (kind != PMP_UTOK_FOLDED && n != 1))
		return false;
	p = proc_of(tgid, image);
	/* folded: outermost first; the first address is the pc */
	for (int i = kind == PMP_UTOK_FOLDED ? n - 1 : 0; i >= 0; i--) {
		name_addr(b, p, kind, addrs[i], i > 0);
		if (i)
			buf_putc(b, ';');
	}
	return true;
}

char *ustack_name_tokens(const char *data, size_t *len, bool count)
{
	const char *s = data, *end = data + *len, *t, *close;
	struct buf b;

	if (!memchr(data, PMP_UTOK_BEGIN, *len))
		return NULL;
	counting = count;
	buf_init(&b);
	while ((t = memchr(s, PMP_UTOK_BEGIN, (size_t)(end - s)))) {
		buf_add(&b, s, (size_t)(t - s));
		close = memchr(t, PMP_UTOK_END, (size_t)(end - t));
		if (!close || close - t < 4 || !name_token(&b, t + 1, close)) {
			buf_putc(&b, *t);   /* not a token: as it came */
			s = t + 1;
			continue;
		}
		s = close + 1;
	}
	buf_add(&b, s, (size_t)(end - s));
	*len = b.len;
	return buf_steal(&b);
}

void ustack_report(void)
{
	uint64_t not = frames.no_symbol + frames.no_mapping + frames.gone;

	if (not)
		fprintf(stderr, "pmprobe: user-space frames: %" PRIu64 " named, %" PRIu64
			" not (%" PRIu64 " in a file without a symbol there, %" PRIu64
			" outside any file mapping, %" PRIu64
			" of a process that exited, or ran another program, before its mappings were read)\n",
			frames.named, not, frames.no_symbol, frames.no_mapping, frames.gone);
}

void ustack_free(void)
{
	for (size_t i = 0; i < procs.len; i++) {
		struct uproc *p = VEC_AT(procs, i);

		free(p->maps);
		free(p);
	}
	for (size_t i = 0; i < files.len; i++) {
		struct ufile *f = VEC_AT(files, i);

		usym_close(f->elf);
		free(f->path);
		free(f);
	}
	free(procs.items);
	free(files.items);
	procs = files = (struct vec){ 0 };
	frames.named = frames.no_symbol = frames.no_mapping = frames.gone = 0;
}
