"""runonly.py - RUN_ONLY's glob as bash's [[ NAME == PATTERN ]] reads it,
extended patterns included: * ? [...] and @(a|b) ?(a|b) *(a|b) +(a|b)
!(a|b), e.g. RUN_ONLY='@(json_*|kprobe_ksys_read).pp'.
"""

import re


def _class(p, i):
    """The bracket expression at P[i] ("["): (regex, index after it)."""
    j = i + 1
    if j < len(p) and p[j] in "!^":
        j += 1
    if j < len(p) and p[j] == "]":
        j += 1
    while j < len(p) and p[j] != "]":
        j += 1
    if j >= len(p):
        return re.escape("["), i + 1      # no closing bracket: a plain "["
    body = p[i + 1:j]
    neg = body[:1] in ("!", "^")
    if neg:
        body = body[1:]
    body = body.replace("\\", "\\\\")
    return "[%s%s]" % ("^" if neg else "", body), j + 1


def _alternatives(p, i):
    """The "(a|b)" of an extended pattern at P[i]: ([regex...], index after)."""
    depth, j, start, alts = 0, i, i + 1, []
    while j < len(p):
        c = p[j]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                alts.append(_regex(p[start:j]))
                return alts, j + 1
        elif c == "|" and depth == 1:
            alts.append(_regex(p[start:j]))
            start = j + 1
        j += 1
    return None, i


def _regex(p):
    out, i = [], 0
    while i < len(p):
        c = p[i]
        if c in "@?*+!" and p[i + 1:i + 2] == "(":
            alts, after = _alternatives(p, i + 1)
            if alts is not None:
                group = "(?:%s)" % "|".join(alts)
                if c == "@":
                    out.append(group)
                elif c == "?":
                    out.append(group + "?")
                elif c == "*":
                    out.append(group + "*")
                elif c == "+":
                    out.append(group + "+")
                else:   # anything but: what none of them matches, whole
                    out.append("(?:(?!%s$).)*" % group)
                i = after
                continue
        if c == "*":
            out.append(".*")
        elif c == "?":
            out.append(".")
        elif c == "[":
            rx, i = _class(p, i)
            out.append(rx)
            continue
        elif c == "\\" and i + 1 < len(p):
            i += 1
            out.append(re.escape(p[i]))
        else:
            out.append(re.escape(c))
        i += 1
    return "".join(out)


def matches(name, pattern):
    """Does NAME match the glob PATTERN (bash's [[ == ]], extglob on)?"""
    return re.fullmatch(_regex(pattern), name, re.S) is not None
