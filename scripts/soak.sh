#!/usr/bin/env bash
# Soak benchmark: every command on a 1920×1080 scene of 10,000 frames (and `gif` on 1,000
# frames), each with its peak memory (GNU time's maximum resident set) and its resident memory
# sampled every half second, to show whether it stays flat.
#
#   bash scripts/soak.sh            # writes output/soak/ (about 1.5 GB of frames), prints a table
#
# SOAK_GIF_LIMIT_KB caps `gif`'s address space (default 6 GiB), so an encoder that keeps every
# frame fails there instead of taking the machine's memory.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product SoakBenchmark 2>&1 | grep -vE '^\[|prohibited flag' || true
bin=$PWD/.build/release/SoakBenchmark
dir=output/soak
[ -n "${SOAK_ONLY:-}" ] || rm -rf "$dir"
mkdir -p "$dir"

# measure NAME COMMAND…: runs the command under GNU time and samples its VmRSS; prints one row.
# SOAK_ONLY=WORD runs only the commands whose name contains WORD (e.g. SOAK_ONLY=gif).
measure() {
    local name=$1
    shift
    [[ "$name" == *"${SOAK_ONLY:-}"* ]] || return 0
    nice -n 19 /usr/bin/time -f '%M %e %x' -o "$dir/$name.time" "$@" > "$dir/$name.out" 2>&1 &
    local timer=$! child=""
    : > "$dir/$name.rss"
    while kill -0 "$timer" 2>/dev/null; do
        [ -n "$child" ] || child=$(pgrep -P "$timer" | head -1 || true)
        [ -n "$child" ] && awk '/VmRSS/ { print $2 }' "/proc/$child/status" 2>/dev/null >> "$dir/$name.rss" || true
        sleep 0.5
    done
    wait "$timer" || true
    # GNU time's last line is `PEAK_KB SECONDS EXIT`; a line before it names a killing signal.
    local peak seconds status
    read -r peak seconds status < <(tail -n 1 "$dir/$name.time")
    if grep -q 'terminated by signal' "$dir/$name.time"; then status="signal $(grep -o 'signal [0-9]*' "$dir/$name.time" | cut -d' ' -f2)"; fi
    # Resident memory at a quarter, half, three quarters and the end of the run, in MB.
    local shape
    shape=$(awk '{ v[NR] = $1 } END { if (NR == 0) { print "-"; exit }
                  printf "%d / %d / %d / %d", v[int(NR/4)+1]/1024, v[int(NR/2)+1]/1024, v[int(3*NR/4)+1]/1024, v[NR]/1024 }' "$dir/$name.rss")
    printf '| %s | %s | %d MB | %s | %s s |\n' "$name" "$status" "$((peak / 1024))" "$shape" "$seconds"
}

echo "| command | exit | peak | resident at ¼ / ½ / ¾ / end (MB) | time |"
echo "| --- | --- | --- | --- | --- |"
measure "render soak (10,000 frames)" "$bin" render soak --out "$dir"
measure "compare 10,000 frames with themselves, --report" "$bin" compare "$dir/soak" "$dir/soak" --report "$dir/report.html"
measure "filmstrip soak --count 8" "$bin" filmstrip soak --count 8 -o "$dir/filmstrip.png"
measure "layout soak --at 199" "$bin" layout soak --at 199
measure "plot (3 curves, --velocity)" "$bin" plot linear smooth bouncy --velocity -o "$dir/plot.png"
measure "list" "$bin" list
measure "gif soak-gif (1,000 frames)" sh -c "ulimit -v ${SOAK_GIF_LIMIT_KB:-6291456}; exec \"\$0\" gif soak-gif -o '$dir/soak.gif'" "$bin"
echo
tail -n 2 "$dir"/*.out
