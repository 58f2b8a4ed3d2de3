"""Writes pixelmatch cross-check fixtures: image pairs, expected counts and diff images.

Run from this directory with `PYTHONPATH=<dir with pixelmatch-fast> python3 make_fixtures.py`.
Needs numpy, Pillow, `pip install --target <dir> pixelmatch-fast==1.3.4` (a port of pixelmatch
v7, checkerboard blending) and `pip install --target <dir2> pixelmatch==0.4.0` (a port of the
white-blending pixelmatch v5) given as WHITE_PIXELMATCH_PATH.
"""
import importlib
import json
import os
import sys

import numpy as np
from PIL import Image, ImageDraw

W, H = 64, 48
rng = np.random.default_rng(7)


def supersampled(draw_fn, mode="RGBA", background=(255, 255, 255, 255), factor=4):
    """Draws at 4x and box-filters down, which leaves anti-aliased edges."""
    big = Image.new(mode, (W * factor, H * factor), background)
    draw_fn(ImageDraw.Draw(big), factor)
    return big.resize((W, H), Image.Resampling.BOX)


def shapes(offset):
    def draw(d, f):
        d.ellipse([(10 + offset) * f, 8 * f, (34 + offset) * f, 32 * f], fill=(30, 60, 200, 255))
        d.line([(2 * f, 40 * f), (60 * f, (30 + offset) * f)], fill=(0, 0, 0, 255), width=f)
        d.rectangle([44 * f, 6 * f, 58 * f, 20 * f], fill=(220, 40, 40, 255))
    return supersampled(draw)


def translucent(shift, alpha):
    def draw(d, f):
        d.ellipse([8 * f, 6 * f, 40 * f, 38 * f], fill=(255, 128, 0, alpha))
        d.rectangle([(30 + shift) * f, 20 * f, (60 + shift) * f, 44 * f], fill=(0, 90, 255, 160))
        d.polygon([(4 * f, 46 * f), (20 * f, 26 * f), (36 * f, 46 * f)], fill=(20, 200, 90, 90))
    return supersampled(draw, background=(0, 0, 0, 0))


def noise_pair():
    a = rng.integers(0, 256, (H, W, 4), dtype=np.int16)
    a[..., 3] = np.where(rng.random((H, W)) < 0.7, 255, a[..., 3])
    b = np.clip(a + rng.integers(-30, 31, (H, W, 4)), 0, 255)
    keep = rng.random((H, W)) < 0.3
    b[keep] = a[keep]
    return Image.fromarray(a.astype(np.uint8), "RGBA"), Image.fromarray(b.astype(np.uint8), "RGBA")


def edit(image):
    """A copy with a few hard edits: a block, a line and single pixels."""
    arr = np.array(image)
    arr[30:34, 40:46] = (250, 250, 0, 255)
    arr[5, 2:20] = (10, 10, 10, 255)
    arr[44, 60] = (0, 255, 0, 128)
    return Image.fromarray(arr, "RGBA")


pairs = {
    "shapes": (shapes(0), edit(shapes(0.5))),
    "translucent": (translucent(0, 200), edit(translucent(1, 170))),
    "noise": noise_pair(),
}

option_sets = {
    "default": {},
    "threshold005": {"threshold": 0.05},
    "includeaa": {"includeAA": True},
    "alt": {"threshold": 0.2, "alpha": 0.5, "diff_color_alt": (0, 255, 0), "aa_color": (0, 0, 255)},
    "mask": {"diff_mask": True, "diff_color": (255, 0, 255)},
}

sys.path.insert(0, os.environ["CHECKERBOARD_PIXELMATCH_PATH"])
checkerboard_pm = importlib.import_module("pixelmatch")
expectations = {"checkerboard": {}, "white": {}}
for name, (a, b) in pairs.items():
    a.save(f"{name}_a.png")
    b.save(f"{name}_b.png")
    for option_name, options in option_sets.items():
        diff = Image.new("RGBA", (W, H), (0, 0, 0, 0))
        count = checkerboard_pm.pixelmatch(a, b, diff, **options)
        diff.save(f"{name}_{option_name}_diff.png")
        expectations["checkerboard"][f"{name}/{option_name}"] = count

# The white-blending port has the same package name, so load it in a fresh module namespace.
sys.path[0] = os.environ["WHITE_PIXELMATCH_PATH"]
for module in [m for m in sys.modules if m == "pixelmatch" or m.startswith("pixelmatch.")]:
    del sys.modules[module]
white_pm = importlib.import_module("pixelmatch")
for name, (a, b) in pairs.items():
    data_a, data_b = list(a.tobytes()), list(b.tobytes())
    for option_name, options in [("default", {}), ("threshold005", {"threshold": 0.05}), ("includeaa", {"includeAA": True})]:
        count = white_pm.pixelmatch(data_a, data_b, W, H, **options)
        expectations["white"][f"{name}/{option_name}"] = count

with open("expectations.json", "w") as f:
    json.dump(expectations, f, indent=2, sort_keys=True)
print(json.dumps(expectations, indent=2, sort_keys=True))
