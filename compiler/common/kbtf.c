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
	if (!src->path && !src->data && src->fetch && !src->fetched) {
		src->fetched = true;
		src->fetch(src);
	}
	if (src->data) {
		src->btf = btf__new(src->data, (__u32)src->len);
		free(src->data);
		src->data = NULL;
		if (!src->btf)
			src->why = xasprintf("the BTF %s listed is not BTF as libbpf reads it",
					     src->what ? src->what : "a guest");
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

static void dump_printf(void *ctx, const char *fmt, va_list args)
{
	buf_vprintf(ctx, fmt, args);
}

/* TYPE's C spelling ("unsigned int", "struct file *", "size_t"). */
static char *type_text(const struct btf *btf, __u32 type)
{
	LIBBPF_OPTS(btf_dump_emit_type_decl_opts, opts, .field_name = "");
	struct btf_dump *d;
	struct buf b;

	buf_init(&b);
	d = btf_dump__new(btf, dump_printf, &b, NULL);
	if (!d || btf_dump__emit_type_decl(d, type, &opts) < 0) {
		buf_free(&b);
		btf_dump__free(d);
		return xstrdup("?");
	}
	btf_dump__free(d);
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
		p->unreadable = xstrdup("it is a floating-point number, passed outside the integer registers");
	} else {
		p->unreadable = xstrdup("its type is not one pmprobe reads (a number, bool, enum or pointer)");
	}
	if (!p->unreadable && p->size != 1 && p->size != 2 && p->size != 4 && p->size != 8)
		p->unreadable = xasprintf("it is a %d-byte number, passed in more than one register", p->size);
	if (p->unreadable) {
		*regs = -1;    /* where the next ones are depends on the ABI's details */
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
	id = btf__find_by_name_kind(btf, func, BTF_KIND_FUNC);
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
		p->type = type_text(btf, bp[i].type);
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
		free(p->unreadable);
		free(p);
	}
	free(v->items);
	v->items = NULL;
	v->len = v->cap = 0;
}
