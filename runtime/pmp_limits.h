/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pmp_limits.h - the runtime limits a script can change with -D NAME=VALUE,
 * and their defaults.  The translator defines PMP_<NAME> before including
 * the runtime; a limit is checked where it can be exceeded.
 */
#ifndef PMP_LIMITS_H
#define PMP_LIMITS_H

/* Statements one handler run may execute. */
#ifndef PMP_MAXACTION
#define PMP_MAXACTION 1000
#endif
/* Bytes in a string, the terminating NUL included. */
#ifndef PMP_MAXSTRINGLEN
#define PMP_MAXSTRINGLEN 256
#endif
/* Elements of an array declared without a capacity. */
#ifndef PMP_MAXMAPENTRIES
#define PMP_MAXMAPENTRIES 2048
#endif
/* Depth of nested script-function calls. */
#ifndef PMP_MAXNESTING
#define PMP_MAXNESTING 10
#endif
/* Attempts to take a global's lock before the handler run is skipped. */
#ifndef PMP_MAXTRYLOCK
#define PMP_MAXTRYLOCK 1000
#endif
/* Runtime errors before the script stops (0 and 1: the first one). */
#ifndef PMP_MAXERRORS
#define PMP_MAXERRORS 0
#endif
/* Skipped handler runs before the script stops with an error; 0 (the
 * default): no limit, the skips are counted and reported at exit. */
#ifndef PMP_MAXSKIPPED
#define PMP_MAXSKIPPED 0
#endif
/* Kernel stack frames kept by backtrace(). */
#ifndef PMP_MAXBACKTRACE
#define PMP_MAXBACKTRACE 32
#endif

#if PMP_MAXSTRINGLEN < 16 || PMP_MAXSTRINGLEN > 65536
#error "MAXSTRINGLEN must be between 16 and 65536"
#endif
#if PMP_MAXNESTING < 1 || PMP_MAXNESTING > 64
#error "MAXNESTING must be between 1 and 64"
#endif
#if PMP_MAXACTION < 1 || PMP_MAXACTION > 1000000
#error "MAXACTION must be between 1 and 1000000"
#endif
#if PMP_MAXTRYLOCK < 1 || PMP_MAXTRYLOCK > 100000
#error "MAXTRYLOCK must be between 1 and 100000"
#endif
#if PMP_MAXBACKTRACE < 1 || PMP_MAXBACKTRACE > 64
#error "MAXBACKTRACE must be between 1 and 64"
#endif
#if PMP_MAXMAPENTRIES < 1
#error "MAXMAPENTRIES must be at least 1"
#endif

/* Payload of one output record: one ring-buffer event, below a page.
 * compiler/codegen.c (RECORD_DATA) splits printfs by it: keep both. */
#define PMP_RECORD_DATA 3968

#endif /* PMP_LIMITS_H */
