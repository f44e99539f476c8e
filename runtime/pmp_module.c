// SPDX-License-Identifier: GPL-2.0
/*
 * pmp_module.c - the module itself: its parameters (set by the loader),
 * load and unload.  Load allocates everything a handler will ever touch
 * (contexts, globals, each probe's state, the output buffers, /proc
 * files) and unwinds it all on any failure; nothing fires until the
 * loader writes "start".  Unload stops the script if it still runs, then
 * frees in reverse.
 *
 * The generated code provides the probe table, the sizes of its locals
 * and the table of its globals (pmp_script.h; pmp_globals.c allocates
 * them).
 */

#include "pmp_runtime.h"

/* ------------------------------------------------------------ parameters */

/* Their names are pmp_abi.h's PMP_PARAM_*, the loader's too. */
static int pmp_target;
static bool pmp_timing;
static bool pmp_overwrite;
static bool pmp_json;
static bool pmp_check;
static bool pmp_fields;
static ulong pmp_bufsize = 1024 * 1024;
static ulong pmp_bp_addr[16];
static int pmp_bp_count;
static char pmp_procname[MODULE_NAME_LEN];
static uint pmp_pmu_type[PMP_PMU_MAX];
static int pmp_pmu_count;
static unsigned long long pmp_pmu_config[PMP_PMU_MAX];
static unsigned long long pmp_pmu_config1[PMP_PMU_MAX];
static unsigned long long pmp_pmu_config2[PMP_PMU_MAX];
static char pmp_pmu_cpus[PMP_PMU_CPUS_LEN];
static uint pmp_tp_id[PMP_TP_MAX];
static int pmp_tp_count;
static uint pmp_tp_off[PMP_TP_FIELDS_MAX];
static int pmp_tp_off_count;
static uint pmp_tp_size[PMP_TP_FIELDS_MAX];
static uint pmp_tp_flags[PMP_TP_FIELDS_MAX];

/* MODULE_PARM_DESC stringifies its name unexpanded: expand it first. */
#define PMP_PARM_DESC(name, text) MODULE_PARM_DESC(name, text)
module_param_named(PMP_PARAM_TARGET, pmp_target, int, 0400);
PMP_PARM_DESC(PMP_PARAM_TARGET, "pid of the target process (-x, -c)");
module_param_named(PMP_PARAM_TIMING, pmp_timing, bool, 0400);
PMP_PARM_DESC(PMP_PARAM_TIMING, "collect per-probe handler times (-t)");
module_param_named(PMP_PARAM_OVERWRITE, pmp_overwrite, bool, 0400);
PMP_PARM_DESC(PMP_PARAM_OVERWRITE, "flight recorder: buffers overwrite (-F)");
module_param_named(PMP_PARAM_JSON, pmp_json, bool, 0400);
PMP_PARM_DESC(PMP_PARAM_JSON, "exit globals as fields, for JSON (-f json)");
module_param_named(PMP_PARAM_CHECK, pmp_check, bool, 0400);
PMP_PARM_DESC(PMP_PARAM_CHECK, "pre-flight check (--check): open every event, run no probe body");
module_param_named(PMP_PARAM_FIELDS, pmp_fields, bool, 0400);
PMP_PARM_DESC(PMP_PARAM_FIELDS, "exit globals as fields too, after their text (--metrics, --pprof)");
module_param_named(PMP_PARAM_BUFSIZE, pmp_bufsize, ulong, 0400);
PMP_PARM_DESC(PMP_PARAM_BUFSIZE, "per-CPU output buffer bytes (-s)");
module_param_array_named(PMP_PARAM_BP_ADDR, pmp_bp_addr, ulong, &pmp_bp_count, 0400);
PMP_PARM_DESC(PMP_PARAM_BP_ADDR, "breakpoint addresses resolved from /proc/kallsyms");
module_param_string(PMP_PARAM_PROCNAME, pmp_procname, sizeof(pmp_procname), 0400);
PMP_PARM_DESC(PMP_PARAM_PROCNAME, "name under /proc/pmprobe (default: the module name; for tests)");
module_param_array_named(PMP_PARAM_PMU_TYPE, pmp_pmu_type, uint, &pmp_pmu_count, 0400);
PMP_PARM_DESC(PMP_PARAM_PMU_TYPE, "sysfs PMU events: perf type, by index (the loader's)");
module_param_array_named(PMP_PARAM_PMU_CONFIG, pmp_pmu_config, ullong, NULL, 0400);
PMP_PARM_DESC(PMP_PARAM_PMU_CONFIG, "sysfs PMU events: config, by index");
module_param_array_named(PMP_PARAM_PMU_CONFIG1, pmp_pmu_config1, ullong, NULL, 0400);
PMP_PARM_DESC(PMP_PARAM_PMU_CONFIG1, "sysfs PMU events: config1, by index");
module_param_array_named(PMP_PARAM_PMU_CONFIG2, pmp_pmu_config2, ullong, NULL, 0400);
PMP_PARM_DESC(PMP_PARAM_PMU_CONFIG2, "sysfs PMU events: config2, by index");
module_param_string(PMP_PARAM_PMU_CPUS, pmp_pmu_cpus, sizeof(pmp_pmu_cpus), 0400);
PMP_PARM_DESC(PMP_PARAM_PMU_CPUS, "sysfs PMU events: CPU lists by index, ';'-separated, empty for all");
module_param_array_named(PMP_PARAM_TP_ID, pmp_tp_id, uint, &pmp_tp_count, 0400);
PMP_PARM_DESC(PMP_PARAM_TP_ID, "tracepoints: id, by index (the loader's)");
module_param_array_named(PMP_PARAM_TP_OFF, pmp_tp_off, uint, &pmp_tp_off_count, 0400);
PMP_PARM_DESC(PMP_PARAM_TP_OFF, "tracepoint fields: offset in the record, by slot");
module_param_array_named(PMP_PARAM_TP_SIZE, pmp_tp_size, uint, NULL, 0400);
PMP_PARM_DESC(PMP_PARAM_TP_SIZE, "tracepoint fields: size, by slot");
module_param_array_named(PMP_PARAM_TP_FLAGS, pmp_tp_flags, uint, NULL, 0400);
PMP_PARM_DESC(PMP_PARAM_TP_FLAGS, "tracepoint fields: PMP_TPF_* flags, by slot");

/* ------------------------------------------------------ load and unload */

/* Init step STEP: FN, or with -D PMP_FAIL_INIT_AT=STEP (tests only) a
 * failure instead. */
static int pmp_init_step(int step, int (*fn)(void))
{
	if (PMP_FAIL_INIT_AT && step == PMP_FAIL_INIT_AT)
		return -ENOMEM;
	return fn();
}

static int __init pmp_init(void)
{
	int rc;

	rc = pmp_init_step(1, pmp_contexts_alloc);
	if (rc)
		goto out;
	rc = pmp_init_step(2, pmp_globals_alloc);
	if (rc)
		goto out_contexts;
	rc = pmp_init_step(3, pmp_probes_alloc);
	if (rc)
		goto out_globals;
	rc = pmp_init_step(4, pmp_transport_alloc);
	if (rc)
		goto out_probes;
	pmp_control_init();
	rc = pmp_init_step(5, pmp_procfs_create);
	if (rc)
		goto out_transport;
	return 0;

out_transport:
	pmp_transport_free();
out_probes:
	pmp_probes_free();
out_globals:
	pmp_globals_free();
out_contexts:
	pmp_contexts_free();
out:
	return rc;
}

static void __exit pmp_exit(void)
{
	/* Stop first, so that a reader blocked in the data file sees its
	 * end; then no file operation runs after pmp_procfs_remove()
	 * returns. */
	pmp_control_unload();
	pmp_procfs_remove();
	pmp_control_exit();
	pmp_transport_free();
	pmp_probes_free();
	pmp_globals_free();
	pmp_contexts_free();
}

module_init(pmp_init);
module_exit(pmp_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("pmprobe script module");
MODULE_INFO(PMP_MODINFO_VERSION, PMP_VERSION_STRING);
