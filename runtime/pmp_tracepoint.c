// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_tracepoint.c - tracepoint probes (perf.tracepoint("SUBSYS:NAME")):
 * each point's id and each field's offset, size and flags come from the
 * loader, which read them on this machine's tracefs and checked them
 * against what the translator typed the script with (pmp_abi.h's tp_*
 * parameters); and the handlers' reads of the fields from the record
 * perf hands the overflow handler (data->raw, PERF_SAMPLE_RAW).
 *
 * A tracepoint's handler runs where the tracepoint fires: any context,
 * locks held, preemption off.  Reading a field copies bytes from the
 * record and nothing else: no lock, no allocation, no sleep.  Every
 * offset and length, a __data_loc's too, is checked against the record's
 * size first: a record too short for a field is a runtime error, never a
 * read outside it.
 */

#include "pmp_runtime.h"

/* Load: each tracepoint probe's id (a module loaded without the loader's
 * parameters is refused), and every field slot given. */
static int pmp_tp_params(void)
{
	int i;

	for (i = 0; i < pmp_nprobes; i++) {
		struct pmp_probe *p = &pmp_probes[i];

		if (!p->tp_index)
			continue;
		if (p->tp_index > pmp_tp_count) {
			pr_err("pmprobe: %s: %s needs its tracepoint resolved by the loader (pmprobe --run)\n",
			       THIS_MODULE->name, p->pp);
			return -EINVAL;
		}
		p->config = pmp_tp_id[p->tp_index - 1];
		if (p->config == PMP_TP_ID_SKIP) {
			if (!p->optional)
				return -EINVAL;
			p->skipped = true;   /* the loader said why */
		}
	}
	return 0;
}

/* This hit's record and its size, or NULL (then a runtime error). */
static const u8 *pmp_tp_record(struct pmp_context *c, u32 *size)
{
	const struct perf_sample_data *d = c->data;
	const struct perf_raw_record *raw;

	if (!d || !c->probe->tp_index || !(d->sample_flags & PERF_SAMPLE_RAW))
		return NULL;
	raw = d->raw;
	/* a tracepoint's record is one fragment; anything else is refused */
	if (!raw || !perf_raw_frag_last(&raw->frag) || !raw->frag.data)
		return NULL;
	*size = raw->frag.size;
	return raw->frag.data;
}

/* Field SLOT's bytes in this hit's record: a pointer to LEN bytes that
 * lie inside it, or NULL after a runtime error. */
static const u8 *pmp_tp_bytes(struct pmp_context *c, int slot, const char *name, u32 *len)
{
	const u8 *rec;
	u32 size = 0, off, n, loc;

	/* the loader gives every slot the module has */
	if (slot < 0 || slot >= pmp_tp_off_count) {
		pmp_error(c, pmp_where(c), "tracepoint field '%s' was not resolved by the loader", name);
		return NULL;
	}
	rec = pmp_tp_record(c, &size);
	if (!rec) {
		pmp_error(c, pmp_where(c), "this hit of %s has no tracepoint record", c->probe->pp);
		return NULL;
	}
	off = pmp_tp_off[slot];
	n = pmp_tp_size[slot];
	if (off > size || n > size - off)
		goto short_record;
	if (!(pmp_tp_flags[slot] & PMP_TPF_DATA_LOC)) {
		*len = n;
		return rec + off;
	}
	if (n != sizeof(u32))
		goto short_record;
	memcpy(&loc, rec + off, sizeof(loc));
	off = loc & 0xffff;
	n = loc >> 16;
	if (off > size || n > size - off)
		goto short_record;
	*len = n;
	return rec + off;
short_record:
	pmp_error(c, pmp_where(c), "the %u-byte record of %s has no room for field '%s' (offset %u, size %u)",
		  size, c->probe->pp, name, off, n);
	return NULL;
}

/* A number of 1, 2, 4 or 8 bytes (the loader checked the size). */
static long pmp_tp_number(const u8 *p, u32 len, bool is_signed)
{
	u8 b1;
	u16 b2;
	u32 b4;
	u64 b8 = 0;

	switch (len) {
	case 1:
		b1 = *p;
		return is_signed ? (long)(s8)b1 : (long)b1;
	case 2:
		memcpy(&b2, p, 2);
		return is_signed ? (long)(s16)b2 : (long)b2;
	case 4:
		memcpy(&b4, p, 4);
		return is_signed ? (long)(s32)b4 : (long)b4;
	default:
		memcpy(&b8, p, len < 8 ? len : 8);
		return (long)b8;
	}
}

long pmp_tp_long(struct pmp_context *c, int slot, const char *name)
{
	const u8 *p;
	u32 len;

	p = pmp_tp_bytes(c, slot, name, &len);
	if (!p)
		return 0;
	return pmp_tp_number(p, len, pmp_tp_flags[slot] & PMP_TPF_SIGNED);
}

/* A char array or __data_loc string: up to its first NUL, or its length
 * (a longer one is cut, and counted). */
static void pmp_tp_copy_string(char *buf, size_t bufsz, const u8 *p, u32 len)
{
	size_t n = min_t(size_t, len, bufsz - 1);
	const u8 *nul = memchr(p, '\0', n);

	if (nul)
		n = nul - p;
	else if (len > n && p[n] != '\0')
		pmp_note_cut();
	memcpy(buf, p, n);
	buf[n] = '\0';
}

void pmp_tp_string(struct pmp_context *c, int slot, const char *name, char *buf)
{
	const u8 *p;
	u32 len;

	buf[0] = '\0';
	p = pmp_tp_bytes(c, slot, name, &len);
	if (p)
		pmp_tp_copy_string(buf, PMP_MAXSTRINGLEN, p, len);
}

/* $$vars: "NAME=VALUE NAME=VALUE ...", strings as text, pointers and
 * longs in hex, other numbers in decimal (libtraceevent's field style). */
void pmp_tp_vars(struct pmp_context *c, char *buf, const u16 *slots,
		 const char *const *names, size_t n)
{
	size_t i, at = 0, size = PMP_MAXSTRINGLEN;
	char *val = c->scratch;

	buf[0] = '\0';
	for (i = 0; i < n; i++) {
		int slot = slots[i], w;
		uint flags;
		const u8 *p;
		u32 len;
		long v;

		p = pmp_tp_bytes(c, slot, names[i], &len);
		if (!p)
			return;
		flags = pmp_tp_flags[slot];
		if (flags & PMP_TPF_STRING) {
			pmp_tp_copy_string(val, PMP_MAXSTRINGLEN, p, len);
			w = snprintf(buf + at, size - at, "%s%s=%s", i ? " " : "", names[i], val);
		} else {
			v = pmp_tp_number(p, len, flags & PMP_TPF_SIGNED);
			if (flags & PMP_TPF_HEX)
				w = snprintf(buf + at, size - at, "%s%s=0x%lx", i ? " " : "",
					     names[i], (unsigned long)v);
			else if (flags & PMP_TPF_SIGNED)
				w = snprintf(buf + at, size - at, "%s%s=%ld", i ? " " : "",
					     names[i], v);
			else
				w = snprintf(buf + at, size - at, "%s%s=%lu", i ? " " : "",
					     names[i], (unsigned long)v);
		}
		if (w >= (int)(size - at)) {
			/* whole fields only: the ones that fit */
			buf[at] = '\0';
			pmp_note_cut();
			return;
		}
		at += w;
	}
}
