#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer, in a build folder of its own.
#
#   bash scripts/sanitize.sh address    # AddressSanitizer (+ LeakSanitizer): .build-asan
#   bash scripts/sanitize.sh thread     # ThreadSanitizer: .build-tsan
#
# Extra arguments go to `swift test` (e.g. --filter FlipbookPlayerTests). A report fails the run.
# The CLI tests that need `ulimit -v` or compare peak memory adapt when ASAN_OPTIONS or
# TSAN_OPTIONS is set (a sanitizer reserves terabytes of address space and holds freed memory).
set -euo pipefail
cd "$(dirname "$0")/.."
kind=${1:?usage: scripts/sanitize.sh address|thread [swift test options]}
shift
case "$kind" in
    address) folder=.build-asan
             # Leak checking is left to the fuzzers (libFuzzer runs LeakSanitizer on every input):
             # here fontconfig's and pango's process-wide caches would be reported at exit.
             export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:${ASAN_OPTIONS:-}" ;;
    thread) folder=.build-tsan
            export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:${TSAN_OPTIONS:-}" ;;
    *) echo "sanitize.sh: address or thread, not $kind" >&2; exit 2 ;;
esac
nice -n 10 swift test --sanitize="$kind" --scratch-path "$folder" "$@"
