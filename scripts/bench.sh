#!/usr/bin/env bash
# Throughput of mazegen on a synthetic catalogue, release build, end to end (process start included), and the
# start-up ratio: median time of `generate` of the shipped content over median time of `mazegen --version`, in
# interleaved runs. The binary is built as scripts/release.sh ships it (scripts/release-flags.sh).
# Not a test: numbers depend on the machine and are printed, never checked.
# Usage: scripts/bench.sh [packs (default 50)]
# BENCH_STARTUP_RUNS: runs of each for the ratio (default 21). BENCH_MIGRATE_STORIES: stories in the migrate
# benchmark's old-layout folder (default 999); BENCH_LEGACY_FIXTURE: where the legacy fixture is (default
# ../shared/fixtures/legacy-ocean); BENCH_APP_FIXTURE: where the app-today fixture is (default
# ../shared/fixtures/app-today); BENCH_VS_PYTHON_RUNS: interleaved runs of the two validate rows (default 15).
# CI runs a smoke size so the script cannot rot unnoticed.
# BENCH_DIR picks the folder for the temporary files (default: $TMPDIR or /tmp). On this project's
# machines /tmp is ext4 with many recently deleted inodes, where creating files costs more than making
# them; the tmpfs line shows the tool's own speed.
set -euo pipefail
cd "$(dirname "$0")/.."

packs=${1:-50}
stories_per_pack=18   # story numbers stop at 999, so the catalogue gets a fourth level instead of more stories
work=$(mktemp -d -p "${BENCH_DIR:-${TMPDIR:-/tmp}}")
trap '[ -n "${KEEP_BENCH:-}" ] && echo "kept $work" >&2 || rm -rf "$work"' EXIT

source scripts/release-flags.sh
swift build "${release_flags[@]}" --product mazegen >&2
mazegen=$(swift build "${release_flags[@]}" --show-bin-path)/mazegen

# The synthetic catalogue: the ocean pack's first stories, renumbered, once per pack.
mkdir -p "$work/content/packs"
cp content/universe.yaml content/figures.yaml "$work/content/"
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

# validate against a plain-Python check of the same folder: the app's folder in today's format (three packs, 180
# labyrinths: the shipped two and the ocean pack again as stories 41-60), checked by `validate --strict` and by
# the Python below (json.load of every file and a walk of the app's schema: keys, types, nesting), in interleaved
# runs (BENCH_VS_PYTHON_RUNS, default 15). The interpreter is called directly, not through a shim such as pyenv's
# (a shell script that alone costs more than the check). Then validate's throughput at scale: the synthetic
# catalogue above, the median of BENCH_SCALE_RUNS runs (default 5).
today="$work/today"
mkdir -p "$today/content/packs"
cp content/universe.yaml content/figures.yaml "$today/content/"
cp content/packs/*.yaml "$today/content/packs/"
awk '
    /^id: /     { print "id: ocean_again"; next }
    /^title: /  { print "title: Ocean Again"; next }
    /^order: /  { print "order: 3"; next }
    /^  - number: / { print "  - number: " $3 + 40; next }
    /^    title: /  { print $0 " Again"; next }
    { print }
' content/packs/ocean_adventures.yaml > "$today/content/packs/ocean_again.yaml"
sed -e "s|^stories_folder: .*|stories_folder: $today/content|" \
    -e "s|^content_folder: .*|content_folder: $today/labyrinths|" config.yaml > "$today/config.yaml"
"$mazegen" generate --config "$today/config.yaml" > /dev/null
cat > "$work/check.py" <<'CHECK'
import json, os, sys

STR, NUM, INT, BOOL = "string", "number", "integer", "boolean"
def optional(kind): return ("optional", kind)
def array(kind): return ("array", kind)
POINT = {"x": NUM, "y": NUM}
ITEM = {"x": NUM, "y": NUM, "emoji": STR, "on_solution": optional(BOOL)}
CHARACTER = {"type": STR, "description": STR, "position": STR, "name": optional(STR), "image_asset": optional(STR)}
LABYRINTH = {
    "id": STR, "difficulty": STR, "theme": STR, "location": optional(STR), "title": STR, "story_setup": STR,
    "instruction": STR, "tts_instruction": STR, "character_start": CHARACTER, "character_end": CHARACTER,
    "educational_question": STR, "fun_fact": STR, "completion_message": STR, "item_rule": optional(STR),
    "item_emoji": optional(STR),
    "path_data": {
        "svg_path": STR, "solution_path": STR, "width": NUM, "complexity": STR, "maze_type": STR,
        "start_point": POINT, "end_point": POINT, "segments": array({"start": POINT, "end": POINT}),
        "canvas_width": NUM, "canvas_height": NUM, "control_points": optional(array(POINT)),
        "items": optional(array(ITEM)), "avoid_items": optional(array(ITEM)),
    },
    "visual_theme": {"background_color": STR, "decorative_elements": array(STR)},
    "audio_instruction": optional(STR), "audio_completion": optional(STR), "age_range": optional(STR),
}
MANIFEST = {
    "total": INT,
    "packs": optional(array({"id": STR, "title": STR, "free_stories": INT, "stories": array(INT)})),
    "labyrinths": array({"id": STR, "difficulty": STR, "story": optional(INT), "theme": STR,
                         "location": optional(STR), "title": STR}),
}
SAMPLES = {"easy": STR, "medium": STR, "hard": STR}

def check(value, schema, place, problems):
    if isinstance(schema, tuple) and schema[0] == "optional":
        if value is not None:
            check(value, schema[1], place, problems)
    elif isinstance(schema, tuple):
        if not isinstance(value, list):
            problems.append(place + ": expected an array")
            return
        for index, element in enumerate(value):
            check(element, schema[1], "%s[%d]" % (place, index), problems)
    elif isinstance(schema, dict):
        if not isinstance(value, dict):
            problems.append(place + ": expected an object")
            return
        for key, kind in schema.items():
            if key in value:
                check(value[key], kind, place + "." + key, problems)
            elif not (isinstance(kind, tuple) and kind[0] == "optional"):
                problems.append(place + "." + key + ": missing")
    elif schema == STR:
        if not isinstance(value, str): problems.append(place + ": expected a string")
    elif schema == BOOL:
        if not isinstance(value, bool): problems.append(place + ": expected a boolean")
    elif schema == INT:
        if isinstance(value, bool) or not (isinstance(value, int) or (isinstance(value, float) and value.is_integer())):
            problems.append(place + ": expected an integer")
    elif isinstance(value, bool) or not isinstance(value, (int, float)):
        problems.append(place + ": expected a number")

folder = sys.argv[1]
problems = []
names = sorted(name for name in os.listdir(folder) if name.endswith(".json"))
for name in names:
    with open(os.path.join(folder, name), "rb") as handle:
        try:
            value = json.load(handle)
        except ValueError as error:
            problems.append("%s: %s" % (name, error))
            continue
    schema = MANIFEST if name == "manifest.json" else SAMPLES if name == "difficulty_samples.json" else LABYRINTH
    check(value, schema, name, problems)
for problem in problems:
    print(problem)
print("%d files checked, %d problems" % (len(names), len(problems)))
sys.exit(1 if problems else 0)
CHECK
python=$(python3 -c 'import sys; print(sys.executable)')
today_files=$(ls "$today/labyrinths" | wc -l)
"$python" "$work/check.py" "$today/labyrinths" > /dev/null || { echo "bench: the Python check refuses the folder" >&2; exit 1; }
"$mazegen" validate --strict --config "$today/config.yaml" > /dev/null || { echo "bench: validate refuses the folder" >&2; exit 1; }
vs_python_runs=${BENCH_VS_PYTHON_RUNS:-15}
: > "$work/validate_ns"
: > "$work/python_ns"
for ((run = 0; run < vs_python_runs; run++)); do
    before=$(date +%s%N)
    "$mazegen" validate --strict --config "$today/config.yaml" > /dev/null
    between=$(date +%s%N)
    "$python" "$work/check.py" "$today/labyrinths" > /dev/null
    after=$(date +%s%N)
    echo $(( between - before )) >> "$work/validate_ns"
    echo $(( after - between )) >> "$work/python_ns"
done
awk -v v="$(median_ms "$work/validate_ns")" -v p="$(median_ms "$work/python_ns")" -v n="$vs_python_runs" -v f="$today_files" 'BEGIN {
    printf "%-32s median validate --strict %.1f ms / median plain-Python check %.1f ms = %.2f (%.1fx as fast; %d files, %d interleaved runs each)\n",
        "validate vs Python", v, p, v / p, p / v, f, n }'

# validate against the app team's own check on the app's own files: a 180-file folder built from the app-today
# fixture (the app's spelling, `age_range`, the warnings its content earns), each of the fixture's labyrinths
# copied under the ids of the fixture's manifest (each pack's last story from the organic finale, the others in
# turn from the fixture's other files of that level), the manifest listing them, checked by `validate` (text
# report) and by scripts/app-team-check.py (json.load and the SPEC's rules), interleaved like the row above. The
# copies repeat ten drawings where the app's folder has 180, which the JSON reader's cache of small objects meets
# more often than it would there. Both exit 1 or 0 on this folder; either is fine.
app_fixture=${BENCH_APP_FIXTURE:-../shared/fixtures/app-today}   # a worktree can point at the main checkout's
if [ -f "$app_fixture/manifest.json" ]; then
    app_folder="$work/app-today"
    python3 - "$app_fixture" "$app_folder" <<'BUILD'
import json, os, shutil, sys
fixture, out = sys.argv[1], sys.argv[2]
os.makedirs(out)
with open(os.path.join(fixture, "manifest.json"), encoding="utf-8") as handle:
    manifest = json.load(handle)
shipped = {entry["id"]: entry for entry in manifest["labyrinths"]}
texts, organic, plain = {}, {}, {}
for name in sorted(os.listdir(fixture)):
    if not name.endswith(".json") or name in ("manifest.json", "difficulty_samples.json"):
        continue
    with open(os.path.join(fixture, name), encoding="utf-8") as handle:
        texts[name[:-5]] = handle.read()
    kind = organic if '"maze_type": "organic"' in texts[name[:-5]] else plain
    kind.setdefault(shipped[name[:-5]]["difficulty"], []).append(name[:-5])
finales = {pack["stories"][-1] for pack in manifest["packs"]}
entries = []
for entry in manifest["labyrinths"]:
    level, story = entry["difficulty"], entry["story"]
    sources = organic[level] if story in finales else plain[level]
    source = sources[story % len(sources)]
    old, new = '"id": "%s"' % source, '"id": "%s"' % entry["id"]
    assert texts[source].count(old) == 1, source
    with open(os.path.join(out, entry["id"] + ".json"), "w", encoding="utf-8") as handle:
        handle.write(texts[source].replace(old, new))
    copied = dict(shipped[source], id=entry["id"], story=story)
    entries.append(copied)
manifest["labyrinths"] = entries
with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as handle:
    handle.write(json.dumps(manifest, indent=2, ensure_ascii=False))
shutil.copy(os.path.join(fixture, "difficulty_samples.json"), out)
BUILD
    app_files=$(ls "$app_folder" | wc -l)
    "$mazegen" validate --config config.yaml "$app_folder" > /dev/null || [ $? -eq 1 ] \
        || { echo "bench: validate cannot check $app_folder" >&2; exit 1; }
    "$python" scripts/app-team-check.py "$app_folder" > /dev/null || [ $? -eq 1 ] \
        || { echo "bench: the app team's check cannot check $app_folder" >&2; exit 1; }
    : > "$work/app_validate_ns"
    : > "$work/app_check_ns"
    for ((run = 0; run < vs_python_runs; run++)); do
        before=$(date +%s%N)
        "$mazegen" validate --config config.yaml "$app_folder" > /dev/null || true
        between=$(date +%s%N)
        "$python" scripts/app-team-check.py "$app_folder" > /dev/null || true
        after=$(date +%s%N)
        echo $(( between - before )) >> "$work/app_validate_ns"
        echo $(( after - between )) >> "$work/app_check_ns"
    done
    awk -v v="$(median_ms "$work/app_validate_ns")" -v p="$(median_ms "$work/app_check_ns")" -v n="$vs_python_runs" -v f="$app_files" 'BEGIN {
        printf "%-32s median validate %.1f ms / median app team check %.1f ms = %.2f (%.1fx as fast; %d files, %d interleaved runs each)\n",
            "validate vs app team check", v, p, v / p, p / v, f, n }'
    # How many cores validate keeps busy on this folder: CPU time (user + system, the shell's own `time`, to the
    # millisecond) over wall time, the median of as many runs.
    : > "$work/app_cpus"
    for ((run = 0; run < vs_python_runs; run++)); do
        { TIMEFORMAT='%3R %3U %3S'; time "$mazegen" validate --config config.yaml "$app_folder" > /dev/null 2>&1 || true; } 2> "$work/app_time"
        awk '$1 > 0 { print ($2 + $3) / $1 }' "$work/app_time" >> "$work/app_cpus"
    done
    sort -n "$work/app_cpus" | awk -v n="$vs_python_runs" -v f="$app_files" '{ c[NR] = $1 } END {
        printf "%-32s median %.2f CPUs used by validate on the same %d files (%d runs)\n", "validate, cores used", c[int((NR + 1) / 2)], f, n }'
else
    echo "validate vs app team: skipped, the app-today fixture $app_fixture is not next to this checkout" >&2
fi
scale_runs=${BENCH_SCALE_RUNS:-5}
: > "$work/scale_ns"
for ((run = 0; run < scale_runs; run++)); do
    before=$(date +%s%N)
    "$mazegen" validate --strict --config "$work/config.yaml" > /dev/null
    after=$(date +%s%N)
    echo $(( after - before )) >> "$work/scale_ns"
done
awk -v t="$(median_ms "$work/scale_ns")" -v n="$count" -v r="$scale_runs" 'BEGIN {
    printf "%-32s %6d files, median %.1f ms = %8.0f files/s (%d runs)\n", "validate --strict at scale", n, t, n / (t / 1000), r }'

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

# narrate: the committed content's clips made anew with the default voice, and a second run that finds every clip
# current (scripts/bench-narrate.sh). BENCH_NARRATE_STORIES: the first N stories (default: all 40, 80 clips).
scripts/bench-narrate.sh "$mazegen" "${BENCH_NARRATE_STORIES:-40}" || [ $? -eq 3 ]
