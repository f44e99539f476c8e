/*
 * profile.h - the script's sampled stacks as the result files --pprof
 * and --flamegraph want them: which printed arrays are profiles and
 * their elements as weighted folded stacks (profile.c), a folded
 * stack's frames (folded.c), a pprof profile.proto message, gzipped
 * (pprof.c), and an SVG flame graph (flamegraph.c).
 */
#ifndef PMP_PROFILE_H
#define PMP_PROFILE_H

#include <stdbool.h>
#include <stddef.h>

#include "common.h"
#include "result_file.h"

/* One element of a profile array: a folded stack "outer;...;inner"
 * (empty frames are skipped), weighted by its value, which counts in
 * sample type TYPE (the array's name). */
struct profile_sample {
	const char *stack;
	size_t type;
	long weight;
};

struct profile {
	const char **types;       /* the profile arrays' names, in print order */
	size_t ntypes;
	struct profile_sample *samples; /* each array's, largest first */
	size_t nsamples;
};

/* ------------------------------------------------------------ profile.c */

/* Writes the result files of --pprof and --flamegraph that RF wants
 * from GLOBALS (struct global_record *, the printed globals): every
 * array with one string key holding folded stacks and integer or statistics values
 * is a profile (another array is skipped with a warning); false after
 * one line on stderr (no array fits, or a file not written). */
bool profile_write_results(const struct vec *globals, const struct result_files *rf);


/* ------------------------------------------------------------- folded.c */

/* The next frame of the folded stack at *AT (advanced past it): its
 * first byte, its length in *LEN; NULL at the end.  Empty frames are
 * skipped. */
const char *folded_next_frame(const char **at, size_t *len);

/* -------------------------------------------------------------- pprof.c */

/* P as a gzipped profile.proto message in OUT: one sample type per
 * entry of P->types (unit "count"), one Function and Location per distinct frame
 * name, ids numbered from 1 in order of first appearance; false after
 * one line on stderr (zlib failed). */
bool pprof_encode(const struct profile *p, struct buf *out);

/* The bytes of a gzip member holding the LEN bytes at DATA, in OUT;
 * false after one line on stderr. */
bool pprof_gzip(const void *data, size_t len, struct buf *out);

/* ---------------------------------------------------------- flamegraph.c */

/* The samples of P's first type as a flame graph in OUT: an SVG
 * document, the root at the bottom, each frame as wide as its stacks'
 * weight, callees above their callers in name order, each with its
 * name (when it fits) and a tooltip of its weight. */
void flamegraph_svg(const struct profile *p, struct buf *out);

#endif /* PMP_PROFILE_H */
