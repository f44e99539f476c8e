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

/// S converted to a number in BASE (2 to 36; 0 guesses from a 0x or 0 prefix).
/// A string that is not a number is a runtime error.
/// @fails
/// @pure
function strtol:long(s:string, base:long) %{
	PMP_RETURN(pmp_strtol(PMP_CONTEXT, PMP_ARG_s, PMP_ARG_base));
%}
