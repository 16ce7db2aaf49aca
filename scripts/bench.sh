#!/usr/bin/env bash
# Throughput of mazegen on a synthetic catalogue, release build, end to end (process start included), and the
# start-up ratio: median time of `generate` of the shipped content over median time of `mazegen --version`, in
# interleaved runs. The binary is built as scripts/release.sh ships it (static Swift runtime).
# Not a test: numbers depend on the machine and are printed, never checked.
# Usage: scripts/bench.sh [packs (default 50)]
# BENCH_STARTUP_RUNS: runs of each for the ratio (default 21). BENCH_MIGRATE_STORIES: stories in the migrate
# benchmark's old-layout folder (default 999); BENCH_LEGACY_FIXTURE: where the legacy fixture is (default
# ../shared/fixtures/legacy-ocean). CI runs a smoke size so the script cannot rot unnoticed.
# BENCH_DIR picks the folder for the temporary files (default: $TMPDIR or /tmp). On this project's
# machines /tmp is ext4 with many recently deleted inodes, where creating files costs more than making
# them; the tmpfs line shows the tool's own speed.
set -euo pipefail
cd "$(dirname "$0")/.."

packs=${1:-50}
stories_per_pack=18   # story numbers stop at 999, so the catalogue gets a fourth level instead of more stories
work=$(mktemp -d -p "${BENCH_DIR:-${TMPDIR:-/tmp}}")
trap '[ -n "${KEEP_BENCH:-}" ] && echo "kept $work" >&2 || rm -rf "$work"' EXIT

swift build -c release --static-swift-stdlib --product mazegen >&2
mazegen=$(swift build -c release --static-swift-stdlib --show-bin-path)/mazegen

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
# The migration's tables must name every level (the bench never migrates this config).
for anchor, extra in [("    hard: expert", "    medium2: medium"), ("    lv5: hard", "    lv6: medium2"),
                      ("    expert: hard", "    tricky: medium2")]:
    at = lines.index(anchor)
    lines.insert(at + 1, extra)
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
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
    shm=$(mktemp -d -p /dev/shm)
    measure "generate (fresh folder, tmpfs)" "$count" "$mazegen" generate --config "$work/config.yaml" "$shm/labyrinths"
    rm -rf "$shm"
fi
measure "validate --strict" "$count" "$mazegen" validate --strict --config "$work/config.yaml" \
    || { tail -5 "$work/out" >&2; exit 1; }

# Start-up: generate of the shipped content (every pack: 120 labyrinths today) against `--version`, which only
# starts the process and parses the arguments; and generate --only 1 (3 labyrinths, the catalogue still read
# whole) for the fixed cost of a run. Runs alternate, so a busy moment of the machine slows all three. Each full
# generate writes a fresh folder, on tmpfs when there is one, so the ratio is the tool's and not the file system's.
#
# Measured on this project's 2-core machine, static release build, medians of 21 (see docs/PERFORMANCE.md):
#   before (1.0.0 as shipped): generate 63 ms / --version 6 ms;  --only 1: 19 ms
#   now:                       generate ~41 ms / --version 6 ms;  --only 1: ~17 ms
# Where a full run's time goes now: start-up 6 ms, argument parsing 2.5 ms, config 2 ms, catalogue 6 ms, making
# the 120 labyrinths 18 ms on 2 cores (two hard avoid mazes take 5-6 ms each, 150-210 attempts), writing 3.5 ms.
startup_runs=${BENCH_STARTUP_RUNS:-21}
startup_parent=$work
if [ -d /dev/shm ] && [ -w /dev/shm ]; then startup_parent=$(mktemp -d -p /dev/shm); fi
: > "$work/version_ns"
: > "$work/generate_ns"
: > "$work/one_story_ns"
for ((run = 0; run < startup_runs; run++)); do
    rm -rf "$startup_parent/labyrinths"
    before=$(date +%s%N)
    "$mazegen" --version > /dev/null
    between=$(date +%s%N)
    "$mazegen" generate --config config.yaml "$startup_parent/labyrinths" > /dev/null
    after=$(date +%s%N)
    "$mazegen" generate --config config.yaml "$startup_parent/labyrinths" --only 1 > /dev/null
    last=$(date +%s%N)
    echo $(( between - before )) >> "$work/version_ns"
    echo $(( after - between )) >> "$work/generate_ns"
    echo $(( last - after )) >> "$work/one_story_ns"
done
if [ "$startup_parent" != "$work" ]; then rm -rf "$startup_parent"; fi
median_ms() { sort -n "$1" | awk '{ t[NR] = $1 } END { m = NR % 2 ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2; printf "%.1f", m / 1e6 }'; }
version_ms=$(median_ms "$work/version_ns")
generate_ms=$(median_ms "$work/generate_ns")
one_story_ms=$(median_ms "$work/one_story_ns")
awk -v v="$version_ms" -v g="$generate_ms" -v o="$one_story_ms" -v n="$startup_runs" 'BEGIN {
    printf "%-32s median generate of the shipped content %.1f ms / median --version %.1f ms = %.2f (%d interleaved runs each)\n",
        "start-up ratio", g, v, g / v, n
    printf "%-32s median generate --only 1 %.1f ms / median --version %.1f ms = %.2f\n", "fixed cost of a run", o, v, o / v }'

# migrate: a synthetic old-layout folder of 999 stories (BENCH_MIGRATE_STORIES) x 5 levels, renumbered from the legacy fixture.
fixture=${BENCH_LEGACY_FIXTURE:-../shared/fixtures/legacy-ocean}   # a worktree can point at the main checkout's
if [ ! -f "$fixture/manifest.json" ]; then
    echo "migrate: skipped, the legacy fixture $fixture is not next to this checkout" >&2
    exit 0
fi
old="$work/legacy"
mkdir -p "$old"
cp "$fixture/difficulty_samples.json" "$old/"
migrate_stories=${BENCH_MIGRATE_STORIES:-999}
for ((story = 1; story <= migrate_stories; story++)); do
    source_story=$(printf %03d $(( (story - 1) % 20 + 1 )))
    target_story=$(printf %03d "$story")
    for level in 1 2 3 4 5; do
        sed "s/\"denny_${source_story}_lv${level}\"/\"denny_${target_story}_lv${level}\"/" \
            "$fixture/denny_${source_story}_lv${level}.json" > "$old/denny_${target_story}_lv${level}.json"
    done
done
# The manifest: each fixture entry, repeated under the new ids, with the total to match.
awk -v stories="$migrate_stories" '
    /^    \{/ { block = $0 "\n"; inside = 1; next }
    inside { block = block $0 "\n" }
    inside && /"id": / { split($0, parts, "\""); id = parts[4] }
    inside && /^    \}/ { entries[id] = block; inside = 0 }
    END {
        printf "{\n  \"universe\": \"denny\",\n  \"total\": %d,\n  \"labyrinths\": [\n", stories * 5
        for (story = 1; story <= stories; story++) {
            source = sprintf("denny_%03d", (story - 1) % 20 + 1)
            target = sprintf("denny_%03d", story)
            for (level = 1; level <= 5; level++) {
                entry = entries[source "_lv" level]
                sub(/\n$/, "", entry); sub(/,$/, "", entry)
                gsub(source "_lv", target "_lv", entry)
                last = (story == stories && level == 5)
                printf "%s%s\n", entry, last ? "" : ","
            }
        }
        printf "  ]\n}"
    }
' "$fixture/manifest.json" > "$old/manifest.json"
files=$(ls "$old" | wc -l)
measure "migrate --dry-run" "$files" "$mazegen" migrate --dry-run "$old"
measure "migrate" "$files" "$mazegen" migrate "$old"
measure "migrate (already migrated)" "$files" "$mazegen" migrate "$old"
