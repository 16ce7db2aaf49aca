#!/usr/bin/env bash
# Hostile input: each kind of file a stranger's pull request, or a folder from elsewhere, could hold is made in a
# temporary folder, and `validate` (and `import`, where it reads such files) must answer within 2 s and 500 MB with
# exit 1 or 2 (a finding or a refusal: never 0, never a crash or a timeout), naming the file.
# Prints one line a case and `N passed, M failed`; exits 1 when any case failed.
# Usage: scripts/hostile-inputs.sh MAZEGEN
set -uo pipefail
cd "$(dirname "$0")/.."
mazegen=$(realpath "${1:?usage: scripts/hostile-inputs.sh MAZEGEN}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

limit=4194304           # config.yaml: limits.file_bytes
max_ms=2000
max_kb=$((500 * 1024))
passed=0
failed=0

# A file of exactly BYTES bytes: a labyrinth whose story_setup is a run of `a`.
story_setup_file() { # BYTES PATH
    local head='{"story_setup": "' tail='"}'
    { printf '%s' "$head"; head -c $(($1 - ${#head} - ${#tail})) /dev/zero | tr '\0' a; printf '%s' "$tail"; } >"$2"
}

# Runs the command after `--` under `timeout` and `/usr/bin/time`, then judges the answer: exit 1 or 2, within
# the time and memory, naming FILE and saying SAYS (a rule id or a word of the message).
check() { # NAME FILE SAYS -- COMMAND...
    local name=$1 file=$2 says=$3
    shift 4
    local start end status ms kb problems=""
    start=$(date +%s%N)
    /usr/bin/time -f %M -o "$work/rss" timeout -k 1 10 "$@" >"$work/out" 2>"$work/err"
    status=$?
    end=$(date +%s%N)
    ms=$(((end - start) / 1000000))
    kb=$(tail -n 1 "$work/rss" 2>/dev/null)
    [[ $kb =~ ^[0-9]+$ ]] || kb=0
    case $status in
        1 | 2) ;;
        0) problems+=" exit 0 (accepted);" ;;
        124 | 137) problems+=" timed out;" ;;
        *) problems+=" exit $status (crashed?);" ;;
    esac
    ((ms <= max_ms)) || problems+=" took ${ms} ms;"
    ((kb <= max_kb)) || problems+=" used $((kb / 1024)) MB;"
    cat "$work/out" "$work/err" >"$work/all"
    grep -qF -- "$file" "$work/all" || problems+=" does not name $file;"
    grep -qF -- "$says" "$work/all" || problems+=" does not say $says;"
    if [[ -n ${extra_check:-} ]] && ! $extra_check; then problems+=" $extra_problem;"; fi
    if [[ -z $problems ]]; then
        passed=$((passed + 1))
        printf 'pass  %-32s exit %d, %4d ms, %3d MB\n' "$name" "$status" "$ms" $((kb / 1024))
    else
        failed=$((failed + 1))
        printf 'FAIL  %-32s%s\n' "$name" "$problems"
        sed -n '1,5p' "$work/all" | cut -c 1-300 | sed 's/^/        /'
    fi
}

base=content/labyrinths/denny_001_easy.json
case_dir() { rm -rf "$work/case"; mkdir -p "$work/case"; echo "$work/case"; }

# A file one byte over the size limit: refused without being read whole.
dir=$(case_dir)
story_setup_file $((limit + 1)) "$dir/denny_001_easy.json"
check "size: limit + 1 byte" denny_001_easy.json limits.fileSize -- "$mazegen" validate "$dir"

# A file exactly at the size limit: read and checked (its text is what is too long), not refused for its size.
dir=$(case_dir)
story_setup_file "$limit" "$dir/denny_001_easy.json"
extra_check() { ! grep -qF limits.fileSize "$work/all"; }
extra_check=extra_check extra_problem="refused at the limit"
check "size: exactly the limit" denny_001_easy.json limits.textLength -- "$mazegen" validate "$dir/denny_001_easy.json"
extra_check=""

# Too many segments: 15,001 of them (config.yaml: limits.segments), each as the app writes one.
dir=$(case_dir)
segment='{"start": {"x": 20, "y": 20}, "end": {"x": 60, "y": 20}}'
{ printf '{"path_data": {"segments": ['; yes "$segment," | head -n 15000 | tr -d '\n'; printf '%s]}}' "$segment"; } >"$dir/denny_001_easy.json"
check "count: 15,001 segments" denny_001_easy.json limits.entries -- "$mazegen" validate "$dir"

# A huge text field under the size limit: a 4,000,000-character story_setup.
dir=$(case_dir)
story_setup_file 4000000 "$dir/denny_002_easy.json"
check "text: 4 MB story_setup" denny_002_easy.json limits.textLength -- "$mazegen" validate "$dir"

# The wrong shape, big: a 1 MB array of 500,000 numbers where the app expects an object, its type named from what
# was read, not by decoding it again. (Under the 4 MiB limit, 2,000,000 numbers take 5 s in a debug build: the
# reading and the finding's position, each a pass over the values; a release build is several times faster.)
dir=$(case_dir)
{ printf '['; yes '1,' | head -n 500000 | tr -d '\n'; printf '1]'; } >"$dir/denny_003_easy.json"
check "shape: 1 MB array" denny_003_easy.json labyrinth.decode -- "$mazegen" validate "$dir"

# The wrong shape, bigger than the limit: a 40 MB array is refused for its size before it is parsed.
dir=$(case_dir)
{ printf '['; yes '1,' | head -n 20000000 | tr -d '\n'; printf '1]'; } >"$dir/denny_003_easy.json"
check "shape: 40 MB array" denny_003_easy.json limits.fileSize -- "$mazegen" validate "$dir"

# A link to a FIFO inside the folder: named, never waited on.
dir=$(case_dir)
cp content/labyrinths/manifest.json "$dir/"
mkfifo "$dir/pipe"
ln -s pipe "$dir/denny_001_easy.json"
check "fifo: link to a named pipe" denny_001_easy.json "named pipe" -- "$mazegen" validate "$dir"

# Deep nesting: 100,000 arrays inside each other.
dir=$(case_dir)
{ head -c 100000 /dev/zero | tr '\0' '['; head -c 100000 /dev/zero | tr '\0' ']'; } >"$dir/denny_004_easy.json"
check "nesting: 100,000 levels" denny_004_easy.json json.syntax -- "$mazegen" validate "$dir"

# A control character in the id: shown escaped, so a report cannot forge lines or colours.
dir=$(case_dir)
sed 's/"id": "denny_001_easy"/"id": "denny_001_easy\\u001b[31m\\r\\nok"/' "$base" >"$dir/denny_001_easy.json"
extra_check() { ! grep -q $'\e' "$work/all"; }
extra_check=extra_check extra_problem="a raw escape character reached the output"
check "id: control characters" denny_001_easy.json labyrinth.id -- "$mazegen" validate "$dir"
extra_check=""

# import of a shipped folder one of whose labyrinths has a 200 MB story_setup: refused, nothing written.
dir=$(case_dir)
cp -R content/labyrinths "$dir/shipped"
story_setup_file $((200 * 1024 * 1024)) "$dir/shipped/denny_001_easy.json"
mkdir "$dir/stories"
extra_check() { [[ -z $(find "$dir/stories" -type f -size +1M) ]]; }
extra_check=extra_check extra_problem="import wrote a file over 1 MB"
check "import: 200 MB story_setup" denny_001_easy.json "limits.file_bytes" -- "$mazegen" import "$dir/shipped" --into "$dir/stories"
rm -f "$dir/shipped/denny_001_easy.json"

# import of a labyrinth under the size limit but with too many segments: refused like validate refuses it.
cp -R content/labyrinths/. "$dir/shipped/"
segments_file="$dir/shipped/denny_002_easy.json"
{ printf '{"path_data": {"segments": ['; yes '{},' | head -n 15000 | tr -d '\n'; printf '{}]}}'; } >"$segments_file"
check "import: 15,001 segments" denny_002_easy.json "limits.segments" -- "$mazegen" import "$dir/shipped" --into "$dir/stories"
extra_check=""

echo "$passed passed, $failed failed"
((failed == 0))
