#!/usr/bin/env bash
# Builds the example user package (Examples/MyViews) as a user would and checks that its
# previews reach the command line and the tests: `list` names them, `render --all` and `gif`
# work, the committed goldens (assertPreviews, and swift-snapshot-testing's `.flipbook`) pass, and with the goldens removed the tests record them (failing
# once), then pass, and record the very same bytes.
set -euo pipefail
cd "$(dirname "$0")/../Examples/MyViews"
fail() { echo "check-example: $*" >&2; exit 1; }

swift build -q
listed=$(swift run -q myviews list | cut -d' ' -f1 | tr '\n' ' ')
[ "$listed" = "not-liked liked like-tapped welcome-view-1 ada grace " ] || fail "list shows: $listed"

out=$(mktemp -d)
trap 'rm -rf "$out"; [ -d "$out.goldens" ] && rm -rf Tests/MyViewsTests/__Snapshots__ && mv "$out.goldens" Tests/MyViewsTests/__Snapshots__' EXIT
swift run -q myviews render --all --frames 0..2 --out "$out/frames" >/dev/null
[ "$(ls "$out/frames" | wc -l)" = 6 ] || fail "render --all wrote $(ls "$out/frames")"
[ -f "$out/frames/welcome-view-1/frame-00002.png" ] || fail "render --all did not write welcome-view-1's frames"
swift run -q myviews gif like-tapped --fps 25 -o "$out/like-tapped.gif" >/dev/null
[ -s "$out/like-tapped.gif" ] || fail "gif wrote nothing"

FLIPBOOK_RECORD=never SNAPSHOT_TESTING_RECORD=never swift test -q >/dev/null || fail "the tests fail against the committed goldens"
mv Tests/MyViewsTests/__Snapshots__ "$out.goldens"
if FLIPBOOK_RECORD=missing SNAPSHOT_TESTING_RECORD=missing swift test -q >/dev/null 2>&1; then fail "the tests passed while recording goldens"; fi
FLIPBOOK_RECORD=never SNAPSHOT_TESTING_RECORD=never swift test -q >/dev/null || fail "the tests fail against the goldens they recorded"
diff -r "$out.goldens" Tests/MyViewsTests/__Snapshots__ >/dev/null || fail "recorded goldens differ from the committed ones"
echo "check-example: list, render --all, gif, and the goldens (committed, recorded and re-checked) all pass"
