/*
 * kbtf.c - the target kernel's BTF (its types, as the kernel's own
 * /sys/kernel/btf/vmlinux gives them), read with libbpf: the parameters
 * of a kernel function, each with its C type and how a probe at the
 * function's entry reads it from the registers of the call ($NAME,
 * $$parms, -L).  The bytes come from a file opened through trust.c's
 * rules (the running kernel's, a --sysfs-root tree's), or from what a
 * guest of the target kernel listed (guest_dump.h), as the driver found
 * them; a module's BTF (the file MOD beside vmlinux, split over it) only
 * from a file.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <linux/btf.h>

#include "common.h"

/* The BTF of FILE (raw, as /sys/kernel/btf/ has it), over BASE for a
 * module's; NULL with *WHY.  libbpf reads the descriptor trust.c opened
 * and checked, through its /proc/self/fd link. */
static struct btf *btf_of_file(const char *file, struct btf *base, char **why)
{
	struct btf *btf;
	char *self;
	int fd;

	fd = trust_open_file(file, TRUST_SYSTEM, why);
	if (fd < 0)
		return NULL;
	self = xasprintf("/proc/self/fd/%d", fd);
	btf = base ? btf__parse_raw_split(self, base) : btf__parse_raw(self);
	free(self);
	close(fd);
	if (!btf)
		*why = xasprintf("%s is not BTF as libbpf reads it", file);
	return btf;
}

bool kbtf_ready(struct btf_source *src)
{
	if (src->btf)
		return true;
	if (src->why)
		return false;
	libbpf_set_print(NULL);    /* its reasons are said in pmprobe's words */
	if (!src->path && !src->data && src->fetch && !src->fetched) {
		src->fetched = true;
		src->fetch(src);
	}
	if (src->data) {
		src->btf = btf__new(src->data, (__u32)src->len);
		free(src->data);
		src->data = NULL;
		if (!src->btf)
			src->why = xasprintf("what a guest of %s listed as its BTF is not BTF as libbpf reads it",
					     src->what ? src->what : "the kernel");
	} else if (src->path) {
		char *file = xasprintf("%s/vmlinux", src->path);

		src->btf = btf_of_file(file, NULL, &src->why);
		free(file);
	} else {
		src->why = xstrdup(src->missing ? src->missing : "no BTF of it is known here");
	}
	return src->btf != NULL;
}

/* The BTF that has module MOD's functions: its own file over vmlinux's,
 * read once; NULL with *WHY. */
static struct btf *module_btf(struct btf_source *src, const char *mod, char **why)
{
	size_t i;
	char *file;
	struct btf *btf;

	for (i = 0; i < src->mod_names.len; i++)
		if (!strcmp(VEC_AT(src->mod_names, i), mod))
			return VEC_AT(src->mod_btfs, i);
	if (!src->path) {
		*why = xasprintf("the BTF of module %s is known only for the running kernel (its /sys/kernel/btf/%s)",
				 mod, mod);
		return NULL;
	}
	file = xasprintf("%s/%s", src->path, mod);
	btf = btf_of_file(file, src->btf, why);
	free(file);
	if (btf) {
		vec_push(&src->mod_names, xstrdup(mod));
		vec_push(&src->mod_btfs, btf);
	}
	return btf;
}

/* ID with its typedefs and qualifiers gone through. */
static __u32 skip_mods(const struct btf *btf, __u32 id)
{
	const struct btf_type *t = btf__type_by_id(btf, id);

	while (t && (btf_is_typedef(t) || btf_is_mod(t))) {
		id = t->type;
		t = btf__type_by_id(btf, id);
	}
	return id;
}

/* The dumper's printer: into the buffer *CTX points at for the while. */
static void dump_printf(void *ctx, const char *fmt, va_list args)
{
	buf_vprintf(*(struct buf **)ctx, fmt, args);
}

/* TYPE's C spelling ("unsigned int", "struct file *", "size_t"), with
 * NAME declared ("void (*fn)(int)") unless it is "", by
 * one dumper per BTF, kept: making one walks all its types. */
static char *type_text(struct btf_source *src, const struct btf *btf, __u32 type,
		       const char *name)
{
	LIBBPF_OPTS(btf_dump_emit_type_decl_opts, opts, .field_name = name);
	struct btf_dump *own = NULL, *d;
	struct buf b, *out = &b;
	int r;

	buf_init(&b);
	if (btf == src->btf) {
		if (!src->dumper)
			src->dumper = btf_dump__new(btf, dump_printf, &src->dump_out, NULL);
		d = src->dumper;
		src->dump_out = &b;
	} else {
		d = own = btf_dump__new(btf, dump_printf, &out, NULL);
	}
	r = d ? btf_dump__emit_type_decl(d, type, &opts) : -1;
	btf_dump__free(own);
	if (r < 0) {
		buf_free(&b);
		return xstrdup("?");
	}
	return buf_steal(&b);
}

/*
 * How parameter P of type TYPE is read; *REGS counts the registers the
 * parameters before it took, or is -1 once one of them was passed in a
 * way whose registers are not known here.
 */
static void classify(const struct btf *btf, __u32 type, struct kparam *p, int *regs,
		     int max_regs)
{
	const struct btf_type *t = btf__type_by_id(btf, skip_mods(btf, type));
	int kind = t ? (int)btf_kind(t) : -1;

	p->reg = -1;
	if (kind == BTF_KIND_PTR) {
		p->size = 8;
	} else if (kind == BTF_KIND_INT) {
		__u32 enc = btf_int_encoding(t);

		p->size = (int)t->size;
		p->is_signed = enc & BTF_INT_SIGNED;
		p->is_bool = enc & BTF_INT_BOOL;
	} else if (kind == BTF_KIND_ENUM || kind == BTF_KIND_ENUM64) {
		p->size = (int)t->size;
		p->is_signed = btf_kflag(t);
	} else if (kind == BTF_KIND_STRUCT || kind == BTF_KIND_UNION) {
		p->unreadable = xasprintf("it is a %s passed by value: pmprobe reads numbers and pointers from the registers",
					  kind == BTF_KIND_STRUCT ? "struct" : "union");
	} else if (kind == BTF_KIND_FLOAT) {
		p->unreadable = xstrdup("it is a floating-point number, passed in a vector register");
	} else {
		p->unreadable = xstrdup("its type is not one pmprobe reads (a number, bool, enum or pointer)");
	}
	if (!p->unreadable && p->size != 1 && p->size != 2 && p->size != 4 && p->size != 8)
		p->unreadable = xasprintf("it is a %d-byte number, passed in more than one register", p->size);
	if (p->unreadable) {
		/* a float takes a vector register (x86-64, arm64), not one of
		 * these; where others go depends on the ABI's details */
		if (kind != BTF_KIND_FLOAT)
			*regs = -1;
		return;
	}
	if (*regs < 0) {
		p->unreadable = xstrdup("it follows a parameter passed by value or in several registers, so its register is not known here");
		return;
	}
	if (*regs >= max_regs) {
		p->unreadable = xasprintf("it is passed on the stack: pmprobe reads the first %d parameters, those passed in registers",
					  max_regs);
		return;
	}
	p->reg = (*regs)++;
}

struct func_id {
	const char *name;
	__u32 id;
};

static int by_func_name(const void *a, const void *b)
{
	return strcmp(((const struct func_id *)a)->name, ((const struct func_id *)b)->name);
}

/* BTF's FUNC NAME, by a sorted index of vmlinux's functions made once
 * (a listing of thousands of functions looks each up); a module's by
 * libbpf's scan.  -1 when it has none. */
static __s32 find_func(struct btf_source *src, const struct btf *btf, const char *name)
{
	struct func_id key = { name, 0 }, *f, *o;
	__u32 i, n;

	if (btf != src->btf)
		return btf__find_by_name_kind(btf, name, BTF_KIND_FUNC);
	if (!src->funcs) {
		n = btf__type_cnt(btf);
		src->funcs = xcalloc(n, sizeof(struct func_id));
		for (i = 1; i < n; i++) {
			const struct btf_type *t = btf__type_by_id(btf, i);

			if (btf_is_func(t)) {
				struct func_id *e = (struct func_id *)src->funcs + src->nfuncs++;

				e->name = btf__name_by_offset(btf, t->name_off);
				e->id = i;
			}
		}
		qsort(src->funcs, src->nfuncs, sizeof(struct func_id), by_func_name);
	}
	f = bsearch(&key, src->funcs, src->nfuncs, sizeof(struct func_id), by_func_name);
	if (!f)
		return -1;
	/* static functions of one name in several files: one prototype */
	for (o = f; o > (struct func_id *)src->funcs && !strcmp(o[-1].name, name); o--)
		;
	for (; o < (struct func_id *)src->funcs + src->nfuncs && !strcmp(o->name, name); o++)
		if (btf__type_by_id(btf, o->id)->type != btf__type_by_id(btf, f->id)->type)
			return -2;
	return (__s32)f->id;
}

int kbtf_params(struct btf_source *src, const char *func, int max_regs, struct vec *out,
		char **why)
{
	const char *colon = strchr(func, ':');
	const struct btf_type *fn, *proto;
	const struct btf_param *bp;
	struct btf *btf;
	__s32 id;
	int i, regs = 0;

	*why = NULL;
	if (!kbtf_ready(src)) {
		*why = xstrdup(src->why);
		return -1;
	}
	btf = src->btf;
	if (colon) {
		char *mod = xstrndup(func, (size_t)(colon - func));

		btf = module_btf(src, mod, why);
		free(mod);
		if (!btf)
			return -1;
		func = colon + 1;
	}
	id = find_func(src, btf, func);
	if (id == -2) {
		*why = xasprintf("the kernel has several functions named %s, whose parameters differ", func);
		return -1;
	}
	if (id < 0)
		return 0;
	fn = btf__type_by_id(btf, (__u32)id);
	proto = fn ? btf__type_by_id(btf, fn->type) : NULL;
	if (!proto || !btf_is_func_proto(proto)) {
		*why = xasprintf("the BTF of %s has no prototype", func);
		return -1;
	}
	bp = btf_params(proto);
	for (i = 0; i < btf_vlen(proto); i++) {
		struct kparam *p;

		if (!bp[i].type)
			break;     /* "...": a variadic function's rest */
		p = xcalloc(1, sizeof(*p));
		p->name = xstrdup(*btf__name_by_offset(btf, bp[i].name_off) ?
				  btf__name_by_offset(btf, bp[i].name_off) : "?");
		p->type = type_text(src, btf, bp[i].type, "");
		p->decl = type_text(src, btf, bp[i].type, p->name);
		classify(btf, bp[i].type, p, &regs, max_regs);
		vec_push(out, p);
	}
	return 1;
}

void kparams_free(struct vec *v)
{
	size_t i;

	for (i = 0; i < v->len; i++) {
		struct kparam *p = VEC_AT(*v, i);

		free(p->name);
		free(p->type);
		free(p->decl);
		free(p->unreadable);
		free(p);
	}
	free(v->items);
	v->items = NULL;
	v->len = v->cap = 0;
}

void kbtf_free(struct btf_source *src)
{
	size_t i;

	btf_dump__free(src->dumper);
	for (i = 0; i < src->mod_btfs.len; i++)
		btf__free(VEC_AT(src->mod_btfs, i));
	vec_free_strings(&src->mod_names);
	free(src->mod_btfs.items);
	btf__free(src->btf);
	free(src->funcs);
	free(src->data);
	free(src->why);
	src->dumper = NULL;
	src->btf = NULL;
	src->funcs = NULL;
	src->data = src->why = NULL;
	src->mod_btfs.items = NULL;
	src->mod_btfs.len = src->mod_btfs.cap = src->nfuncs = 0;
}
