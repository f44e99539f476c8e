good=1 bad=0
example=[A-Za-z_][A-Za-z0-9_.]*\+0x[0-9a-f]+( \[[A-Za-z0-9_]+\])?
0x0 0x1000
