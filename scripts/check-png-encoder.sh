#!/usr/bin/env bash
# Checks the frame PNG encoder with tools outside Flipbook: `pngcheck` must find nothing wrong in
# any file, and Pillow must decode each one to exactly the rendered pixels (RGB files for opaque
# frames, RGBA for the others). The files are PNGBenchmark's: frames of four scenes at about
# 1080p, two of them with transparent backgrounds, each encoded fast and small.
#
#   apt-get install pngcheck && pip install pillow
#   bash scripts/check-png-encoder.sh            # PYTHON=/path/to/python with Pillow
set -euo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-python3}
command -v pngcheck >/dev/null || { echo "check-png-encoder: install pngcheck (apt-get install pngcheck)" >&2; exit 2; }
"$python" -c "import PIL" 2>/dev/null || { echo "check-png-encoder: $python has no Pillow (pip install pillow)" >&2; exit 2; }
swift build -c release --product PNGBenchmark >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$(swift build -c release --show-bin-path 2>/dev/null)/PNGBenchmark" --write "$work" >/dev/null
pngcheck -q "$work"/*.png
echo "pngcheck: $(ls "$work"/*.png | wc -l) files, no errors"
"$python" - "$work" <<'PY'
import pathlib, sys
from PIL import Image
failures = 0
for pixels in sorted(pathlib.Path(sys.argv[1]).glob("*.rgba")):
    expected = pixels.read_bytes()
    opaque = all(a == 255 for a in expected[3::4])
    for mode in ("fast", "small"):
        path = pixels.with_name(f"{pixels.stem}-{mode}.png")
        image = Image.open(path)
        image.load()
        wanted = "RGB" if opaque else "RGBA"
        if image.mode != wanted or image.convert("RGBA").tobytes() != expected:
            print(f"Pillow: {path.name} is {image.mode}, expected {wanted} with the rendered pixels")
            failures += 1
print(f"Pillow: every file decodes to the rendered pixels" if failures == 0 else f"Pillow: {failures} files differ")
sys.exit(1 if failures else 0)
PY
