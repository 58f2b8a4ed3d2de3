#!/usr/bin/env bash
# Renders the previews of an app-code corpus (Tests/AppCorpus by default: SwiftUI files written as
# apps and tutorials write them) with only `import SwiftUI` changed to `import Flipbook`, to look at
# what they show. Each file that type-checks (see scripts/app-corpus.sh) becomes a module of its
# own in a temporary folder, added to this package for the build only (Package.swift is restored
# on exit), behind a preview command line; every preview is rendered at the frames asked, and
# each one that fails says why on one line.
#   bash scripts/render-corpus.sh [DIR] [--frames A..B] [--out DIR]   (default: frame 60, output/corpus)
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=Tests/AppCorpus frames=60..60 out=output/corpus
while [ $# -gt 0 ]; do
    case "$1" in
        --frames) frames=$2; shift 2 ;;
        --out) out=$2; shift 2 ;;
        *) corpus=$1; shift ;;
    esac
done
work=.corpus-render
restore() { [ -f "$work/Package.swift" ] && mv "$work/Package.swift" Package.swift; rm -rf "$work"; }
trap restore EXIT
rm -rf "$work" && mkdir -p "$work/CorpusCLI"
cp Package.swift "$work/Package.swift"

# Only the files that compile: one failing file would stop the whole build.
mapfile -t compiling < <(bash scripts/app-corpus.sh "$corpus" | sed -n 's/^compiles  //p')
modules=()
for file in "${compiling[@]}"; do
    module="Corpus${file%.swift}"
    mkdir -p "$work/$module"
    sed -e 's/^import SwiftUI$/import Flipbook/' "$corpus/$file" > "$work/$module/$file"
    modules+=("$module")
done
[ ${#modules[@]} -gt 0 ] || { echo "render-corpus: no file of $corpus compiles" >&2; exit 1; }
{
    for module in "${modules[@]}"; do echo "import $module"; done
    echo "import FlipbookCommandLine"
    echo "FlipbookCommandLine.main()"
} > "$work/CorpusCLI/main.swift"
sed -i 's/^let package = Package(/var package = Package(/' Package.swift
{
    echo ""
    echo "// Added by scripts/render-corpus.sh for one build; restored on exit."
    for module in "${modules[@]}"; do
        echo "package.targets.append(.target(name: \"$module\", dependencies: [\"Flipbook\", \"Combine\", \"SwiftData\"], path: \"$work/$module\"))"
    done
    printf 'package.targets.append(.executableTarget(name: "CorpusCLI", dependencies: ["FlipbookCommandLine"'
    for module in "${modules[@]}"; do printf ', "%s"' "$module"; done
    printf '], path: "%s/CorpusCLI"))\n' "$work"
} >> Package.swift

swift build -q --product CorpusCLI
cli="$(swift build --show-bin-path)/CorpusCLI"
# One preview at a time, so that one that fails (a missing image file, say) does not stop the rest.
rendered=0 failed=0
for name in $("$cli" list | cut -d' ' -f1); do
    if "$cli" render "$name" --frames "$frames" --out "$out" >/dev/null; then
        rendered=$((rendered + 1))
    else
        failed=$((failed + 1))
    fi
done
echo "render-corpus: ${#modules[@]} of $(ls "$corpus"/*.swift | wc -l) files compile; $rendered previews rendered into $out, $failed failed"
