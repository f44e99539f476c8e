/*
 * foreign.c - pass 1, before the parser: another tool's spelling in the
 * user's script gets one error that shows pmprobe's spelling of the same
 * thing, instead of the parser's "syntax error, unexpected ...":
 *   bpftrace  tracepoint:sched:sched_switch   probe perf.tracepoint("sched:sched_switch")
 *             kprobe:vfs_read                 probe kernel.function("vfs_read")
 *             kretprobe:vfs_read              probe kernel.function("vfs_read").return
 *             uprobe:BIN:FN                   probe process("BIN").function("FN")
 *             hardware:cycles:N, software:..  probe perf.cycles(N), perf.cpu_clock(N)
 *             profile:hz:99, interval:s:1     probe perf.cpu_clock.hz(99), timer.s(1)
 *             BEGIN, END                      probe begin, probe end
 *             @map[k]++, @x = 1               global map; map[k]++
 *   perf      cycles:u, cycles:k              perf.cycles.user, perf.cycles.kernel
 *             {cycles,instructions}           a point for each event
 * Each is a syntax error in pmprobe's grammar, so nothing valid is
 * refused: the scan skips comments, strings and embedded C, and checks
 * probe points only between 'probe' and the body.  Every foreign
 * spelling found is one error line; the parser then does not run.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct scan {
	const struct source *src;
	const char *p, *end;
	int line, col;
	int depth;                /* braces open */
	bool in_point;            /* between 'probe' and its body */
	bool point_start;         /* the next token starts a point */
	struct vec macros;        /* char *: the file's @define names */
	int found;
};

static void advance(struct scan *s, size_t n)
{
	while (n-- && s->p < s->end) {
		if (*s->p == '\n') {
			s->line++;
			s->col = 1;
		} else {
			s->col++;
		}
		s->p++;
	}
}

static struct loc here(const struct scan *s, size_t len)
{
	return (struct loc){ .src = s->src, .line = s->line, .col = s->col,
			     .last_line = s->line, .last_col = s->col + (int)(len ? len - 1 : 0) };
}

static size_t ident_len(const char *p, const char *end)
{
	const char *q = p;

	if (q < end && (isalpha((unsigned char)*q) || *q == '_'))
		for (q++; q < end && (isalnum((unsigned char)*q) || *q == '_'); q++)
			;
	return (size_t)(q - p);
}

/* A name bpftrace accepts in a probe's parts: letters, digits, _ - * . / */
static size_t part_len(const char *p, const char *end)
{
	const char *q = p;

	while (q < end && (isalnum((unsigned char)*q) || strchr("_-*./", *q)))
		q++;
	return (size_t)(q - p);
}

static bool word_is(const char *p, size_t n, const char *w)
{
	return strlen(w) == n && !strncmp(p, w, n);
}

/* Comments, strings and embedded C: skipped whole.  True if one was. */
static bool skip_inert(struct scan *s)
{
	const char *p = s->p;
	const char *stop;

	if (*p == '#' || (*p == '/' && p + 1 < s->end && p[1] == '/')) {
		stop = memchr(p, '\n', (size_t)(s->end - p));
		advance(s, stop ? (size_t)(stop - p) : (size_t)(s->end - p));
		return true;
	}
	if (*p == '/' && p + 1 < s->end && p[1] == '*') {
		stop = strstr(p + 2, "*/");
		advance(s, stop ? (size_t)(stop + 2 - p) : (size_t)(s->end - p));
		return true;
	}
	if (*p == '%' && p + 1 < s->end && p[1] == '{') {
		stop = strstr(p + 2, "%}");
		advance(s, stop ? (size_t)(stop + 2 - p) : (size_t)(s->end - p));
		return true;
	}
	if (*p == '"') {
		const char *q = p + 1;

		while (q < s->end && *q != '"' && *q != '\n')
			q += *q == '\\' && q + 1 < s->end ? 2 : 1;
		advance(s, (size_t)(q < s->end && *q == '"' ? q + 1 - p : q - p));
		return true;
	}
	return false;
}

static void say(struct scan *s, size_t len, char *msg)
{
	error_at(here(s, len), "%s", msg);
	free(msg);
	s->found++;
}

/* ------------------------------------------------------------ bpftrace */

/* bpftrace's hardware and software event names, as pmprobe's points. */
static const char *perf_event_of(const char *name, size_t n)
{
	static const char *const map[][2] = {
		{ "cycles", "perf.cycles" }, { "cpu-cycles", "perf.cycles" },
		{ "instructions", "perf.instructions" }, { "cache-misses", "perf.cache_misses" },
		{ "cache-references", "perf.cache_references" },
		{ "branch-instructions", "perf.branches" }, { "branches", "perf.branches" },
		{ "branch-misses", "perf.branch_misses" }, { "bus-cycles", "perf.bus_cycles" },
		{ "ref-cycles", "perf.ref_cycles" }, { "cpu-clock", "perf.cpu_clock" },
		{ "cpu", "perf.cpu_clock" }, { "task-clock", "perf.task_clock" },
		{ "page-faults", "perf.page_faults" }, { "faults", "perf.page_faults" },
		{ "context-switches", "perf.context_switches" }, { "cs", "perf.context_switches" },
		{ "cpu-migrations", "perf.cpu_migrations" }, { "minor-faults", "perf.minor_faults" },
		{ "major-faults", "perf.major_faults" },
	};
	size_t i;

	for (i = 0; i < sizeof(map) / sizeof(map[0]); i++)
		if (word_is(name, n, map[i][0]))
			return map[i][1];
	return NULL;
}

/* The parts of "KIND:A:B:C" after KIND (at most three), from P (at the
 * first ':'); their number. */
static int probe_parts(const char *p, const char *end, const char **part, size_t *len)
{
	int n = 0;

	while (n < 3 && p < end && *p == ':') {
		part[n] = p + 1;
		len[n] = part_len(p + 1, end);
		p += 1 + len[n];
		n++;
	}
	return n;
}

/* A bpftrace probe KIND:... at S (KIND is N bytes): its error, or false. */
static bool bpftrace_probe(struct scan *s, size_t n)
{
	const char *kind = s->p, *part[3];
	size_t len[3], total;
	int np = probe_parts(s->p + n, s->end, part, len);
	char *ours = NULL;

	if (!np || !len[0])
		return false;
	total = (size_t)(part[np - 1] + len[np - 1] - kind);
	if (word_is(kind, n, "tracepoint") && np == 2)
		ours = xasprintf("probe perf.tracepoint(\"%.*s:%.*s\")", (int)len[0], part[0],
				 (int)len[1], part[1]);
	else if ((word_is(kind, n, "kprobe") || word_is(kind, n, "fentry") ||
		  word_is(kind, n, "kfunc")) && np == 1)
		ours = xasprintf("probe kernel.function(\"%.*s\")", (int)len[0], part[0]);
	else if ((word_is(kind, n, "kretprobe") || word_is(kind, n, "fexit") ||
		  word_is(kind, n, "kretfunc")) && np == 1)
		ours = xasprintf("probe kernel.function(\"%.*s\").return", (int)len[0], part[0]);
	else if (word_is(kind, n, "uprobe") && np == 2)
		ours = xasprintf("probe process(\"%.*s\").function(\"%.*s\")", (int)len[0], part[0],
				 (int)len[1], part[1]);
	else if (word_is(kind, n, "uretprobe") && np == 2)
		ours = xasprintf("probe process(\"%.*s\").function(\"%.*s\").return", (int)len[0],
				 part[0], (int)len[1], part[1]);
	else if (word_is(kind, n, "usdt") && np >= 2)
		ours = xasprintf("probe process(\"%.*s\").mark(\"%.*s\")", (int)len[0], part[0],
				 (int)len[np - 1], part[np - 1]);
	else if ((word_is(kind, n, "hardware") || word_is(kind, n, "software")) &&
		 perf_event_of(part[0], len[0]))
		ours = np >= 2 ? xasprintf("probe %s(%.*s)", perf_event_of(part[0], len[0]),
					   (int)len[1], part[1]) :
			xasprintf("probe %s", perf_event_of(part[0], len[0]));
	else if (word_is(kind, n, "profile") && np == 2 && word_is(part[0], len[0], "hz"))
		ours = xasprintf("probe perf.cpu_clock.hz(%.*s)", (int)len[1], part[1]);
	else if (word_is(kind, n, "profile") && np == 2)
		ours = xasprintf("probe perf.cpu_clock(N) (a period in ns: profile:%.*s:%.*s is every %.*s %.*s)",
				 (int)len[0], part[0], (int)len[1], part[1], (int)len[1], part[1],
				 (int)len[0], part[0]);
	else if (word_is(kind, n, "interval") && np == 2)
		ours = xasprintf("probe timer.%.*s(%.*s)", (int)len[0], part[0], (int)len[1], part[1]);
	if (!ours)
		return false;
	say(s, total, xasprintf("'%.*s' is bpftrace's spelling; pmprobe's is '%s'",
				(int)total, kind, ours));
	free(ours);
	advance(s, total);
	return true;
}

/* The '@' words pmprobe has: aggregate operators, SystemTap's. */
static bool at_word(const char *p, size_t n)
{
	static const char *const words[] = {
		"count", "sum", "min", "max", "avg", "variance", "hist_log", "hist_linear",
		"entry", "define", "cast", "defined", "var", "perf", "kregister", "uregister",
	};
	size_t i;

	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (word_is(p, n, words[i]))
			return true;
	return false;
}

static bool is_macro(const struct scan *s, const char *p, size_t n)
{
	size_t i;

	for (i = 0; i < s->macros.len; i++)
		if (word_is(p, n, VEC_AT(s->macros, i)))
			return true;
	return false;
}

/* bpftrace's map @NAME (at '@'): a global. */
static bool bpftrace_map(struct scan *s)
{
	size_t n = ident_len(s->p + 1, s->end);
	const char *after = s->p + 1 + n;

	while (after < s->end && (*after == ' ' || *after == '\t'))
		after++;
	if (!n || at_word(s->p + 1, n) || is_macro(s, s->p + 1, n) || after >= s->end)
		return false;
	if (*after == '[')
		say(s, n + 1, xasprintf("'@%.*s[...]' is a bpftrace map; in pmprobe an array is a global: declare 'global %.*s' and write '%.*s[...]'",
					(int)n, s->p + 1, (int)n, s->p + 1, (int)n, s->p + 1));
	else if (strchr("=+-<", *after))
		say(s, n + 1, xasprintf("'@%.*s' is a bpftrace map; in pmprobe it is a global: declare 'global %.*s' and write '%.*s'",
					(int)n, s->p + 1, (int)n, s->p + 1, (int)n, s->p + 1));
	else
		return false;
	advance(s, n + 1);
	return true;
}

/* ---------------------------------------------------------------- perf */

/* perf's event modifiers, at ':' right after a point's name. */
static bool perf_modifier(struct scan *s, const char *point, size_t point_len)
{
	const char *m = s->p + 1;
	size_t n = 0, i;
	bool u = false, k = false;
	char *name, *ours;

	while (m + n < s->end && strchr("ukhHGpPSDIW", m[n]))
		n++;
	if (!n || (m + n < s->end && (isalnum((unsigned char)m[n]) || m[n] == '_')))
		return false;
	for (i = 0; i < n; i++) {
		u |= m[i] == 'u';
		k |= m[i] == 'k';
		if (m[i] != 'u' && m[i] != 'k') {
			say(s, n + 1, xasprintf("':%.*s' is perf's event modifier; pmprobe has '.user' and '.kernel' for :u and :k and no counterpart of ':%c'",
						(int)n, m, m[i]));
			advance(s, n + 1);
			return true;
		}
	}
	/* a perf event name as pmprobe's short name: cycles -> perf.cycles */
	if (!strncmp(point, "perf.", 5))
		name = xstrndup(point, point_len);
	else
		name = xasprintf("%s", perf_event_of(point, point_len) ? perf_event_of(point, point_len) :
				 "perf.EVENT");
	ours = u && k ? xasprintf("%s (both modes are the default)", name) :
		xasprintf("%s.%s", name, u ? "user" : "kernel");
	say(s, n + 1, xasprintf("'%.*s:%.*s' is perf's spelling; pmprobe's is '%s'", (int)point_len,
				point, (int)n, m, ours));
	free(name);
	free(ours);
	advance(s, n + 1);
	return true;
}

/* perf's group {a,b} where a point starts. */
static bool perf_group(struct scan *s)
{
	const char *close = memchr(s->p, '}', (size_t)(s->end - s->p));
	const char *comma = memchr(s->p, ',', (size_t)(s->end - s->p));
	size_t len;

	if (!close || !comma || comma > close || memchr(s->p, '\n', (size_t)(close - s->p)))
		return false;
	len = (size_t)(close + 1 - s->p);
	say(s, len, xasprintf("'%.*s' is perf's event group; pmprobe opens each event as a point of its own and reads them together: probe perf.cycles.counter { c = $counter } probe perf.instructions.counter { i = $counter } probe end { printf(\"%%d %%d\\n\", read_counter(c), read_counter(i)) } (with 'global c, i')",
				(int)len, s->p));
	advance(s, len);
	return true;
}

/* ------------------------------------------------------------- the scan */

/* In a point (after 'probe'): a perf modifier or group. */
static bool in_point(struct scan *s, const char **point)
{
	if (*s->p == '{' && (s->point_start || s->p[-1] == '.'))
		return perf_group(s);
	if (*s->p == ':' && *point && s->p > *point)
		return perf_modifier(s, *point, (size_t)(s->p - *point));
	return false;
}

/* Whether the next character after blanks is '{'. */
static bool next_is_brace(const char *p, const char *end)
{
	while (p < end && isspace((unsigned char)*p))
		p++;
	return p < end && *p == '{';
}

static void collect_macros(struct scan *s)
{
	const char *p = s->src->text;

	while ((p = strstr(p, "@define"))) {
		const char *q = p + 7;
		size_t n;

		while (*q == ' ' || *q == '\t')
			q++;
		n = ident_len(q, s->end);
		if (n)
			vec_push(&s->macros, xstrndup(q, n));
		q += n;
		/* its parameters, used as @NAME in its body */
		if (*q == '(')
			for (q++; *q && *q != ')' && *q != '\n'; q += n ? n : 1) {
				n = ident_len(q, s->end);
				if (n)
					vec_push(&s->macros, xstrndup(q, n));
			}
		p = q;
	}
}

bool foreign_spellings(const struct source *src)
{
	struct scan s = { .src = src, .p = src->text, .end = src->text + src->len,
			  .line = 1, .col = 1 };
	const char *point = NULL;   /* the point being written, after 'probe' */
	size_t n;

	collect_macros(&s);
	while (s.p < s.end) {
		if (skip_inert(&s))
			continue;
		n = ident_len(s.p, s.end);
		if (n) {
			if (s.p + n < s.end && s.p[n] == ':' && bpftrace_probe(&s, n)) {
				s.in_point = false;
				continue;
			}
			if (!s.depth && !s.in_point && (word_is(s.p, n, "BEGIN") || word_is(s.p, n, "END")) &&
			    next_is_brace(s.p + n, s.end)) {
				say(&s, n, xasprintf("'%.*s' is bpftrace's; pmprobe's is 'probe %s'", (int)n,
						     s.p, *s.p == 'B' ? "begin" : "end"));
				advance(&s, n);
				continue;
			}
			if (!s.depth && word_is(s.p, n, "probe")) {
				s.in_point = s.point_start = true;
				point = NULL;
				advance(&s, n);
				continue;
			}
			if (s.in_point && s.point_start)
				point = s.p;
			s.point_start = false;
			advance(&s, n);
			continue;
		}
		if (s.in_point && in_point(&s, &point))
			continue;
		if (*s.p == '@' && bpftrace_map(&s))
			continue;
		if (*s.p == '{') {
			if (s.in_point && !s.point_start)
				s.in_point = false;
			s.depth++;
		} else if (*s.p == '}') {
			s.depth -= s.depth > 0;
		} else if (s.in_point && *s.p == ',') {
			s.point_start = true;
		} else if (s.in_point && *s.p == '.') {
			s.point_start = false;
		} else if (s.in_point && *s.p == '=') {
			s.in_point = false;   /* an alias: 'probe NAME = POINT' */
		}
		advance(&s, 1);
	}
	vec_free_strings(&s.macros);
	return s.found > 0;
}
