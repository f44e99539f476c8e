/*
 * ustack_nofp [K]: ustack_fp.c built without frame pointers: what a
 * user-space stack walk by frame pointers cannot follow.
 * cflags: -fomit-frame-pointer
 */
#include "ustack_fp.c"
