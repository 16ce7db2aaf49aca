#!/usr/bin/env bash
# The app team's quality check (scripts/app-team-check.py) as a gate on one folder. The organic finales are
# being rewritten (issue 25: figures as journeys, start and end apart), so for now their problems are printed
# as expected and do not fail the gate; every other file's problem does. Drop the exemption with that work.
# Usage: scripts/app-team-gate.sh FOLDER
set -euo pipefail
folder=${1:?usage: scripts/app-team-gate.sh FOLDER}
check="$(dirname "$0")/app-team-check.py"

set +e
result=$(python3 "$check" "$folder")
status=$?
set -e
if [ "$status" -gt 1 ]; then
    echo "$result"
    exit "$status"
fi

failing=0 expected=0
while IFS= read -r line; do
    file=${line%%: *}
    [ "$file" != "$line" ] && [ -f "$folder/$file" ] || continue
    if grep -q '"maze_type": *"organic"' "$folder/$file"; then
        echo "expected (organic, issue 25): $line"
        expected=$((expected + 1))
    else
        echo "$line"
        failing=$((failing + 1))
    fi
done <<<"$result"
echo "app team's check: $(tail -n 1 <<<"$result"); $failing failing, $expected expected on organic finales"
[ "$failing" -eq 0 ]
