#!/usr/bin/env bash
# Whole-process wall time of the same 1080p scene — four shapes moving, turning and growing
# linearly for 2 s under one line of text, 120 frames at 60 fps written as PNGs — rendered by
# Flipbook (scenes/ShapesBenchmark.swift) and by Manim Community Edition (its cairo renderer,
# --format png-sequence), alternating, RUNS times each (default 5).
#
#   python3 -m venv /tmp/manim-venv && /tmp/manim-venv/bin/pip install manim
#   MANIM=/tmp/manim-venv/bin/manim bash Benchmarks/manim-comparison.sh
#
# FLIPBOOK=/path/to/flipbook measures that binary instead of building this checkout's.
#
# The Manim scene is written by this script into a temporary folder; Manim is not a dependency.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-5}
manim=${MANIM:-manim}
command -v "$manim" >/dev/null || { echo "manim-comparison: no manim (set MANIM=/path/to/manim)" >&2; exit 2; }
if [ -z "${FLIPBOOK:-}" ]; then
    swift build -c release --product flipbook >/dev/null
    FLIPBOOK=$(swift build -c release --show-bin-path 2>/dev/null)/flipbook
fi
flipbook=$FLIPBOOK

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/shapes.py" <<'PY'
from manim import *

def motion(mobject, angle=0, shift=ORIGIN, scale=1):
    """Turns, moves and scales `mobject` about its centre, linearly, as the Flipbook scene does."""
    start = mobject.copy()
    def update(m, alpha):
        m.become(start.copy().scale(1 + (scale - 1) * alpha).rotate(angle * alpha).shift(shift * alpha))
    return UpdateFromAlphaFunc(mobject, update)

class Shapes(Scene):
    def construct(self):
        title = Text("Four shapes, one line of text", font="Inter", font_size=54, weight=SEMIBOLD).shift(UP * 2)
        square = Square(side_length=1.5, fill_color=BLUE, fill_opacity=1, stroke_width=0).shift(LEFT * 5.4 + DOWN * 0.5)
        circle = Circle(radius=0.75, fill_color=RED, fill_opacity=1, stroke_width=0).shift(LEFT * 1.8 + DOWN * 0.5)
        rounded = RoundedRectangle(corner_radius=0.3, width=1.8, height=1.2, fill_color=GREEN, fill_opacity=1,
                                   stroke_width=0).shift(RIGHT * 1.8 + DOWN * 0.5)
        triangle = Triangle(fill_color=YELLOW, fill_opacity=1, stroke_width=0).scale(0.9).shift(RIGHT * 5.4 + DOWN * 0.5)
        self.add(title, square, circle, rounded, triangle)
        self.play(
            motion(square, angle=PI / 2, shift=DOWN * 1.2),
            motion(circle, scale=1.5),
            motion(rounded, angle=-PI / 4, scale=0.6),
            motion(triangle, angle=PI, shift=UP * 0.75),
            run_time=2, rate_func=linear)
PY

# Prints the wall seconds of one run of "$@" (output discarded).
seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}

flipbook_times=()
manim_times=()
for ((run = 1; run <= runs; run++)); do
    rm -rf "$work/flipbook" "$work/media"
    flipbook_times+=("$(seconds "$flipbook" render shapes-1080p --out "$work/flipbook")")
    manim_times+=("$(seconds "$manim" render -qh --fps 60 --format png-sequence --disable_caching --progress_bar none \
        --media_dir "$work/media" "$work/shapes.py" Shapes)")
done
flipbook_frames=$(find "$work/flipbook" -name '*.png' | wc -l)
manim_frames=$(find "$work/media" -path '*images*' -name '*.png' | wc -l)
summary() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { printf "min %.3f s, median %.3f s", a[1], a[int((NR + 1) / 2)] }'; }
min() { printf '%s\n' "$@" | sort -g | head -1; }
echo "shapes-1080p, 1920×1080, 60 fps, $runs runs each, alternating, whole process wall time"
echo "  Flipbook ($flipbook_frames PNGs): $(summary "${flipbook_times[@]}")"
echo "  Manim    ($manim_frames PNGs): $(summary "${manim_times[@]}")"
echo "  Flipbook is $(echo "$(min "${manim_times[@]}") / $(min "${flipbook_times[@]}")" | bc -l | xargs printf '%.1f')× faster (best run against best run)"
