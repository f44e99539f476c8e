/* SPDX-License-Identifier: GPL-2.0 */
/*
 * pmp_limits.h - the runtime limits a script can change with -D NAME=VALUE.
 * Their names, defaults and ranges are pmp_abi.h's PMP_LIMITS table; the
 * translator defines every PMP_<NAME> in both of a module's objects, and
 * this checks each one is in its range (a limit is checked where it can
 * be exceeded).
 */
#ifndef PMP_LIMITS_H
#define PMP_LIMITS_H

#include "pmp_abi.h"

#define PMP_CHECK_LIMIT(name, def, min, max)				\
	static_assert(PMP_##name >= (min) && PMP_##name <= (max),	\
		      "-D " #name " must be from " #min " to " #max);
PMP_LIMITS(PMP_CHECK_LIMIT)
#undef PMP_CHECK_LIMIT

#endif /* PMP_LIMITS_H */
