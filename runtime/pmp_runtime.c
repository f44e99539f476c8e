// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_runtime.c - the whole runtime, compiled as one object of its own:
 * the translator writes a pmp__rt.c that defines the script's -D limits
 * and includes this file, which includes every runtime file in turn, as
 * one translation unit.  That object depends on the kernel, the compiler
 * and the limits, never on the script, so pass 4 builds it once and
 * caches it (compiler/kbuild/kbuild.c); the script's object sees only
 * pmp_script.h.  What the files share is in pmp_runtime.h.
 *
 * Shared by every module built for its kernel and limits, the object is
 * compiled with the first one's name on its command line
 * (-DKBUILD_MODNAME): nothing in it may use that name, or every later
 * module would carry the first one's (THIS_MODULE->name is the module's
 * own).  So KBUILD_MODNAME names nothing here: any use, a kernel
 * macro's too (pr_fmt, pr_debug's dynamic debug, a driver registration),
 * fails to compile, which testsuite/lib/pass4.sh checks.  Its token form
 * __KBUILD_MODNAME (only built-in initcalls paste it) names no module
 * either.
 */
#undef KBUILD_MODNAME
#define KBUILD_MODNAME pmp_runtime_object_is_shared_use_THIS_MODULE_name
#undef __KBUILD_MODNAME
#define __KBUILD_MODNAME pmp_runtime_object_is_shared_use_THIS_MODULE_name

#include "pmp_runtime.h"

#include "pmp_alloc.c"
#include "pmp_lock.c"
#include "pmp_transport.c"
#include "pmp_context.c"
#include "pmp_string.c"
#include "pmp_strfn.c"
#include "pmp_stat.c"
#include "pmp_hist.c"
#include "pmp_map.c"
#include "pmp_globals.c"
#include "pmp_ctxfn.c"
#include "pmp_ustack.c"
#include "pmp_counter.c"
#include "pmp_tracepoint.c"
#include "pmp_kprobe.c"
#include "pmp_uprobe.c"
#include "pmp_events.c"
#include "pmp_control.c"
#include "pmp_procfs.c"
#include "pmp_module.c"
