/*
 * guest_dump.h - the dump of a kernel's tracepoint formats and PMUs that
 * a guest booted from that kernel prints, so that pmprobe can translate
 * for a kernel it is not running: its writer (the shell script the guest
 * runs, sandbox/vmrun.c) and its reader (guest_dump.c, for tp_format.c,
 * pmu_sysfs.c and main.c's cache) are made of the markers below, and
 * testsuite/abi/guest_dump.c checks that they agree.
 *
 * The dump is records, each a header line "@@@ KEY" then the text of one
 * file, up to the next header:
 *
 *   @@@ SUBSYS/NAME         events/SUBSYS/NAME/format, "print fmt" left out
 *   ...                     (one record per tracepoint)
 *   @@@@ pmus               the line between the two parts
 *   @@@ pmu PMU/FILE        a file of /sys/bus/event_source/devices/PMU
 *   ...                     (type, cpumask, cpus, format/TERM, events/EVENT),
 *                           its text ending in exactly one newline
 *   @@@@ ksyms              the line before the third part: the names of
 *   NAME                    the kernel's functions (kallsyms's t and T
 *   ...                     symbols, not a module's), one a line
 *   @@@@ btf                the line before the fourth part: the bytes of
 *   BASE64                  /sys/kernel/btf/vmlinux, gzip'ed, in base64
 *   ...                     lines (none when the kernel has no BTF)
 *
 * The cache keeps the parts apart (guest-...-BUILD/formats, pmus, ksyms,
 * btf: vmlinux's BTF as the kernel gives it).  For Debian's 6.12 kernel
 * (x86-64) the BTF is 4.9 MB (6.1's 4.4 MB), 2.1 MB gzip'ed in base64:
 * 0.8 s of the guest's time to compress and 2.7 s to print, once per
 * kernel build.
 */
#ifndef PMP_GUEST_DUMP_H
#define PMP_GUEST_DUMP_H

#include "common.h"

#define DUMP_HEADER "@@@ "              /* a record's header: DUMP_HEADER KEY */
#define DUMP_PMU_KEY "pmu "             /* a PMU file's key: DUMP_PMU_KEY PMU/FILE */
#define DUMP_PMUS_LINE "@@@@ pmus"      /* the line before the PMUs' records */
#define DUMP_KSYMS_LINE "@@@@ ksyms"    /* the line before the function names */
#define DUMP_BTF_LINE "@@@@ btf"        /* the line before the BTF */

/*
 * The writer: /bin/sh -c DUMP_SCRIPT ROOT, ROOT ("" in a guest) being
 * where sys/ is.  Its stdout is the dump.
 */
#define DUMP_SCRIPT							\
	"cd \"$0/sys/kernel/tracing/events\" || exit 1; "		\
	"for f in */*/format; do echo \"" DUMP_HEADER "${f%/format}\"; "	\
	"sed '/^print fmt/d' \"$f\"; done; "				\
	"echo '" DUMP_PMUS_LINE "'; "					\
	"cd \"$0/sys/bus/event_source/devices\" || exit 1; "		\
	"for f in */type */cpumask */cpus */format/* */events/*; do "	\
	"[ -f \"$f\" ] && [ -r \"$f\" ] && echo \"" DUMP_HEADER DUMP_PMU_KEY "$f\" && " \
	"echo \"$(cat \"$f\")\"; done; "					\
	"echo '" DUMP_KSYMS_LINE "'; "					\
	"[ -r \"$0/proc/kallsyms\" ] && "					\
	"sed -n 's/^[0-9a-f]* [tT] \\([^ \t]*\\)$/\\1/p' \"$0/proc/kallsyms\"; "	\
	"echo '" DUMP_BTF_LINE "'; "					\
	"[ -r \"$0/sys/kernel/btf/vmlinux\" ] && "			\
	"gzip -c \"$0/sys/kernel/btf/vmlinux\" | base64; true"

/* ------------------------------------------------------------ guest_dump.c */

/* Splits the whole dump TEXT (what DUMP_SCRIPT printed, LEN bytes) into
 * its tracepoint part *FORMATS and its PMU part *PMUS (both allocated);
 * false, with *WHY, when it is not such a dump. */
bool dump_split(const char *text, size_t len, char **formats, char **pmus, char **why);
/* Cuts the function names' part (after DUMP_KSYMS_LINE) off the end of
 * the PMU part PMUS that dump_split made: it, allocated, or NULL when
 * the dump has none (one of an older pmprobe). */
char *dump_take_ksyms(char *pmus);
/* Cuts the BTF's part (after DUMP_BTF_LINE) off the end of PMUS, before
 * dump_take_ksyms: true with its bytes decoded in *DATA (allocated; *LEN
 * 0 when the kernel has none); false when the dump has no such part, or
 * with *WHY when it cannot be decoded. */
bool dump_take_btf(char *pmus, char **data, size_t *len, char **why);
/* Does TEXT start as a part of a dump does (its first record)?  The
 * cache's copies are checked with it: PMU is true for the PMU part. */
bool dump_part_ok(const char *text, bool pmu);
/* The text of the record KEY of DUMP, up to the next header (its last
 * newline kept), or NULL when it has none. */
char *dump_record(const char *dump, const char *key);
/* The keys of DUMP's records that start with PREFIX, PREFIX taken off,
 * in the dump's order (char *, appended to OUT). */
void dump_keys(const char *dump, const char *prefix, struct vec *out);

#endif /* PMP_GUEST_DUMP_H */
