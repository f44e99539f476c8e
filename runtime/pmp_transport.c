// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_transport.c - the write side of the output path: the text one
 * handler run prints is one record, built in its CPU's context and
 * written to the per-CPU kernel ring_buffer when the run ends (a record
 * larger than a ring-buffer event goes out as pieces: every piece but the
 * last marked CONT, every piece but the first TAIL; the loader puts them
 * back together).  A full buffer drops the record and counts it once;
 * once a piece is dropped, the rest of its record is too, so no record
 * is ever shown with a hole in it.  With -F the buffers overwrite their
 * oldest data instead.  The read side is the data file (pmp_procfs.c).
 * Owns the ring buffer and the reader's wake-up.
 */

#include "pmp_runtime.h"

static struct trace_buffer *pmp_rb;
static struct irq_work pmp_wake_irq_work;
static DECLARE_WAIT_QUEUE_HEAD(pmp_read_wq);
static int pmp_data_pending;
static atomic_t pmp_readers;
static atomic64_t pmp_msg_dropped;   /* messages written outside a context */
static bool pmp_wait_gave_up;        /* the reader stopped reading: do not wait */

/* Wakes the reader, at most once per read: safe in NMI. */
static __always_inline void pmp_kick_reader(void)
{
	if (!READ_ONCE(pmp_data_pending)) {
		WRITE_ONCE(pmp_data_pending, 1);
		irq_work_queue(&pmp_wake_irq_work);
	}
}

static void pmp_wake_reader(struct irq_work *w)
{
	(void)w;
	wake_up_interruptible(&pmp_read_wq);
}

/* The per-CPU buffers, -s bytes each (overwriting their oldest data with
 * -F), and what they took counted. */
static int pmp_transport_alloc(void)
{
	pmp_rb = ring_buffer_alloc(pmp_bufsize, pmp_overwrite ? RB_FL_OVERWRITE : 0);
	if (!pmp_rb)
		return -ENOMEM;
	pmp_mem_note_ring_buffer(pmp_rb);
	init_irq_work(&pmp_wake_irq_work, pmp_wake_reader);
	return 0;
}

static void pmp_transport_free(void)
{
	irq_work_sync(&pmp_wake_irq_work);
	ring_buffer_free(pmp_rb);
	pmp_rb = NULL;
}

/*
 * In process context (begin, end, the exit dump) a full buffer waits for
 * the reader rather than dropping, while a reader is there: up to 10 s
 * for one record.  A reader that read nothing for that long is taken as
 * gone; nothing waits for it again until it reads.
 */
static bool pmp_write_wait(struct pmp_context *c, void *data, size_t len)
{
	unsigned long deadline;

	if (likely(ring_buffer_write(pmp_rb, len, data) == 0))
		return true;
	if (!c || !c->process || pmp_overwrite || READ_ONCE(pmp_wait_gave_up))
		return false;
	pmp_assert_may_sleep();
	deadline = jiffies + 10 * HZ;
	while (atomic_read(&pmp_readers) && time_before(jiffies, deadline)) {
		wake_up_interruptible(&pmp_read_wq);
		usleep_range(500, 1000);
		if (ring_buffer_write(pmp_rb, len, data) == 0)
			return true;
	}
	WRITE_ONCE(pmp_wait_gave_up, true);
	return false;
}

/* Writes the context's record (or one piece of it when MORE follows);
 * records, not pieces, are counted as written or dropped. */
static void pmp_record_commit(struct pmp_context *c, bool more)
{
	c->rec.hdr.len = c->rec_len;
	c->rec.hdr.type = c->rec_type ? c->rec_type : PMP_REC_OUT;
	c->rec.hdr.flags = (more ? PMP_REC_CONT : 0) | (c->rec_pieces ? PMP_REC_TAIL : 0);
	c->rec_pieces = more ? c->rec_pieces + 1 : 0;
	c->rec.hdr.cpu = raw_smp_processor_id();
	/* After a dropped piece (counted then), the rest of its record goes. */
	if (likely(!c->rec_failed)) {
		if (likely(pmp_write_wait(c, &c->rec, sizeof(c->rec.hdr) + c->rec_len))) {
			if (!more)
				c->written++;
		} else {
			c->dropped++;
			c->rec_failed = more;
		}
	}
	if (!more)
		c->rec_failed = false;
	c->rec_len = 0;
	pmp_kick_reader();
}

/* An error or warning line, written as a record of its own. */
void pmp_write_message(int type, const char *text, size_t len)
{
	struct {
		struct pmp_rec_hdr hdr;
		char data[256];
	} m;

	len = min(len, sizeof(m.data));
	m.hdr.len = len;
	m.hdr.type = type;
	m.hdr.flags = 0;
	m.hdr.cpu = raw_smp_processor_id();
	memcpy(m.data, text, len);
	if (ring_buffer_write(pmp_rb, sizeof(m.hdr) + len, &m))
		atomic64_inc(&pmp_msg_dropped);
	pmp_kick_reader();
}

/* ------------------------------------------------------------ printing */

/* Appends N bytes to the record, in pieces if they do not fit. */
void pmp_print_bytes(struct pmp_context *c, const char *s, size_t n)
{
	while (n) {
		size_t k;

		/* Commit a full piece only once more bytes follow it. */
		if (c->rec_len == PMP_RECORD_DATA)
			pmp_record_commit(c, true);
		k = min(n, (size_t)(PMP_RECORD_DATA - c->rec_len));
		memcpy(c->rec.data + c->rec_len, s, k);
		c->rec_len += k;
		s += k;
		n -= k;
	}
}

void pmp_print_str(struct pmp_context *c, const char *s)
{
	pmp_print_bytes(c, s, strnlen(s, PMP_MAXSTRINGLEN));
}

void pmp_print_char(struct pmp_context *c, char ch)
{
	if (c->rec_len == PMP_RECORD_DATA)
		pmp_record_commit(c, true);
	c->rec.data[c->rec_len++] = ch;
}

void pmp_print_long(struct pmp_context *c, long v)
{
	char buf[24];
	int n = scnprintf(buf, sizeof(buf), "%ld", v);

	pmp_print_bytes(c, buf, n);
}

__printf(2, 3) void
pmp_printf(struct pmp_context *c, const char *fmt, ...)
{
	size_t room = PMP_RECORD_DATA - c->rec_len;
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(c->rec.data + c->rec_len, room, fmt, ap);
	va_end(ap);
	if (likely((size_t)n < room)) {
		c->rec_len += n;
		return;
	}
	va_start(ap, fmt);
	if (n < PMP_RECORD_DATA) {
		/* Fits an empty piece: end this piece, format into the next. */
		pmp_record_commit(c, true);
		c->rec_len = vscnprintf(c->rec.data, PMP_RECORD_DATA, fmt, ap);
	} else {
		/* One conversion of a long string (MAXSTRINGLEN above a record;
		 * the translator splits longer formats): the scratch holds it. */
		n = vscnprintf(c->scratch, PMP_SCRATCH_SIZE, fmt, ap);
		pmp_print_bytes(c, c->scratch, n);
	}
	va_end(ap);
}

/* sprintf(): into a string of at most MAXSTRINGLEN - 1 bytes. */
__printf(2, 3) const char *
pmp_sprintf(char *buf, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	if (vsnprintf(buf, PMP_MAXSTRINGLEN, fmt, ap) >= PMP_MAXSTRINGLEN)
		pmp_note_cut();
	va_end(ap);
	return buf;
}
