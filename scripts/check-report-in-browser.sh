#!/usr/bin/env bash
# Opens `flipbook compare`'s HTML report in a real browser (Debian's chromium, headless and
# offline) and checks what a reader sees: the counts, one section per failed, new and missing
# frame, the per-frame bars, the view tabs switching panels and the slider moving its divide.
# Checked twice: a report written by one `compare --report`, and one merged by `flipbook report
# merge` from two `compare --shard K/2 --json` results. Screenshots of both are kept in
# output/browser/ (CI's artefacts).
#
#   bash scripts/check-report-in-browser.sh        # after `swift build`
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "check-report-in-browser: $*" >&2; exit 1; }

command -v chromium >/dev/null || fail "chromium is not installed; run: sudo bash scripts/install-deps.sh"
flipbook=$(swift build --show-bin-path)/flipbook
[ -x "$flipbook" ] || fail "$flipbook is missing; run: swift build"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
artefacts=output/browser
mkdir -p "$artefacts"

# Golden frames 0, 15, 30, 45 and 59 as expected; actual has frame 30 replaced (failed),
# frame 59 removed (missing) and a frame 60 (new).
golden=Tests/FlipbookPlayerTests/__Snapshots__/SceneGoldenTests/everySceneMatchesItsGoldenFrames.explicit-animation
mkdir "$work/expected" "$work/actual"
cp "$golden"/frame-000{00,15,30,45,59}.png "$work/expected/"
cp "$golden"/frame-000{00,15,45}.png "$work/actual/"
cp "$golden/frame-00045.png" "$work/actual/frame-00030.png"
cp "$golden/frame-00000.png" "$work/actual/frame-00060.png"

set +e
"$flipbook" compare "$work/expected" "$work/actual" --report "$work/single.html" >/dev/null
single=$?
"$flipbook" compare "$work/expected" "$work/actual" --shard 1/2 --json > "$work/shard-1.json"
"$flipbook" compare "$work/expected" "$work/actual" --shard 2/2 --json > "$work/shard-2.json"
"$flipbook" report merge "$work/shard-1.json" "$work/shard-2.json" --out "$work/merged.html" >/dev/null
merged=$?
set -e
[ "$single" = 1 ] || fail "compare exited $single, not 1 (a difference)"
[ "$merged" = 1 ] || fail "report merge exited $merged, not 1 (a difference)"

# A page that loads the report in a frame, works it as a reader would, and writes what it saw.
probe() {
    cat > "$work/probe-$1.html" <<EOF
<!doctype html><meta charset="utf-8"><title>probe</title>
<iframe id="report" src="$1.html" width="1200" height="900"></iframe>
<pre id="result">the report did not load</pre>
<script>
document.getElementById('report').addEventListener('load', () => {
  const seen = {};
  try {
    const frame = document.getElementById('report'), page = frame.contentDocument, view = frame.contentWindow;
    seen.counts = page.querySelector('.counts').textContent;
    seen.sections = [...page.querySelectorAll('section.image')].map(s => s.id + ' ' + s.className);
    seen.bars = [...page.querySelectorAll('.bars .bar')].map(b => b.classList[1]).join(' ');
    const failed = page.querySelector('section.image.failed');
    const labels = [...failed.querySelectorAll('.tabs>label')], panels = [...failed.querySelectorAll('.tabs>.panel')];
    const shown = () => panels.map(p => view.getComputedStyle(p).display === 'block' ? 1 : 0).join('');
    seen.tabs = labels.map(l => l.textContent).join(',');
    seen.shownAtFirst = shown();
    labels[labels.length - 1].click();
    seen.shownAfterSliderTab = shown();
    const range = failed.querySelector('.slider input[type=range]');
    range.value = 25;
    range.dispatchEvent(new view.Event('input'));
    seen.clip = view.getComputedStyle(failed.querySelector('.stack .over')).clipPath;
    seen.handle = view.getComputedStyle(failed.querySelector('.stack .handle')).left;
    seen.imageWidth = failed.querySelector('.stack img').naturalWidth;
    labels[0].click();
    seen.shownAfterDiffTab = shown();
  } catch (error) { seen.error = String(error); }
  document.getElementById('result').textContent = JSON.stringify(seen);
});
</script>
EOF
}

browser=(chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking
         --disable-component-update --allow-file-access-from-files --virtual-time-budget=10000)
for report in single merged; do
    probe "$report"
    seen=$("${browser[@]}" --dump-dom "file://$work/probe-$report.html" 2>/dev/null \
           | sed -n 's:.*<pre id="result">\(.*\)</pre>.*:\1:p')
    check() { [[ "$seen" == *"$1"* ]] || fail "$report report: expected $1 in what the browser saw: $seen"; }
    check '"counts":"3 passed · 1 failed · 1 new · 1 missing"'
    check '"sections":["image-frame-00030-png image failed","image-frame-00059-png image missing","image-frame-00060-png image new"]'
    check '"tabs":"Diff,Actual,Expected,Side by side,Slider"'
    check '"shownAtFirst":"10000"'
    check '"shownAfterSliderTab":"00001"'
    check '"clip":"inset(0px 0px 0px 25%)"'
    check '"imageWidth":400'
    check '"shownAfterDiffTab":"10000"'
    [[ "$seen" != *'"error"'* ]] || fail "$report report: the page threw: $seen"
    bars=$(sed -n 's#.*"bars":"\([^"]*\)".*#\1#p' <<< "$seen")
    [ "$(wc -w <<< "$bars")" -ge 6 ] && [[ "$bars" == *failed* && "$bars" == *missing* && "$bars" == *new* ]] \
        || fail "$report report: the per-frame bars read \"$bars\""
    "${browser[@]}" --window-size=1200,1600 --screenshot="$artefacts/$report-report.png" "file://$work/$report.html" 2>/dev/null
    [ -s "$artefacts/$report-report.png" ] || fail "no screenshot of the $report report"
done
echo "check-report-in-browser: the single and the merged report read and work in chromium $(chromium --version 2>/dev/null | awk '{print $2}'); screenshots in $artefacts/"
