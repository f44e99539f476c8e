// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_alloc.c - every allocation a module makes, all of them at load (or
 * at the first open of the data file) and none in a handler.  Each one is
 * counted, so the stats file says exactly how much memory the script
 * holds: "memory_bytes" in all, "memory_percpu_bytes" of it per possible
 * CPU (contexts, per-CPU aggregates and maps, the output buffer).
 */

#include "pmp_runtime.h"

static atomic_long_t pmp_mem_bytes;

static void *pmp_vzalloc(size_t n)
{
	void *p = vzalloc(n);

	if (p)
		atomic_long_add(n, &pmp_mem_bytes);
	return p;
}

static __maybe_unused void *pmp_kzalloc(size_t n)
{
	void *p = kzalloc(n, GFP_KERNEL);

	if (p)
		atomic_long_add(n, &pmp_mem_bytes);
	return p;
}

static __maybe_unused void *pmp_kcalloc(size_t n, size_t size)
{
	void *p = kcalloc(n, size, GFP_KERNEL);

	if (p)
		atomic_long_add(n * size, &pmp_mem_bytes);
	return p;
}

/* alloc_percpu() of SIZE bytes with ALIGN: one copy per possible CPU. */
static __maybe_unused void __percpu *pmp_alloc_percpu(size_t size, size_t align)
{
	void __percpu *p = __alloc_percpu(size, align);

	if (p)
		atomic_long_add(size * num_possible_cpus(), &pmp_mem_bytes);
	return p;
}

/* What the ring buffer took, once allocated. */
static __maybe_unused void pmp_mem_note_ring_buffer(struct trace_buffer *rb)
{
	int cpu;

	for_each_possible_cpu(cpu)
		atomic_long_add(ring_buffer_size(rb, cpu), &pmp_mem_bytes);
}
