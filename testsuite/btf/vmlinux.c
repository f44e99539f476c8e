/*
 * vmlinux.c - the functions of the fake tree testsuite/sysfs's BTF
 * (sys/kernel/btf/vmlinux, which make-vmlinux builds from this file's
 * debug information with pahole): the kernel's own prototypes of the
 * functions its proc/kallsyms lists (ksys_read, vfs_read, vfs_readv,
 * vfs_readlink, vfs_write), and btf_* functions with one kind of
 * parameter each, for the translator's tests of $NAME, $$parms and -L.
 * Nothing runs it: only its types matter.
 */
#include <stdbool.h>

typedef unsigned long size_t;
typedef long ssize_t;
typedef long long loff_t;
typedef int rwf_t;
typedef unsigned int u32;
typedef unsigned long long u64;
typedef signed char s8;
typedef const char *const_name;

struct file { int f_flags; };
struct dentry { int d_flags; };
struct iovec { void *iov_base; size_t iov_len; };
struct pair { long a, b; };
union either { long a; char b[8]; };

enum mode { MODE_A = -1, MODE_B = 1 };
enum umode { UMODE_A, UMODE_B = 0xffffffffu };

ssize_t ksys_read(unsigned int fd, char *buf, size_t count) { return fd + (long)buf + (long)count; }
ssize_t vfs_read(struct file *file, char *buf, size_t count, loff_t *pos) { return file->f_flags + buf[0] + (long)count + *pos; }
ssize_t vfs_readv(struct file *file, const struct iovec *vec, unsigned long vlen, loff_t *pos, rwf_t flags) { return file->f_flags + (long)vec + (long)vlen + *pos + flags; }
int vfs_readlink(struct dentry *dentry, char *buffer, int buflen) { return dentry->d_flags + buffer[0] + buflen; }
ssize_t vfs_write(struct file *file, const char *buf, size_t count, loff_t *pos) { return file->f_flags + buf[0] + (long)count + *pos; }

/* integers of each size and sign, bool, char, enums, typedefs */
long btf_ints(u32 u, int i, s8 s, unsigned short us, bool b, char c) { return u + i + s + us + b + c; }
long btf_enums(enum mode m, enum umode um, u64 big, const_name name, volatile long v, void (*fn)(int)) { return m + um + (long)big + name[0] + v + (long)fn; }
/* a struct and a union by value, and what follows them */
long btf_byval(int before, struct pair p, long after) { return before + p.a + after; }
long btf_union(union either e) { return e.a; }
/* the seventh parameter is on the stack */
long btf_seven(long a1, long a2, long a3, long a4, long a5, long a6, long a7) { return a1 + a2 + a3 + a4 + a5 + a6 + a7; }
/* a float, and none at all */
long btf_float(double d, long after) { return (long)d + after; }
long btf_none(void) { return 0; }
