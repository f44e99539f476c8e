# ?: with statements on either side.
global a
probe begin { x = cpu() ? a["x"]++ : a["y"]--; s = x ? sprintf("%d", x) : "zero"; println(s) }
