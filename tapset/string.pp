# string.pp - string functions.  Strings are at most MAXSTRINGLEN-1 bytes;
# longer results are truncated, which is not an error.

/// Length of S in bytes.
/// @pure
function strlen:long(s:string) %{ PMP_RETURN(pmp_strlen(PMP_ARG_s)); %}

/// LEN bytes of S from START (0-based); clipped to the string.
/// @pure
function substr:string(s:string, start:long, len:long) %{
	PMP_RETURN(pmp_substr(PMP_RETBUF, PMP_ARG_s, PMP_ARG_start, PMP_ARG_len));
%}

/// 1 if SUB occurs in S, else 0.
/// @pure
function isinstr:long(s:string, sub:string) %{
	PMP_RETURN(pmp_isinstr(PMP_ARG_s, PMP_ARG_sub));
%}

/// The number at the start of S in BASE, as SystemTap reads it (the kernel's
/// simple_strtol()): an optional "-", a "0x" prefix in base 16 or 0 (base 0
/// also reads a leading 0 as octal), then the digits 0-9 and a-f (either
/// case) that are below BASE, up to the first other character.  Not an error
/// on bad input: "abcdef" in base 10 is 0, "12abc" is 12, " 7" and "+7" are
/// 0; letters past f are never digits, even in base 36; overflow wraps.
/// @pure
function strtol:long(s:string, base:long) %{
	PMP_RETURN(pmp_strtol(PMP_ARG_s, PMP_ARG_base));
%}
