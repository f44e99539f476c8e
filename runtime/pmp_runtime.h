/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pmp_runtime.h - the whole runtime, compiled as one object of its own
 * (the translator writes a two-line pmp__rt.c with the script's -D limits
 * that includes this).  That object depends on the kernel, the compiler
 * and the limits, never on the script, so pass 4 builds it once and
 * caches it; the script's object sees only pmp_script.h.  Each header
 * below owns one concern; they are included in dependency order.
 */
#ifndef PMP_RUNTIME_H
#define PMP_RUNTIME_H

#include "pmp_kernel.h"

#include "pmp_script.h"
#include "pmp_compat.h"
#include "pmp_alloc.h"
#include "pmp_lock.h"
#include "pmp_context.h"
#include "pmp_transport.h"
#include "pmp_string.h"
#include "pmp_stat.h"
#include "pmp_map.h"
#include "pmp_globals.h"
#include "pmp_ctxfn.h"
#include "pmp_counter.h"
#include "pmp_events.h"
#include "pmp_control.h"
#include "pmp_procfs.h"
#include "pmp_module.h"

#endif /* PMP_RUNTIME_H */
