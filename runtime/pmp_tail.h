/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pmp_tail.h - the part of the runtime that needs the generated probe
 * table: events, the script's life, /proc files, module init and exit.
 */
#ifndef PMP_TAIL_H
#define PMP_TAIL_H

#include "pmp_events.h"
#include "pmp_control.h"
#include "pmp_procfs.h"
#include "pmp_module.h"

#endif /* PMP_TAIL_H */
