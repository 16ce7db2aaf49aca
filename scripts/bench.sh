#!/usr/bin/env bash
# Throughput of mazegen on a synthetic catalogue, release build, end to end (process start included).
# Not a test: numbers depend on the machine. Usage: scripts/bench.sh [packs (default 50)]
set -euo pipefail
cd "$(dirname "$0")/.."

packs=${1:-50}
stories_per_pack=18   # story numbers stop at 999, so the catalogue gets a fourth level instead of more stories
work=$(mktemp -d)
trap '[ -n "${KEEP_BENCH:-}" ] && echo "kept $work" >&2 || rm -rf "$work"' EXIT

swift build -c release --product mazegen >&2
mazegen=$(swift build -c release --show-bin-path)/mazegen

# The synthetic catalogue: the ocean pack's first stories, renumbered, once per pack.
mkdir -p "$work/content/packs"
cp content/universe.yaml "$work/content/"
for ((pack = 0; pack < packs; pack++)); do
    awk -v pack="$pack" -v per="$stories_per_pack" '
        /^id: /     { print "id: bench_pack_" pack; next }
        /^title: /  { print "title: Bench Pack " pack; next }
        /^order: /  { print "order: " pack + 1; next }
        /^  - number: / { n = $3; if (n > per) { skipping = 1; next } skipping = 0
                          print "  - number: " pack * per + n; next }
        /^  - / { skipping = 0 }
        /^    title: / && skipping != 1 { print $0 " (" pack ")"; next }
        skipping != 1 { print }
    ' content/packs/ocean_adventures.yaml > "$work/content/packs/bench_$(printf %03d "$pack").yaml"
done
# A fourth level (a copy of medium) so the catalogue passes 3,000 labyrinths.
sed -e "s|^stories_folder: .*|stories_folder: $work/content|" \
    -e "s|^content_folder: .*|content_folder: $work/labyrinths|" config.yaml > "$work/config.yaml"
python3 - "$work/config.yaml" <<'PY'
import sys
path = sys.argv[1]
lines = open(path).read().split("\n")
start = lines.index("  - name: medium")
end = start + 1
while lines[end].startswith("    "):
    end += 1
copy = ["  - name: medium2"] + lines[start + 1:end]
lines = lines[:end] + copy + lines[end:]
# The migration's sample table must name every level.
at = lines.index("    hard: expert")
lines.insert(at + 1, "    medium2: medium")
open(path, "w").write("\n".join(lines))
PY

measure() { # label, count, command...
    local label=$1 count=$2
    shift 2
    local start end
    start=$(date +%s.%N)
    /usr/bin/time -f "%M" -o "$work/rss" "$@" > "$work/out" 2> "$work/err" || { cat "$work/err" >&2; return 1; }
    end=$(date +%s.%N)
    awk -v label="$label" -v n="$count" -v s="$start" -v e="$end" -v rss="$(tail -1 "$work/rss")" \
        'BEGIN { t = e - s; printf "%-32s %6d files in %6.3f s = %8.0f files/s, peak memory %d MiB\n", label, n, t, n / t, rss / 1024 }'
}

count=$(( packs * stories_per_pack * 4 ))
measure "generate (fresh folder)" "$count" "$mazegen" generate --config "$work/config.yaml"
measure "generate (nothing changed)" "$count" "$mazegen" generate --config "$work/config.yaml"
cat "$work/out" >&2
measure "validate --strict" "$count" "$mazegen" validate --strict --config "$work/config.yaml" \
    || { tail -5 "$work/out" >&2; exit 1; }
