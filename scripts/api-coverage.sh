#!/usr/bin/env bash
# Regenerates docs/API-COVERAGE.md from Flipbook's symbol graph and docs/swiftui-api.txt;
# with --check, fails (listing the difference) when the committed table is out of date.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target Flipbook >/dev/null
modules="$(swift build --show-bin-path)/Modules"
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
for module in Flipbook FlipbookAnimation; do
    swift-symbolgraph-extract -module-name "$module" -I "$modules" -I Sources/CPNG -I Sources/PNGShim/include \
        -Xcc -fmodule-map-file="$(swift build --show-bin-path)/PNGShim.build/module.modulemap" \
        -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public -output-dir "$graphs"
done
table="$graphs/API-COVERAGE.md"
swift scripts/APICoverage.swift docs/swiftui-api.txt "$graphs" > "$table"
if [ "${1:-}" = "--check" ]; then
    diff -u docs/API-COVERAGE.md "$table" || { echo "docs/API-COVERAGE.md is out of date: run bash scripts/api-coverage.sh" >&2; exit 1; }
else
    mv "$table" docs/API-COVERAGE.md
fi
