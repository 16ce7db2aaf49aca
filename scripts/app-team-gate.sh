#!/usr/bin/env bash
# The app team's quality check (scripts/app-team-check.py) as a gate on one folder. The organic finales are
# being rewritten (issue 25: figures as journeys, start and end apart), so for now their CLOSE_START_END is
# printed as expected and does not fail the gate; every other problem does. Drop the exemption with that work.
# Usage: scripts/app-team-gate.sh FOLDER
set -euo pipefail
folder=${1:?usage: scripts/app-team-gate.sh FOLDER}
check="$(dirname "$0")/app-team-check.py"

set +e
result=$(python3 "$check" "$folder")
status=$?
set -e
# Only a count as the last line says the check ran to the end: a crash also exits 1, with no problem lines.
if [ "$status" -gt 1 ] || ! tail -n 1 <<<"$result" | grep -Eq '^[0-9]+ files, [0-9]+ problems$'; then
    echo "$result"
    echo "app team's check did not finish on $folder" >&2
    exit 2
fi

failing=0 expected=0
while IFS= read -r line; do
    file=${line%%: *}
    [ "$file" != "$line" ] && [ -f "$folder/$file" ] || continue
    if [[ $line == *": CLOSE_START_END: "* ]] && grep -q '"maze_type": *"organic"' "$folder/$file"; then
        echo "expected (organic, issue 25): $line"
        expected=$((expected + 1))
    else
        echo "$line"
        failing=$((failing + 1))
    fi
done <<<"$result"
echo "app team's check: $(tail -n 1 <<<"$result"); $failing failing, $expected expected on organic finales"
[ "$failing" -eq 0 ]
