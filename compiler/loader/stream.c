/*
 * stream.c - the data file's records (pmp_abi.h: a header, then the
 * payload) to the script's output and stderr: records in pieces put back
 * together per CPU, errors and warnings put in words (report.c), -F's
 * overwritten heads handled.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "loader.h"
#include "pmp_abi.h"

/* A record in pieces, being put back together (one per CPU). */
struct partial {
	char *buf;
	size_t len, cap;
	uint8_t type;             /* PMP_REC_OUT or PMP_REC_GLOBAL */
	bool open;
};

/* Where the script's output goes: stdout, or -o FILE (trust.c's rule
 * for files pmprobe writes). */
bool stream_open(struct stream *s, const struct run_options *opt)
{
	char *why;
	int fd;

	s->out = stdout;
	s->flight_recorder = opt->flight_recorder;
	s->json = opt->json;
	s->check = opt->check;
	s->collect_globals = result_files_any(&opt->results);
	s->opt = opt;
	if (!opt->output)
		return true;
	fd = open_output(opt->output, &why);
	if (fd < 0 || !(s->out = fdopen(fd, "w"))) {
		fprintf(stderr, "pmprobe: cannot write %s: %s\n", opt->output,
			fd < 0 ? why : strerror(errno));
		if (fd >= 0)
			close(fd);
		free(fd < 0 ? why : NULL);
		return false;
	}
	return true;
}

void stream_close(struct stream *s)
{
	if (s->out && s->out != stdout)
		fclose(s->out);
	s->out = NULL;
	for (size_t i = 0; i < s->check_skips.len; i++)
		free(VEC_AT(s->check_skips, i));
	free(s->check_skips.items);
	s->check_skips = (struct vec){ 0 };
	for (size_t i = 0; i < s->globals.len; i++) {
		global_record_free(VEC_AT(s->globals, i));
		free(VEC_AT(s->globals, i));
	}
	free(s->globals.items);
	s->globals = (struct vec){ 0 };
	metrics_snapshots_free(s);
	ustack_report();
	ustack_free();
}

/* A global's record, kept for the result files' renderers. */
static void collect_global(struct stream *s, const char *data, size_t len)
{
	struct global_record *g = xmalloc(sizeof(*g));

	if (!global_record_read(data, len, g)) {
		fprintf(stderr, "pmprobe: a global's record at exit is not what pmp_abi.h says: left out of the result files\n");
		free(g);
		return;
	}
	vec_push(&s->globals, g);
}

static void put_named_record(struct stream *s, unsigned cpu, uint8_t type, const char *data, size_t len);

/* One whole record of the script's output (its user-space addresses
 * named: ustack.c): its text, or with -f json a
 * JSON line; a global's fields (-f json, or after its text for the result
 * files) kept where result files are wanted, or, between a snapshot's
 * marks from CPU, that snapshot's (metrics.c). */
static void put_record(struct stream *s, unsigned cpu, uint8_t type, const char *data, size_t len)
{
	char *named = ustack_name_tokens(data, &len, type == PMP_REC_OUT || s->json);

	if (named)
		data = named;
	put_named_record(s, cpu, type, data, len);
	free(named);
}

static void put_named_record(struct stream *s, unsigned cpu, uint8_t type, const char *data, size_t len)
{
	if (type == PMP_REC_GLOBAL && metrics_snapshot_take(s, cpu, data, len))
		return;
	if (type == PMP_REC_GLOBAL) {
		if (s->json)
			json_global(s->out, data, len);
		if (s->collect_globals)
			collect_global(s, data, len);
	} else if (s->json)
		json_output_record(s->out, data, len);
	else
		fwrite(data, 1, len, s->out);
}

/*
 * A record larger than a ring-buffer event arrives as pieces, which other
 * CPUs' records may come between: each CPU's are kept aside until the
 * last one.  A new record on a CPU whose record is still open means the
 * kernel dropped the rest of it (its buffer was full): not shown.  A
 * piece whose start never came was overwritten (-F): its record's newest
 * output is what a flight recorder is for, so it is shown from its first
 * whole line.
 */
static void emit_output(struct stream *s, const struct pmp_rec_hdr *h, const char *data)
{
	struct partial *p;

	if (!(h->flags & (PMP_REC_CONT | PMP_REC_TAIL)) && (h->cpu >= s->ncpus || !s->partial[h->cpu].open)) {
		put_record(s, h->cpu, h->type, data, h->len); /* the common case: one piece */
		s->records++;
		return;
	}
	if (h->cpu >= s->ncpus) {
		s->partial = xrealloc(s->partial, (h->cpu + 1u) * sizeof(*s->partial));
		memset(s->partial + s->ncpus, 0, (h->cpu + 1u - s->ncpus) * sizeof(*s->partial));
		s->ncpus = h->cpu + 1u;
	}
	p = &s->partial[h->cpu];
	if (!(h->flags & PMP_REC_TAIL)) {
		p->len = 0;         /* an open record here was dropped (counted) */
		p->open = true;
		p->type = h->type;
	} else if (!p->open) {
		const char *nl = memchr(data, '\n', h->len);
		struct pmp_rec_hdr rest = *h;

		if (!s->flight_recorder || !nl || h->type != PMP_REC_OUT)
			return;
		p->open = true;
		p->type = h->type;
		p->len = 0;
		rest.len = (uint32_t)(h->len - (size_t)(nl + 1 - data));
		rest.flags |= PMP_REC_TAIL;
		emit_output(s, &rest, nl + 1);
		return;
	}
	if (p->cap - p->len < h->len) {
		p->cap = (p->len + h->len) * 2;
		p->buf = xrealloc(p->buf, p->cap);
	}
	if (h->len)     /* an empty piece: nothing to add, buf may be NULL */
		memcpy(p->buf + p->len, data, h->len);
	p->len += h->len;
	if (!(h->flags & PMP_REC_CONT)) {
		if (p->len)
			put_record(s, h->cpu, p->type, p->buf, p->len);
		s->records++;
		p->len = 0;
		p->open = false;
	}
}

static void emit_record(struct stream *s, const struct pmp_rec_hdr *h, char *data)
{
	if (h->type == PMP_REC_OUT || h->type == PMP_REC_GLOBAL) {
		emit_output(s, h, data);
		return;
	}
	if (h->type == PMP_REC_UTASK) {
		ustack_learn(data, h->len);
		return;
	}
	if (h->type == PMP_REC_SNAPSHOT) {
		metrics_snapshot_mark(s, h->cpu, data, h->len);
		s->records++;   /* a record of the buffers', as the output's */
		return;
	}
	fflush(s->out);
	if (h->type == PMP_REC_ERR) {
		s->error_seen = true;
		fwrite(data, 1, h->len, stderr);
	} else if (h->type == PMP_REC_USER_WARN) {
		fwrite(data, 1, h->len, stderr);
	} else {
		char *line = xstrndup(data, h->len);

		if (s->check && !strncmp(line, PMP_LINE_SKIP "\t", sizeof(PMP_LINE_SKIP))) {
			line[strcspn(line, "\n")] = '\0';
			vec_push(&s->check_skips, line);   /* said by check_report() */
			return;
		}
		if (!strncmp(line, PMP_LINE_SKIP "\t", sizeof(PMP_LINE_SKIP)) ||
		    !strncmp(line, PMP_LINE_CPU "\t", sizeof(PMP_LINE_CPU)) ||
		    !strncmp(line, PMP_LINE_KPSKIP "\t", sizeof(PMP_LINE_KPSKIP)))
			report_event_line(line, "warning");
		else
			fprintf(stderr, "pmprobe: warning: %s", line);
		free(line);
	}
	fflush(stderr);
}

static void consume(struct stream *s)
{
	size_t off = 0;

	while (s->len - off >= sizeof(struct pmp_rec_hdr)) {
		struct pmp_rec_hdr h;

		memcpy(&h, s->buf + off, sizeof(h));
		if (h.len > PMP_RECORD_DATA || h.type < PMP_REC_OUT || h.type > PMP_REC_UTASK) {
			/* not the runtime's: nothing after it can be trusted
			 * to start a record */
			fprintf(stderr, "pmprobe: the module's data file is damaged (a record of type %u and %u bytes): its output stops here\n",
				h.type, h.len);
			s->damaged = true;
			off = s->len;
			break;
		}
		if (s->len - off < sizeof(h) + h.len)
			break;
		emit_record(s, &h, s->buf + off + sizeof(h));
		off += sizeof(h) + h.len;
	}
	memmove(s->buf, s->buf + off, s->len - off);
	s->len -= off;
}

/* Reads what is there; false at end of file. */
bool stream_drain(struct stream *s, int fd)
{
	for (;;) {
		ssize_t n;

		if (s->cap - s->len < 65536) {
			s->cap = s->cap ? s->cap * 2 : 262144;
			s->buf = xrealloc(s->buf, s->cap);
		}
		n = read(fd, s->buf + s->len, s->cap - s->len);
		if (n > 0) {
			s->len += (size_t)n;
			s->bytes += (uint64_t)n;
			if (s->damaged)
				s->len = 0;
			else
				consume(s);
			continue;
		}
		fflush(s->out);
		if (n == 0)
			return false;
		if (errno == EAGAIN || errno == EINTR)
			return true;
		fprintf(stderr, "pmprobe: reading the module's output: %s\n", strerror(errno));
		return false;
	}
}
