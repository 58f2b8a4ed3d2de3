"""Writes the JPEG decoder fixtures (run from this directory: `python3 make_jpeg_fixtures.py`, needs Pillow).

blocks.jpg: 16×8, its left 8×8 block red and its right one blue (quality 100, no chroma subsampling,
so each block decodes to one colour). blocks_orientationN.jpg: the same pixels with EXIF orientation N.
blocks_truncated.jpg: blocks.jpg cut in its scan data. cmyk.jpg: a CMYK JPEG.
"""
from PIL import Image

image = Image.new("RGB", (16, 8), (255, 0, 0))
image.paste((0, 0, 255), (8, 0, 16, 8))
image.save("blocks.jpg", quality=100, subsampling=0)
for orientation in (3, 6, 8):
    exif = Image.Exif()
    exif[0x0112] = orientation
    image.save(f"blocks_orientation{orientation}.jpg", quality=100, subsampling=0, exif=exif)
data = open("blocks.jpg", "rb").read()
open("blocks_truncated.jpg", "wb").write(data[: len(data) - 8])  # the scan loses its last bytes and the EOI marker
Image.new("CMYK", (8, 8), (0, 255, 255, 0)).save("cmyk.jpg", quality=100)
