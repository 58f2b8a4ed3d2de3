"""Writes the decoder fixtures: NAME.png plus NAME.rgba (expected straight RGBA8 bytes).

Run from this directory with `python3 make_fixtures.py` (needs `pip install pypng`).
Covers every PNG colour type and bit depth, tRNS, Adam7 interlacing and ignored colour chunks.
"""
import struct
import zlib

import png

W, H = 9, 7  # odd sizes exercise every Adam7 pass and partial bytes of low bit depths


def sample(x, y, channel, maximum):
    return (x * 37 + y * 101 + channel * 53 + x * y * 7) % (maximum + 1)


def scale(value, bitdepth):
    """The decoder's rule: round(v * 255 / (2^depth - 1))."""
    maximum = (1 << bitdepth) - 1
    return (value * 255 * 2 + maximum) // (2 * maximum)


def write(name, writer, rows, expected):
    with open(f"{name}.png", "wb") as f:
        writer.write(f, rows)
    with open(f"{name}.rgba", "wb") as f:
        f.write(bytes(expected))


def grey(bitdepth, interlace=False, transparent=None, suffix=""):
    maximum = (1 << bitdepth) - 1
    rows = [[sample(x, y, 0, maximum) for x in range(W)] for y in range(H)]
    expected = []
    for row in rows:
        for v in row:
            g = scale(v, bitdepth)
            expected += [g, g, g, 0 if v == transparent else 255]
    writer = png.Writer(W, H, greyscale=True, bitdepth=bitdepth, interlace=interlace, transparent=transparent)
    write(f"gray{bitdepth}{suffix}", writer, rows, expected)


def grey_alpha(bitdepth, interlace=False, suffix=""):
    maximum = (1 << bitdepth) - 1
    rows, expected = [], []
    for y in range(H):
        row = []
        for x in range(W):
            g, a = sample(x, y, 0, maximum), sample(x, y, 3, maximum)
            row += [g, a]
            expected += [scale(g, bitdepth)] * 3 + [scale(a, bitdepth)]
        rows.append(row)
    writer = png.Writer(W, H, greyscale=True, alpha=True, bitdepth=bitdepth, interlace=interlace)
    write(f"graya{bitdepth}{suffix}", writer, rows, expected)


def colour(bitdepth, alpha, interlace=False, transparent=None, suffix="", gamma=None):
    maximum = (1 << bitdepth) - 1
    channels = 4 if alpha else 3
    rows, expected = [], []
    for y in range(H):
        row = []
        for x in range(W):
            px = [sample(x, y, c, maximum) for c in range(channels)]
            if transparent is not None and (x + y) % 4 == 0:
                px = list(transparent)
            row += px
            rgb = [scale(v, bitdepth) for v in px[:3]]
            if alpha:
                a = scale(px[3], bitdepth)
            else:
                a = 0 if transparent is not None and tuple(px) == tuple(transparent) else 255
            expected += rgb + [a]
        rows.append(row)
    writer = png.Writer(W, H, greyscale=False, alpha=alpha, bitdepth=bitdepth, interlace=interlace,
                        transparent=transparent, gamma=gamma)
    write(f"{'rgba' if alpha else 'rgb'}{bitdepth}{suffix}", writer, rows, expected)


def palette(bitdepth, with_alpha, interlace=False, suffix=""):
    count = 1 << bitdepth
    entries = []
    for i in range(count):
        rgb = ((i * 67) % 256, (i * 139 + 20) % 256, (255 - i * 29) % 256)
        entries.append(rgb + (((i * 97) % 256),) if with_alpha else rgb)
    rows, expected = [], []
    for y in range(H):
        row = [sample(x, y, 1, count - 1) for x in range(W)]
        rows.append(row)
        for i in row:
            e = entries[i]
            expected += list(e[:3]) + [e[3] if with_alpha else 255]
    writer = png.Writer(W, H, palette=entries, bitdepth=bitdepth, interlace=interlace)
    write(f"palette{bitdepth}{suffix}", writer, rows, expected)


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def with_colour_chunks(source, target):
    """Copies SOURCE.png adding sRGB, cHRM and a deliberately broken iCCP before IDAT."""
    data = open(f"{source}.png", "rb").read()
    idat = data.index(b"IDAT") - 4
    profile = b"bogus\x00\x00" + zlib.compress(b"not an ICC profile" * 8)
    extra = chunk(b"sRGB", b"\x00") + chunk(b"cHRM", struct.pack(">8I", *([31270, 32900] * 4))) + chunk(b"iCCP", profile)
    open(f"{target}.png", "wb").write(data[:idat] + extra + data[idat:])
    open(f"{target}.rgba", "wb").write(open(f"{source}.rgba", "rb").read())


for depth in (1, 2, 4, 8, 16):
    grey(depth)
grey(8, transparent=sample(0, 0, 0, 255), suffix="_trns")
grey(16, transparent=sample(0, 0, 0, 65535), suffix="_trns")
grey(4, interlace=True, suffix="_interlaced")
for depth in (8, 16):
    grey_alpha(depth)
    colour(depth, alpha=False)
    colour(depth, alpha=True)
colour(8, alpha=False, transparent=(10, 20, 30), suffix="_trns")
colour(16, alpha=False, transparent=(1000, 2000, 3000), suffix="_trns")
colour(8, alpha=True, interlace=True, suffix="_interlaced")
colour(16, alpha=True, interlace=True, suffix="_interlaced")
colour(8, alpha=False, gamma=0.8, suffix="_gamma")
with_colour_chunks("rgb8_gamma", "rgb8_colorchunks")
for depth in (1, 2, 4, 8):
    palette(depth, with_alpha=False)
palette(8, with_alpha=True, suffix="_trns")
palette(4, with_alpha=True, interlace=True, suffix="_interlaced_trns")
grey_alpha(8, interlace=True, suffix="_interlaced")


def damaged(source, target, edit):
    """Writes TARGET.png: SOURCE.png with EDIT applied to its chunk list [(type, data)]."""
    data = open(f"{source}.png", "rb").read()
    chunks, offset = [], 8
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        chunks.append([data[offset + 4:offset + 8], data[offset + 8:offset + 8 + length], data[offset + 8 + length:offset + 12 + length]])
        offset += 12 + length
    edit(chunks)
    out = data[:8] + b"".join(struct.pack(">I", len(d)) + t + d + crc for t, d, crc in chunks)
    open(f"{target}.png", "wb").write(out)


def recrc(chunk_list):
    for c in chunk_list:
        c[2] = struct.pack(">I", zlib.crc32(c[0] + c[1]) & 0xFFFFFFFF)


def garble_zlib(chunks):
    idat = next(c for c in chunks if c[0] == b"IDAT")
    idat[1] = idat[1][:2] + bytes(b ^ 0x5A for b in idat[1][2:])
    recrc(chunks)


def zero_width(chunks):
    chunks[0][1] = b"\x00\x00\x00\x00" + chunks[0][1][4:]
    recrc(chunks)


def break_ihdr_crc(chunks):
    crc = chunks[0][2]
    chunks[0][2] = crc[:3] + bytes([crc[3] ^ 1])


damaged("rgba8", "corrupt_zlib", garble_zlib)
damaged("rgba8", "corrupt_ihdr", zero_width)
damaged("rgba8", "corrupt_crc", break_ihdr_crc)


def hostile(name, width, height, bitdepth, colortype, idat, extra=b""):
    """Writes NAME.png: a header declaring WIDTH×HEIGHT, EXTRA chunks, then IDAT holding IDAT."""
    ihdr = struct.pack(">IIBBBBB", width, height, bitdepth, colortype, 0, 0, 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", idat) + chunk(b"IEND", b"")
    open(f"{name}.png", "wb").write(data)


# 16384×16384 (1 GiB as RGBA8) in 104 bytes, and in 32 KB of 1-bit grey that inflates to every row.
hostile("huge_header", 16384, 16384, 8, 6, zlib.compress(b"\x00" * 1024, 9))
hostile("huge_pixels", 16384, 16384, 1, 0, zlib.compress(bytes(16384 * (1 + 2048)), 9))
# A 1×1 image behind a zTXt chunk that inflates to 64 MiB.
hostile("text_bomb", 1, 1, 8, 6, zlib.compress(b"\x00\xff\x00\x00\xff"),
        chunk(b"zTXt", b"Comment\x00\x00" + zlib.compress(bytes(64 << 20), 9)))
