#!/usr/bin/env bash
# Regenerates the figures in docs/figures/ that the README shows, with Flipbook itself.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product flipbook >/dev/null
flipbook=.build/release/flipbook
out=docs/figures
mkdir -p "$out"
# Implicit vs explicit animation (article 000), geometryGroup off/on (article 004): GIFs at 25 fps.
$flipbook gif implicit-animation-demo --fps 25 -o "$out/implicit-animation-demo.gif"
$flipbook gif explicit-animation-demo --fps 25 -o "$out/explicit-animation-demo.gif"
$flipbook gif top-leading-test-1 --fps 25 -o "$out/top-leading-test-1.gif"
$flipbook gif top-leading-test-1-geometry-group --fps 25 -o "$out/top-leading-test-1-geometry-group.gif"
# An animation on one page, and animation curves.
$flipbook filmstrip explicit-animation -o "$out/explicit-animation-filmstrip.png"
$flipbook plot linear easeInOut smooth snappy bouncy "spring(response: 0.5, dampingFraction: 0.5)" --velocity -o "$out/curves.png"
