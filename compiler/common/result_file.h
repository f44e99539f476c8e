/*
 * result_file.h - files pass 5 writes for the user beside the script's
 * output (--metrics's exposition, --pprof's profile and flame graph):
 * the one list of their roles, how one is written (replaced atomically:
 * a reader such as node_exporter never sees half of one), and the frame
 * that carries one from a --vm guest's loader to the host's pmprobe on
 * the guest's status port (compiler/sandbox/vm.c reads it).
 */
#ifndef PMP_RESULT_FILE_H
#define PMP_RESULT_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "common.h"

/* ROLE, its name in a frame, the option that names its file. */
#define RESULT_ROLES(X) \
	X(METRICS, "metrics", "metrics") \
	X(PPROF, "pprof", "pprof") \
	X(FLAMEGRAPH, "flamegraph", "flamegraph")

enum result_role {
#define RESULT_ROLE_(ROLE, name, option) RESULT_##ROLE,
	RESULT_ROLES(RESULT_ROLE_)
#undef RESULT_ROLE_
	RESULT_N
};

/* A frame on the status port: "pmprobe-file ROLE LENGTH\n", then LENGTH
 * bytes.  The status line comes after the last frame. */
#define RESULT_FRAME_TAG "pmprobe-file "
/* The largest file a guest may send (a bigger frame is refused whole). */
#define RESULT_FILE_MAX (64u << 20)

const char *result_role_name(enum result_role role);
/* The option (without "--") that names ROLE's file. */
const char *result_role_option(enum result_role role);

/* Replaces PATH with the LEN bytes at DATA: a new file (0644) in PATH's
 * directory under an unguessable name, renamed over PATH.  The
 * directory must be yours or root's and writable by others only if
 * sticky (trust.c); false with *WHY. */
bool result_file_save(const char *path, const void *data, size_t len, char **why);

/* Where pass 5 puts its result files: PATH[ROLE] on this machine, or,
 * in a --vm guest (PORT set), frames on the status port PORT. */
struct result_files {
	const char *path[RESULT_N];
	const char *port;
};
/* ROLE's file has a place to go. */
bool result_file_wanted(const struct result_files *rf, enum result_role role);
/* Some role's file has. */
bool result_files_any(const struct result_files *rf);
/* Before a run: every file RF wants here can be written (its directory
 * passes the rule result_file_save applies); false after one line per
 * one that cannot. */
bool result_files_check(const struct result_files *rf);
/* Writes ROLE's file as RF says; false after one line on stderr. */
bool result_file_put(const struct result_files *rf, enum result_role role,
		     const void *data, size_t len);

/* The host's side of the status port: text lines (the booted tag, the
 * status line) are kept for the caller, frames are collected and, when
 * whole, written to PATH[their role] with result_file_save.  A frame
 * that the guest's end cuts short is dropped, never written. */
struct result_reader {
	const char *const *path;  /* RESULT_N paths, entries may be NULL */
	char line[128];           /* the text line being read */
	size_t linelen;
	int role;                 /* the frame being read, -1: none */
	size_t need;              /* its bytes still to come */
	struct buf body;
	unsigned saved, failed;   /* frames written, frames not */
	bool said[RESULT_N];      /* a failure of this role's was said */
};
void result_reader_init(struct result_reader *r, const char *const *path);
/* Feeds N bytes of the port; each complete text line (without its
 * newline) goes to LINE(CTX, TEXT). */
void result_reader_feed(struct result_reader *r, const char *buf, size_t n,
			void (*line)(void *ctx, const char *text), void *ctx);
void result_reader_free(struct result_reader *r);

#endif /* PMP_RESULT_FILE_H */
