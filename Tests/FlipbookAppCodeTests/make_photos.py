# Writes the JPEG photos of Assets.xcassets (ridgeline.imageset, hiker.imageset), synthetic stand-ins
# for camera photos: run from this folder with Pillow, then move the files into their image sets.
# hiker.jpg is stored turned anticlockwise with EXIF orientation 6, as a phone stores a portrait.
import random, math
from PIL import Image, ImageDraw, ImageFilter
random.seed(7)
W, H = 900, 600
img = Image.new("RGB", (W, H))
px = img.load()
for y in range(H):
    t = y / H
    for x in range(W):
        # dusk sky: deep blue to warm orange near the horizon
        r = int(40 + 200 * t ** 1.5); g = int(80 + 90 * t); b = int(170 - 60 * t)
        px[x, y] = (r, g, b)
d = ImageDraw.Draw(img)
d.ellipse((600, 240, 690, 330), fill=(255, 214, 140))
def ridge(base, amp, color, seed):
    random.seed(seed)
    pts = [(0, H)]
    phase = [random.uniform(0, 6) for _ in range(3)]
    for x in range(0, W + 10, 10):
        y = base + amp * (0.5 * math.sin(x / 90 + phase[0]) + 0.3 * math.sin(x / 37 + phase[1]) + 0.2 * math.sin(x / 13 + phase[2]))
        pts.append((x, y))
    pts.append((W, H))
    d.polygon(pts, fill=color)
ridge(360, 60, (92, 84, 110), 1)
ridge(420, 50, (64, 62, 80), 2)
ridge(490, 40, (38, 44, 52), 3)
img = img.filter(ImageFilter.GaussianBlur(1.2))
# grain, as a photo has
px = img.load()
random.seed(11)
for y in range(H):
    for x in range(W):
        n = random.randint(-6, 6)
        r, g, b = px[x, y]
        px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
img.save("ridgeline.jpg", quality=85)
# a portrait (a hiker's avatar), stored sideways with EXIF orientation 6 as a phone camera does
P = Image.new("RGB", (400, 500), (120, 170, 210))
d = ImageDraw.Draw(P)
d.rectangle((0, 330, 400, 500), fill=(80, 120, 70))
d.ellipse((140, 110, 260, 240), fill=(224, 172, 128))        # face
d.pieslice((130, 90, 270, 220), 180, 360, fill=(200, 60, 50))  # red cap
d.rectangle((110, 240, 290, 500), fill=(230, 140, 40))        # orange jacket
P = P.filter(ImageFilter.GaussianBlur(1))
stored = P.transpose(Image.Transpose.ROTATE_90)  # 90° anticlockwise: orientation 6 turns it back clockwise
exif = Image.Exif(); exif[0x0112] = 6
stored.save("hiker.jpg", quality=85, exif=exif)
