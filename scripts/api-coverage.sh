#!/usr/bin/env bash
# Regenerates docs/API-COVERAGE.md from Flipbook's symbol graph and docs/swiftui-api.txt;
# with --check, fails (listing the difference) when the committed table is out of date.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target Flipbook >/dev/null
bin="$(swift build --show-bin-path)"
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
# The C modules Flipbook imports: system-library module maps in Sources, and the module maps
# SwiftPM generates for C targets.
search=(-I "$bin/Modules")
for dir in Sources/*/; do
    [ -f "$dir/module.modulemap" ] && search+=(-I "$dir")
    [ -d "$dir/include" ] && search+=(-I "$dir/include")
done
for map in "$bin"/*.build/module.modulemap; do
    case "$map" in *-tool.build/*) continue ;; esac
    search+=(-Xcc "-fmodule-map-file=$map")
done
for module in Flipbook FlipbookAnimation; do
    swift-symbolgraph-extract -module-name "$module" "${search[@]}" \
        -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public -output-dir "$graphs" \
        2> "$graphs/errors" || { grep -v "prohibited flag" "$graphs/errors" >&2; exit 1; }
done
table="$graphs/API-COVERAGE.md"
swift scripts/APICoverage.swift docs/swiftui-api.txt "$graphs" > "$table"
if [ "${1:-}" = "--check" ]; then
    diff -u docs/API-COVERAGE.md "$table" || { echo "docs/API-COVERAGE.md is out of date: run bash scripts/api-coverage.sh" >&2; exit 1; }
else
    mv "$table" docs/API-COVERAGE.md
fi
