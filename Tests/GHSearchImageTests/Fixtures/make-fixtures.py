#!/usr/bin/env python3
"""Makes the image fixtures (run from this folder; needs a C compiler and
libjpeg-dev for the JPEG, see make-jpeg.c). Kept so the fixtures can be
made again.

quadrants.png  16x16 RGBA: red, green / blue, white quadrants; the last
               pixel (15,15) is half-transparent white (alpha 128).
quadrants.jpg  the same picture without alpha, JPEG quality 100.
huge.png       a valid PNG header saying 20000x20000, and one tiny IDAT.
huge.jpg       quadrants.jpg with its frame header patched to 20000x20000.
tiny.png       2x3 RGB: (255,0,0) (0,255,0) / (0,0,255) (255,255,255) /
               (10,20,30) (40,50,60), for the half-block test.
"""
import struct, subprocess, zlib

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)

def png(width, height, rows, color_type):
    raw = b"".join(b"\x00" + row for row in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))

def quadrant(x, y):
    if x < 8 and y < 8: return (255, 0, 0)
    if y < 8: return (0, 255, 0)
    if x < 8: return (0, 0, 255)
    return (255, 255, 255)

rows = []
for y in range(16):
    row = b""
    for x in range(16):
        r, g, b = quadrant(x, y)
        a = 128 if (x, y) == (15, 15) else 255
        row += bytes((r, g, b, a))
    rows.append(row)
open("quadrants.png", "wb").write(png(16, 16, rows, 6))

ppm = b"P6 16 16 255\n" + b"".join(bytes(quadrant(x, y)) for y in range(16) for x in range(16))
subprocess.run(["cc", "make-jpeg.c", "-ljpeg", "-o", "/tmp/ghsearch-make-jpeg"], check=True)
open("quadrants.jpg", "wb").write(subprocess.run(["/tmp/ghsearch-make-jpeg"], input=ppm, capture_output=True, check=True).stdout)

huge_rows_data = zlib.compress(b"\x00" * 64)
open("huge.png", "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 20000, 20000, 8, 6, 0, 0, 0))
                             + chunk(b"IDAT", huge_rows_data) + chunk(b"IEND", b""))

jpeg = bytearray(open("quadrants.jpg", "rb").read())
i = 2
while i < len(jpeg):
    marker, length = jpeg[i + 1], struct.unpack(">H", jpeg[i + 2:i + 4])[0]
    if marker in (0xC0, 0xC1, 0xC2):
        jpeg[i + 5:i + 9] = struct.pack(">HH", 20000, 20000)
        break
    i += 2 + length
open("huge.jpg", "wb").write(bytes(jpeg))

tiny = [bytes((255, 0, 0, 0, 255, 0)), bytes((0, 0, 255, 255, 255, 255)), bytes((10, 20, 30, 40, 50, 60))]
open("tiny.png", "wb").write(png(2, 3, tiny, 2))
