#!/usr/bin/env bash
# How much SwiftUI app code compiles with Flipbook: type-checks each file of a corpus written
# as app code (`import SwiftUI`; Tests/AppCorpus by default) with only the import changed to
# `import Flipbook`, against the debug build, and prints one line per file and a count.
#   bash scripts/app-corpus.sh [DIR] [--errors]   (--errors: print each failing file's first errors)
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=Tests/AppCorpus
show_errors=0
for argument in "$@"; do
    case "$argument" in
        --errors) show_errors=1 ;;
        *) corpus=$argument ;;
    esac
done
swift build -q --product PreviewFixturesCLI
build=$(swift build --show-bin-path)
flags=(-typecheck -swift-version 6 -I "$build/Modules"
       -load-plugin-executable "$build/FlipbookMacros-tool#FlipbookMacros")
# The C modules Flipbook's modules import: system libraries (Sources/C*) and generated maps of C targets.
for dir in Sources/*/; do
    [ -f "$dir/module.modulemap" ] && flags+=(-I "$dir")
done
for map in "$build"/*.build/module.modulemap; do
    case "$map" in *-tool.build/*) continue ;; esac
    flags+=(-Xcc "-fmodule-map-file=$map")
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0 total=0
for file in "$corpus"/*.swift; do
    total=$((total + 1))
    sed -e 's/^import SwiftUI$/import Flipbook/' "$file" > "$work/$(basename "$file")"
    if errors=$(swiftc "${flags[@]}" "$work/$(basename "$file")" 2>&1); then
        passed=$((passed + 1))
        echo "compiles  $(basename "$file")"
    else
        first=$(echo "$errors" | grep -m1 "error:" | sed -e 's/.*error: //')
        echo "fails     $(basename "$file"): $first"
        [ "$show_errors" = 1 ] && echo "$errors" | grep "error:" | sed -e 's/^[^ ]*error: /    /' | sort -u | head -8
    fi
done
echo "$passed of $total files compile with only the import changed"
