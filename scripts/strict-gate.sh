#!/usr/bin/env bash
# `validate --strict` as a gate on one folder, with one exemption while the organic finales are rewritten
# (issue 25: figures as journeys, start and end apart): `labyrinth.startNearEnd` on an organic file is printed as
# expected and does not fail the gate. Every other finding does. Drop the exemption with that work.
# Usage: scripts/strict-gate.sh MAZEGEN FOLDER
set -euo pipefail
mazegen=${1:?usage: scripts/strict-gate.sh MAZEGEN FOLDER}
folder=${2:?usage: scripts/strict-gate.sh MAZEGEN FOLDER}

report=$(mktemp)
trap 'rm -f "$report"' EXIT
set +e
"$mazegen" validate --strict --format json "$folder" >"$report"
status=$?
set -e
if [ "$status" -gt 1 ]; then
    cat "$report"
    exit "$status"
fi

python3 - "$folder" "$report" <<'PY'
import json, os, sys
folder = sys.argv[1]
with open(sys.argv[2], encoding="utf-8") as f:
    report = json.load(f)

def is_organic(name):
    try:
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            return json.load(f)["path_data"]["maze_type"] == "organic"
    except (OSError, ValueError, KeyError, TypeError):
        return False

failing = expected = 0
for finding in report["findings"]:
    line = f"{finding['file']}: {finding['rule']}: {finding['message']}"
    if finding["rule"] == "labyrinth.startNearEnd" and is_organic(finding["file"]):
        print(f"expected (organic, issue 25): {line}")
        expected += 1
    else:
        print(line)
        failing += 1
print(f"validate --strict: {report['summary']['files_checked']} files checked, {failing} failing, {expected} expected on organic finales")
sys.exit(1 if failing else 0)
PY
