#!/usr/bin/env bash
# Builds Flipbook's libFuzzer targets (Fuzz/, with AddressSanitizer) and runs each for a while.
#
#   bash scripts/fuzz.sh [--ci] [SECONDS] [TARGET…]
#
# Targets: PNGDecoderFuzzer (the PNG decoder), JPEGDecoderFuzzer (the JPEG decoder and EXIF reader), AnimationSpecFuzzer (the `plot` expression parser
# and sampler), FrameRangeFuzzer (`--frames`), ManifestFuzzer (sequence.json). Default: all, 60 s
# each. Each run starts from the committed seed corpus (Fuzz/Corpus/NAME) and keeps what it
# finds in output/fuzz/NAME/corpus; crashes, leaks, timeouts and out-of-memory inputs are written
# to output/fuzz/NAME/ and make the script fail. Replay one with the target built as usual:
# `swift run NAME output/fuzz/NAME/crash-…`.
#
# --ci: a short, reproducible pass for CI: a debug build (quicker to compile), seed 1, 3,000
# runs per target (at most 25 s each), the seed corpus only (nothing is kept): well under two
# minutes in all once built (about two minutes to build from nothing on two cores: no target
# depends on the renderer).
set -euo pipefail
cd "$(dirname "$0")/.."

ci=false
config=release
if [ "${1:-}" = "--ci" ]; then ci=true; config=debug; shift; fi
seconds=60
if [[ "${1:-}" =~ ^[0-9]+$ ]]; then seconds=$1; shift; fi
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(PNGDecoderFuzzer JPEGDecoderFuzzer AnimationSpecFuzzer FrameRangeFuzzer ManifestFuzzer)

# -sanitize=fuzzer instruments the Swift code, -fsanitize=fuzzer-no-link the C shims; lld links
# (gold fails on these objects). The flags go in a toolset, which SwiftPM applies to the targets
# only: the macro plug-in Flipbook builds for the host stays a plain executable. SwiftPM gives
# every executable a main, which calls libFuzzer's driver when built with -D FUZZING
# (Fuzz/FuzzSupport).
toolset=$(mktemp)
trap 'rm -f "$toolset"' EXIT
cat > "$toolset" <<'JSON'
{ "schemaVersion": "1.0",
  "swiftCompiler": { "extraCLIOptions": ["-use-ld=lld", "-sanitize=fuzzer,address", "-DFUZZING"] },
  "cCompiler": { "extraCLIOptions": ["-fsanitize=fuzzer-no-link,address"] } }
JSON
for target in "${targets[@]}"; do
    swift build -c "$config" --scratch-path .build-fuzz --product "$target" --toolset "$toolset" 2>&1 \
        | grep -vE '^\[|prohibited flag' || true
    [ -x ".build-fuzz/$config/$target" ] || { echo "fuzz.sh: building $target failed" >&2; exit 1; }
done

status=0
for target in "${targets[@]}"; do
    name=${target%Fuzzer}
    out="output/fuzz/$name"
    mkdir -p "$out/corpus"
    options=(-rss_limit_mb=2048 -timeout=30 -max_len=65536 -print_final_stats=1 -artifact_prefix="$out/")
    [ -f "Fuzz/Dictionaries/$name.dict" ] && options+=(-dict="Fuzz/Dictionaries/$name.dict")
    if $ci; then
        scratch=$(mktemp -d)
        options+=(-seed=1 -runs=3000 -max_total_time=25)
        corpora=("$scratch" "Fuzz/Corpus/$name")
    else
        options+=(-max_total_time="$seconds")
        corpora=("$out/corpus" "Fuzz/Corpus/$name")
    fi
    echo "== $target"
    if ! nice -n 19 ".build-fuzz/$config/$target" "${options[@]}" "${corpora[@]}" > "$out/log.txt" 2>&1; then
        status=1
        echo "fuzz.sh: $target found a problem; see $out/log.txt and the files it names" >&2
        tail -30 "$out/log.txt" >&2
    fi
    grep -E '^stat::number_of_executed_units|^stat::peak_rss_mb|^Done' "$out/log.txt" || true
    if $ci; then rm -rf "$scratch"; fi
done
exit $status
