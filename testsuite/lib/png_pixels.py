#!/usr/bin/python3
# png_pixels.py - reads a screenshot for lib/profiles.sh: a PNG of 8-bit
# RGB or RGBA, not interlaced (what headless Chromium writes).
#   png_pixels.py FILE X,Y ...           "R G B" of each pixel, a line each
#   png_pixels.py FILE box:X0,Y0,X1,Y1   the number of dark pixels (each
#                                        channel below 100) in that box
# Exit status 2 for a PNG it cannot read.
import struct
import sys
import zlib


def read_png(path):
    with open(path, 'rb') as f:
        data = f.read()
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        sys.exit('%s: not a PNG' % path)
    at, idat, head = 8, b'', None
    while at < len(data):
        n, kind = struct.unpack('>I4s', data[at:at + 8])
        body = data[at + 8:at + 8 + n]
        at += 12 + n
        if kind == b'IHDR':
            head = struct.unpack('>IIBBBBB', body)
        elif kind == b'IDAT':
            idat += body
    width, height, depth, ctype, _, _, interlace = head
    if depth != 8 or ctype not in (2, 6) or interlace:
        print('%s: depth %d, colour type %d, interlace %d: not read here'
              % (path, depth, ctype, interlace), file=sys.stderr)
        sys.exit(2)
    bpp = 3 if ctype == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        ftype = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if ftype == 1:
                line[i] = (line[i] + a) & 255
            elif ftype == 2:
                line[i] = (line[i] + b) & 255
            elif ftype == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 255
        rows.append(line)
        prev = line
    return width, height, bpp, rows


def main():
    width, height, bpp, rows = read_png(sys.argv[1])
    for q in sys.argv[2:]:
        if q.startswith('box:'):
            x0, y0, x1, y1 = (int(float(v)) for v in q[4:].split(','))
            dark = 0
            for y in range(max(y0, 0), min(y1, height)):
                for x in range(max(x0, 0), min(x1, width)):
                    px = rows[y][x * bpp:x * bpp + 3]
                    dark += all(v < 100 for v in px)
            print(dark)
        else:
            x, y = (int(float(v)) for v in q.split(','))
            if not (0 <= x < width and 0 <= y < height):
                print('outside')
            else:
                print(*rows[y][x * bpp:x * bpp + 3])


main()
