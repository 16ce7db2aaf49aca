#!/usr/bin/env bash
# Hostile input: each kind of file a stranger's pull request, or a folder from elsewhere, could hold is made in a
# temporary folder, and `validate`, `import`, `migrate` (a folder of the old layout holding the file; skipped when
# ../shared/fixtures/legacy-ocean is not next to the checkout) and `preview` must each answer within 2 s and
# 500 MB with exit 1 or 2 (a finding or a refusal: never 0, never a crash or a timeout), naming the file. A file
# at a limit is checked, not refused: any exit but a timeout or a crash, without the limit's refusal.
# Prints one line a case and `N passed, M failed`; exits 1 when any case failed.
# The bounds are the shipped build's: CI passes the release binary (scripts/release-flags.sh). A debug build is about
# five times slower on the biggest cases and may miss them on a busy machine.
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

# Runs COMMAND under `timeout` and `/usr/bin/time`: sets `status`, `ms`, `kb`, writes its output to $work/all and
# starts `problems` with what every case refuses (a timeout, a crash: any exit above 2; time or memory over the bound).
measure() { # COMMAND...
    local start end
    problems=""
    start=$(date +%s%N)
    /usr/bin/time -f %M -o "$work/rss" timeout -k 1 10 "$@" >"$work/out" 2>"$work/err"
    status=$?
    end=$(date +%s%N)
    ms=$(((end - start) / 1000000))
    kb=$(tail -n 1 "$work/rss" 2>/dev/null)
    [[ $kb =~ ^[0-9]+$ ]] || kb=0
    case $status in
        0 | 1 | 2) ;;
        124 | 137) problems+=" timed out;" ;;
        *) problems+=" exit $status (crashed?);" ;;
    esac
    ((ms <= max_ms)) || problems+=" took ${ms} ms;"
    ((kb <= max_kb)) || problems+=" used $((kb / 1024)) MB;"
    cat "$work/out" "$work/err" >"$work/all"
}

# One line for the case NAME from `problems`: pass with the figures, or FAIL with the problems and the output's start.
report() { # NAME
    if [[ -z $problems ]]; then
        passed=$((passed + 1))
        printf 'pass  %-32s exit %d, %4d ms, %3d MB\n' "$1" "$status" "$ms" $((kb / 1024))
    else
        failed=$((failed + 1))
        printf 'FAIL  %-32s%s\n' "$1" "$problems"
        sed -n '1,5p' "$work/all" | cut -c 1-300 | sed 's/^/        /'
    fi
}

# Runs the command after `--` and judges the answer: exit 1 or 2, within the time and memory, naming FILE and saying
# SAYS (a rule id or a word of the message).
check() { # NAME FILE SAYS -- COMMAND...
    local name=$1 file=$2 says=$3 status ms kb problems
    shift 4
    measure "$@"
    ((status != 0)) || problems+=" exit 0 (accepted);"
    grep -qF -- "$file" "$work/all" || problems+=" does not name $file;"
    grep -qF -- "$says" "$work/all" || problems+=" does not say $says;"
    if [[ -n ${extra_check:-} ]] && ! $extra_check; then problems+=" $extra_problem;"; fi
    report "$name"
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
# was read, not by decoding it again. (Under the 4 MiB limit, 2,000,000 numbers take 2.2 s in a debug build and
# 0.2 s in release: the reading and the limits' walk, each a pass over the values; the finding's place skims them.)
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

# --- Every command on the same files -------------------------------------------------------------------------
# Each case below is a function that writes one hostile file (BASE: the file it is made from, PATH: where) and is
# run through each command that reads such a file: validate and preview of a copy of the shipped folder holding it,
# import of that copy, and migrate of a copy of the old-layout fixture holding it under its old name.
legacy_fixture=../shared/fixtures/legacy-ocean

# BASE with a leading `note` member of `a`s making the file exactly BYTES long: every other member stays as it was.
noted_file() { # BASE PATH BYTES
    local size head='{"note": "' tail='", '
    size=$(($(stat -c %s "$1") - 1))
    { printf '%s' "$head"; head -c $(($3 - size - ${#head} - ${#tail})) /dev/zero | tr '\0' a; printf '%s' "$tail"; tail -c +2 "$1"; } >"$2"
}

over_size() { noted_file "$1" "$2" $((limit + 1)); }
at_size() { noted_file "$1" "$2" "$limit"; }
huge_size() { noted_file "$1" "$2" $((200 * 1024 * 1024)); }
long_text() { noted_file "$1" "$2" 4000000; }
text_at_limit() { noted_file "$1" "$2" $(($(stat -c %s "$1") + 50000 + 12)); } # 12: `{"note": "", ` less `{`
# BASE's segments replaced by COUNT walls (the file's own shape, pretty-printed as mazegen writes it).
segments_file() { # COUNT BASE PATH
    awk -v count="$1" '
        /^    "segments": \[$/ {
            print
            for (i = 1; i <= count; i++) printf "      {\"start\": {\"x\": 90, \"y\": 110}, \"end\": {\"x\": 230, \"y\": 110}}%s\n", (i < count ? "," : "")
            skipping = 1
            next
        }
        skipping && /^    \]/ { skipping = 0 }
        !skipping' "$2" >"$3"
}
over_segments() { segments_file 15001 "$1" "$2"; }
at_segments() { segments_file 15000 "$1" "$2"; }
# An object member of KEYS keys, all `k` (repeated) or each its own.
repeated_keys() { { printf '{"note": {'; yes '"k": 1,' | head -n 99999 | tr -d '\n'; printf '"k": 2}, '; tail -c +2 "$1"; } >"$2"; }
keys_at_limit() { { printf '{"note": {'; seq 1 199 | sed 's/.*/"k&": 1,/' | tr -d '\n'; printf '"k": 2}, '; tail -c +2 "$1"; } >"$2"; }
# BASE's svg_path replaced by one just under `text_length` (50,000) of points left of the canvas: 5,646 findings.
off_canvas_path() {
    local path
    path=$(awk 'BEGIN { s = "M -9 -9"; i = 0; while (length(s) < 49990) { i++; s = s " L -" (9 + i % 7) " -9" } print s }')
    sed "s|\"svg_path\": \"[^\"]*\"|\"svg_path\": \"$path\"|" "$1" >"$2"
}
big_array() { { printf '['; yes '1,' | head -n 500000 | tr -d '\n'; printf '1]'; } >"$2"; }

# NAME CASE SAYS [FILE]: CASE made from the shipped FILE (default: the first labyrinth) and from its old-layout
# twin, through each command. SAYS is what each answer must say; with `at_limit` set, a file the limit lets pass,
# which no command may refuse for SAYS.
every_command() { # NAME CASE SAYS [FILE]
    local name=$1 make=$2 says=$3 file=${4:-denny_001_easy.json} old dir
    old=${file/_easy/_lv1}
    dir=$(case_dir)
    cp -R content/labyrinths "$dir/shipped"
    "$make" "content/labyrinths/$file" "$dir/shipped/$file"
    mkdir "$dir/stories"
    run_each "$name: validate" "$file" "$says" -- "$mazegen" validate "$dir/shipped"
    run_each "$name: preview" "$file" "$says" -- "$mazegen" preview "$dir/shipped" --output "$dir/preview.html"
    # Importing the shipped folder takes its own time (2 s in a debug build): a file at a limit may add the bound.
    [[ -z ${without_import:-} ]] && max_ms=$((${at_limit:+import_ms} + 2000)) run_each "$name: import" "$file" "$says" -- "$mazegen" import "$dir/shipped" --into "$dir/stories"
    if [[ -d $legacy_fixture ]]; then
        cp -R "$legacy_fixture" "$dir/legacy"
        "$make" "$legacy_fixture/$old" "$dir/legacy/$old"
        run_each "$name: migrate" "$old" "$says" -- "$mazegen" migrate "$dir/legacy"
    fi
}

run_each() { # NAME FILE SAYS -- COMMAND...
    if [[ -z ${at_limit:-} ]]; then
        check "$@"
        return
    fi
    local name=$1 says=$3 saved_check=${extra_check:-}
    shift 4
    not_refused() { ! grep -qF -- "$limit_says" "$work/all"; }
    limit_says=$says extra_check=not_refused extra_problem="refused at the limit ($says)"
    check_checked "$name" "$@"
    extra_check=$saved_check
}

# Like `check`, but any exit below 3 is an answer (a file at a limit may be accepted) and the file need not be named.
check_checked() { # NAME COMMAND...
    local name=$1 status ms kb problems
    shift
    measure "$@"
    if ! $extra_check; then problems+=" $extra_problem;"; fi
    report "$name"
}

[[ -d $legacy_fixture ]] || echo "skip  migrate cases: $legacy_fixture is not next to the checkout"

# What importing the shipped folder as it is takes, which a file at a limit only adds to.
dir=$(case_dir)
start=$(date +%s%N)
"$mazegen" import content/labyrinths --into "$dir" >/dev/null 2>&1
import_ms=$((($(date +%s%N) - start) / 1000000))

every_command "size +1" over_size limits.file_bytes
every_command "size 200 MB" huge_size limits.file_bytes
every_command "text 4 MB" long_text limits.text_length
every_command "segments 15,001" over_segments limits.segments
every_command "keys 100,000 repeated" repeated_keys limits.keys_per_object
every_command "shape: 1 MB array" big_array "found an array"
every_command "manifest size +1" over_size limits.file_bytes manifest.json
every_command "samples size +1" over_size limits.file_bytes difficulty_samples.json
at_limit=1
every_command "size at limit" at_size limits.file_bytes
every_command "manifest at limit" at_size limits.file_bytes manifest.json
every_command "text at limit" text_at_limit limits.text_length
# Not through import: it keeps a shipped drawing as YAML and reads it back through Yams' node tree, which at 15,000
# segments takes ~1.4 s over the plain import in release (~3 s in debug; linear: docs/PERFORMANCE.md), too near the
# bound on a busy machine.
without_import=1 every_command "segments at limit" at_segments limits.segments
every_command "keys at limit" keys_at_limit limits.keys_per_object
every_command "svg_path at limit, off canvas" off_canvas_path limits.text_length
at_limit=""

# A FIFO where a labyrinth should be, in preview and in an old-layout folder (migrate): named, never waited on.
dir=$(case_dir)
cp -R content/labyrinths "$dir/shipped"
rm "$dir/shipped/denny_001_easy.json"
mkfifo "$dir/shipped/denny_001_easy.json"
check "fifo: preview" denny_001_easy.json "named pipe" -- "$mazegen" preview "$dir/shipped" --output "$dir/preview.html"
if [[ -d $legacy_fixture ]]; then
    cp -R "$legacy_fixture" "$dir/legacy"
    rm "$dir/legacy/denny_001_lv1.json"
    mkfifo "$dir/legacy/denny_001_lv1.json"
    check "fifo: migrate" denny_001_lv1.json "not a regular file" -- "$mazegen" migrate "$dir/legacy"
fi

# Direction overrides and invisible format characters in the id: shown escaped, so a log cannot show a line's
# characters in another order than the file holds them.
dir=$(case_dir)
sed 's/"id": "denny_001_easy"/"id": "denny_001\\u202enosj.ysae\\u202c\\u2066\\u200b"/' "$base" >"$dir/denny_001_easy.json"
# grep reads code points only in a UTF-8 locale (elsewhere it stops with exit 2, which must not count as clean).
extra_check() {
    local status=0
    LC_ALL=C.UTF-8 grep -qP '[\x{200B}-\x{200F}\x{202A}-\x{202E}\x{2066}-\x{2069}]' "$work/all" || status=$?
    [ "$status" -eq 1 ]
}
extra_check=extra_check extra_problem="a raw direction or format character reached the output"
check "id: direction overrides" denny_001_easy.json labyrinth.id -- "$mazegen" validate "$dir"
check "id: direction overrides, github" denny_001_easy.json labyrinth.id -- "$mazegen" validate --format github "$dir"
extra_check=""

# --- The writers: generate over a folder holding what it may not replace or read ---------------------------------
# generate answers within the same bounds, exit 2, naming the file, with nothing written (the other files' bytes are
# compared); a file at the size limit is read and rewritten, not refused for its size.
written_elsewhere() { cmp -s "$dir/shipped/denny_004_easy.json" "$dir/denny_004_easy.before"; }
generate_case() { # NAME FILE SAYS: generate over $dir/shipped, whose FILE the caller made hostile
    extra_check=written_elsewhere extra_problem="wrote another file before refusing"
    check "$1" "$2" "$3" -- "$mazegen" generate "$dir/shipped"
    extra_check=""
}
generate_dir() {
    dir=$(case_dir)
    cp -R content/labyrinths "$dir/shipped"
    # A file generate would rewrite, so a run that wrote anything before refusing shows it.
    sed -i 's/"title": "/"title": "Old /' "$dir/shipped/denny_004_easy.json"
    cp "$dir/shipped/denny_004_easy.json" "$dir/denny_004_easy.before"
}
generate_dir
{ cat "$base"; echo "a line of text after the JSON"; } >"$dir/shipped/denny_001_easy.json"
generate_case "generate: text after the JSON" denny_001_easy.json "--replace-unreadable"
generate_dir
truncate -s 2G "$dir/shipped/denny_001_easy.json"
generate_case "generate: a 2 GB file" denny_001_easy.json "limits.file_bytes"
generate_dir
truncate -s 3G "$dir/outside.json"
rm "$dir/shipped/denny_001_easy.json"
ln -s "$dir/outside.json" "$dir/shipped/denny_001_easy.json"
generate_case "generate: a link to 3 GB outside" denny_001_easy.json "outside the folder"
generate_dir
story_setup_file $((limit + 1)) "$dir/shipped/denny_001_easy.json"
generate_case "generate: size limit + 1 byte" denny_001_easy.json "limits.file_bytes"
generate_dir
rm "$dir/shipped/denny_001_easy.json"
mkfifo "$dir/shipped/denny_001_easy.json"
generate_case "generate: a named pipe" denny_001_easy.json "named pipe"
generate_dir
story_setup_file "$limit" "$dir/shipped/denny_001_easy.json"
not_refused() { ! grep -qF -- "limits.file_bytes" "$work/all"; }
extra_check=not_refused extra_problem="refused at the limit"
check_checked "generate: exactly the size limit" "$mazegen" generate "$dir/shipped"
extra_check=""

# figure add with a hard link to a file outside planted at the library's temporary name: the file outside keeps its
# bytes (the temporary is created anew, never opened through the name there).
dir=$(case_dir)
mkdir -p "$dir/stories"
cp -R content/universe.yaml content/figures.yaml content/packs "$dir/stories/"
echo "precious" >"$dir/precious.txt"
ln "$dir/precious.txt" "$dir/stories/.mazegen-tmp-figures.yaml"
cat >"$dir/drop.svg" <<'SVG'
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 120"><path d="M 50 90 C 10 80 10 40 50 5 C 90 40 90 80 50 90 Z M 50 90 L 50 115 M 50 90 L 50 30"/></svg>
SVG
# (the figure is added: exit 0, so the library was written while the link was there).
outside_kept() { [[ $status == 0 && $(cat "$dir/precious.txt") == precious ]]; }
extra_check=outside_kept extra_problem="not added, or wrote through the hard link"
check_checked "figure add: hard link at its temporary" "$mazegen" figure add drop "$dir/drop.svg" --into "$dir/stories"
extra_check=""

# A title, a pack title and a file name holding a line break and a forged annotation: no line of any command's output
# begins with it (stats and preview included), and no raw escape byte reaches the output.
dir=$(case_dir)
cp -R content/labyrinths "$dir/shipped"
sed -i 's/"title": "/"title": "\\n::error file=forged::forged\\u001b[2J/' "$dir/shipped/denny_001_easy.json"
sed -i '0,/"title": "/s//"title": "\\n::error file=forged::pack/' "$dir/shipped/manifest.json"
cp "$dir/shipped/denny_002_easy.json" "$dir/shipped/denny_002_easy"$'\n'"::error file=forged::name.json"
no_forged_line() { ! grep -q '^::error file=forged' "$work/all" && ! grep -q $'\x1b' "$work/all"; }
extra_check=no_forged_line extra_problem="a line of output begins with a file's text"
check_checked "escaped: validate" "$mazegen" validate "$dir/shipped"
check_checked "escaped: stats --by-pack" "$mazegen" stats --by-pack "$dir/shipped"
check_checked "escaped: preview" "$mazegen" preview "$dir/shipped" --output "$dir/preview.html"
check_checked "escaped: import --dry-run" "$mazegen" import "$dir/shipped" --into "$dir/stories2" --dry-run
check_checked "escaped: generate" "$mazegen" generate "$dir/shipped"
extra_check=""
# --- figure add: hostile SVG drawings ----------------------------------------------------------------------------
# Each drawing is added to a copy of the shipped stories folder; past a limit it is refused naming the drawing and
# the limit, at the limit it is read (added, or refused for another reason). No line of the answer echoes a name
# whole (a 3 MB element name once made a 3 MB error line).
svg_ns='http://www.w3.org/2000/svg'
polyline='<polyline points="0,0 10,0 10,10"/>'
stories_copy() { mkdir -p "$1"; cp -R content/universe.yaml content/figures.yaml content/packs "$1/"; }
# COUNT groups inside each other, each declaring DECLARATIONS namespaces, around a polyline.
nested_svg() { # COUNT DECLARATIONS PATH
    {
        printf '<svg xmlns="%s">' "$svg_ns"
        seq 1 "$1" | awk -v n="$2" '{ printf "<g"; for (i = 0; i < n; i++) printf " xmlns:a%d_%d=\"u\"", $1, i; printf ">" }'
        printf '%s' "$polyline"
        yes '</g>' | head -n "$1" | tr -d '\n'
        printf '</svg>'
    } >"$3"
}
# A polyline with COUNT attributes.
attributes_svg() { # COUNT PATH
    { printf '<svg xmlns="%s"><polyline points="0,0 10,0 10,10"' "$svg_ns"; seq 2 "$1" | sed 's/.*/ data-&="x"/' | tr -d '\n'; printf '/></svg>'; } >"$2"
}
# An element whose name is BYTES bytes long, beside the polyline.
long_name_svg() { # BYTES PATH
    local name
    name=$(head -c "$1" /dev/zero | tr '\0' a)
    printf '<svg xmlns="%s"><%s/>%s</svg>' "$svg_ns" "$name" "$polyline" >"$2"
}
# A DOCTYPE declaring COUNT entities.
entities_svg() { # COUNT PATH
    { printf '<!DOCTYPE svg ['; seq 1 "$1" | sed 's/.*/<!ENTITY e& "&">/' | tr -d '\n'; printf ']><svg xmlns="%s">%s</svg>' "$svg_ns" "$polyline"; } >"$2"
}
# Ten <use>s of a group of ten, nine levels deep: a billion polylines if each were drawn.
use_bomb_svg() { # PATH
    {
        printf '<svg xmlns="%s"><defs><g id="l0">%s</g>' "$svg_ns" "$polyline"
        for level in 1 2 3 4 5 6 7 8 9; do
            printf '<g id="l%d">' "$level"
            yes "<use href=\"#l$((level - 1))\"/>" | head -n 10 | tr -d '\n'
            printf '</g>'
        done
        printf '</defs><use href="#l9"/></svg>'
    } >"$1"
}
# A path of arcs and curves filling BYTES bytes, each bending as far as the drawing is wide.
curves_svg() { # BYTES PATH
    local wave=' c0,100,100,100,100,0 a50,50,0,1,1,-100,0'
    { printf '<svg xmlns="%s"><path d="M0,0' "$svg_ns"; yes "$wave" | head -n $((($1 - 60) / ${#wave})) | tr -d '\n'; printf '"/></svg>'; } >"$2"
}
printf_svg_scaled() { printf '<svg xmlns="%s"><g transform="scale(1e154)"><path d="M 0 0 C 0 10 10 10 10 0 L 10 -5"/></g></svg>' "$svg_ns" >"$1"; }
# An SVG one byte over limits.file_bytes: a comment fills it.
svg_over_size() {
    local head="<svg xmlns=\"$svg_ns\">$polyline<!--" tail='--></svg>'
    { printf '%s' "$head"; head -c $((limit + 1 - ${#head} - ${#tail})) /dev/zero | tr '\0' a; printf '%s' "$tail"; } >"$1"
}
no_long_line() { ! awk 'length($0) > 1000 { found = 1 } END { exit !found }' "$work/all"; }

# NAME FILE-MAKER SAYS: the drawing refused (past a limit) or, with `at_limit`, read without that refusal.
figure_case() { # NAME SAYS MAKE...
    local name=$1 says=$2 dir
    shift 2
    dir=$(case_dir)
    stories_copy "$dir/stories"
    "$@" "$dir/drawing.svg"
    extra_check=no_long_line extra_problem="an output line over 1,000 characters"
    if [[ -z ${at_limit:-} ]]; then
        check "$name" drawing.svg "$says" -- "$mazegen" figure add hostile "$dir/drawing.svg" --into "$dir/stories"
    else
        not_refused() { no_long_line && ! grep -qF -- "$says" "$work/all"; }
        extra_check=not_refused extra_problem="refused at the limit ($says) or an output line over 1,000 characters"
        check_checked "$name" "$mazegen" figure add hostile "$dir/drawing.svg" --into "$dir/stories"
    fi
    extra_check=""
}

figure_case "svg: 10,000 nested namespaces" "elements inside each other" nested_svg 10000 1
figure_case "svg: 20,000 nested namespaces" "elements inside each other" nested_svg 20000 1
figure_case "svg: 201 attributes" "at most 200 attributes" attributes_svg 201
figure_case "svg: 3 MB element name" "name of at most 256 bytes" long_name_svg 3000000
figure_case "svg: 65 entities" "at most 64 entities" entities_svg 65
figure_case "svg: <use> of <use>s, 10^9" "elements drawn" use_bomb_svg
figure_case "svg: 4 MB of curves and arcs" "points" curves_svg 4000000
figure_case "svg: scale(1e154)" "coordinates within" printf_svg_scaled
figure_case "svg: size +1" "more than the limit" svg_over_size
at_limit=1
figure_case "svg: 256 deep, 200 namespaces each" "elements inside each other" nested_svg 254 200
figure_case "svg: 200 attributes" "attributes" attributes_svg 200
figure_case "svg: 256-byte element name" "name of at most" long_name_svg 256
figure_case "svg: 64 entities" "entities" entities_svg 64
at_limit=""

# --- audio/: what a clip's name may hold besides a clip ------------------------------------------------------------
# An empty clip, 1 MB of random bytes, a WAV renamed: an error of validate and the preview (never "made elsewhere"),
# never adopted by import. A FIFO, a directory, a link out to a device: named as what they are, never waited on, and
# narrate refuses before any clip is made (exit 2, audio/ as it was). A clip over the size limit (sparse): preview
# and stats read no more of it than the limit. An `audio` link out of a folder: import adopts nothing behind it.
audio_case() { # builds $dir/shipped with the committed clips, then runs the caller's edit on $dir/shipped/audio
    dir=$(case_dir)
    cp -R content/labyrinths "$dir/shipped"
    "$@" "$dir/shipped/audio"
}
clip=denny_001_instruction.mp3
empty_clip() { : >"$1/$clip"; }
random_clip() { head -c 1000000 /dev/urandom >"$1/$clip"; }
wav_clip() { { printf 'RIFF\x24\x00\x01\x00WAVEfmt '; head -c 65536 /dev/urandom; } >"$1/$clip"; }
fifo_clip() { rm "$1/$clip" && mkfifo "$1/$clip"; }
folder_clip() { rm "$1/$clip" && mkdir "$1/$clip"; }
device_clip() { rm "$1/$clip" && ln -s /dev/zero "$1/$clip"; }
sparse_clip() { truncate -s 1G "$1/$clip"; }
narration_yaml() { [[ ! -e $dir/stories/narration.yaml ]] || ! grep -qF "$clip" "$dir/stories/narration.yaml"; }
for edit in empty_clip random_clip wav_clip fifo_clip folder_clip device_clip; do
    audio_case "$edit"
    check "audio: $edit, validate" "$clip" audio.unplayable -- "$mazegen" validate "$dir/shipped"
    check "audio: $edit, preview" "$clip" audio.unplayable -- "$mazegen" preview "$dir/shipped" --output "$dir/p.html"
    extra_check=narration_yaml extra_problem="adopted the clip into narration.yaml"
    measure "$mazegen" import "$dir/shipped" --into "$dir/stories"
    ((status == 0)) || problems+=" exit $status;"
    narration_yaml || problems+=" $extra_problem;"
    report "audio: $edit, import"
    extra_check=""
done
for edit in fifo_clip folder_clip device_clip; do
    audio_case "$edit"
    ls -l "$dir/shipped/audio" >"$dir/before"
    unchanged() { ls -l "$dir/shipped/audio" | cmp -s - "$dir/before"; }
    extra_check=unchanged extra_problem="audio/ changed"
    check "audio: $edit, narrate" "$clip" "nothing was written to" -- "$mazegen" narrate "$dir/shipped" --force
    extra_check=""
done
audio_case sparse_clip
# Over the limit: a warning (audio.stale: cannot be read), so validate and the preview may exit 0; bounded is the case.
check "audio: 1 GB sparse clip, validate" "$clip" "more than the limit" -- "$mazegen" validate --strict "$dir/shipped"
measure "$mazegen" preview "$dir/shipped" --output "$dir/p.html"
report "audio: 1 GB sparse clip, preview"
measure "$mazegen" stats "$dir/shipped"
report "audio: 1 GB sparse clip, stats"
dir=$(case_dir)
cp -R content/labyrinths "$dir/shipped"
mkdir "$dir/elsewhere" && mv "$dir/shipped/audio/$clip" "$dir/elsewhere/" && rm -r "$dir/shipped/audio"
# The clip without its ID3 tag (its sync-safe size: 7 bits a byte): a clip made elsewhere, which import would adopt.
python3 -c '
import sys
d = open(sys.argv[1], "rb").read()
n = 10 + sum(b << (7 * (3 - i)) for i, b in enumerate(d[6:10])) if d[:3] == b"ID3" else 0
open(sys.argv[1], "wb").write(d[n:])' "$dir/elsewhere/$clip"
ln -s "$dir/elsewhere" "$dir/shipped/audio"
measure "$mazegen" import "$dir/shipped" --into "$dir/stories"
((status == 0)) || problems+=" exit $status;"
narration_yaml || problems+=" adopted a clip behind an audio link out of the folder;"
report "audio: link out, import"

echo "$passed passed, $failed failed"
((failed == 0))
