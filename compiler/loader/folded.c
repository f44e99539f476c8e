/*
 * folded.c - a folded stack ("outer;...;inner", as backtrace_folded()
 * writes it and flamegraph.pl reads it) taken apart into its frames, for
 * the profile renderers (profile.h).
 */
#include <string.h>

#include "profile.h"

const char *folded_next_frame(const char **at, size_t *len)
{
	const char *s = *at, *f;

	while (*s == ';')
		s++;
	if (!*s)
		return NULL;
	f = s;
	s += strcspn(s, ";");
	*len = (size_t)(s - f);
	*at = s;
	return f;
}
