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

/// 1 if the first byte of S is a digit 0-9, else 0.
/// @pure
function isdigit:long(s:string) %{ PMP_RETURN(pmp_isdigit(PMP_ARG_s)); %}

/// The byte at POS of S (0-based), 0 to 255.  A POS outside S is a runtime
/// error, as in SystemTap.
/// @fails
/// @pure
function stringat:long(s:string, pos:long) %{
	PMP_RETURN(pmp_stringat(PMP_CONTEXT, PMP_ARG_s, PMP_ARG_pos));
%}

/// S with every occurrence of FROM, left to right, replaced by TO; S itself
/// if FROM is empty.
/// @pure
function str_replace:string(s:string, from:string, to:string) %{
	PMP_RETURN(pmp_str_replace(PMP_RETBUF, PMP_ARG_s, PMP_ARG_from, PMP_ARG_to));
%}

/// S with each byte that is not printable ASCII escaped as in a string
/// literal: \a \b \f \n \r \t \v \" \\, others as three octal digits
/// ("\001"); '"' and '\' are escaped too.  Bytes of UTF-8 characters are
/// escaped one by one (SystemTap writes \uXXXX).
/// @pure
function text_str:string(s:string) %{
	PMP_RETURN(pmp_text_strn(PMP_RETBUF, PMP_ARG_s, 0, 0));
%}

/// text_str(S) in at most LEN bytes (0: no limit but MAXSTRINGLEN); with
/// QUOTED non-zero, in double quotes, and ending "..." after the closing
/// quote when S did not fit.  An escape that does not fit whole is left out.
/// @pure
function text_strn:string(s:string, len:long, quoted:long) %{
	PMP_RETURN(pmp_text_strn(PMP_RETBUF, PMP_ARG_s, PMP_ARG_len, PMP_ARG_quoted));
%}

/// The next non-empty token of S, split at any byte of DELIM; with S empty,
/// the next token of the string of the previous call; "" when none is left.
/// The previous string is kept per CPU (SystemTap keeps one for all), so
/// go on with it within the same handler run.
function tokenize:string(s:string, delim:string) %{
	PMP_RETURN(pmp_tokenize(PMP_CONTEXT, PMP_RETBUF, PMP_ARG_s, PMP_ARG_delim));
%}
