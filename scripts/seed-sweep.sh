#!/usr/bin/env bash
# Generates the catalogue with other seeds and checks each result with `validate --strict` and with the app
# team's own quality check (scripts/app-team-check.py): the levels' promises (and every avoid maze's clear route)
# must hold by construction, not by luck of the shipped seed.
# Usage: scripts/seed-sweep.sh [SEEDS (default 10)] [MAZEGEN (default: the debug build)]
set -euo pipefail
cd "$(dirname "$0")/.."
seeds=${1:-10}
mazegen=${2:-$(swift build --show-bin-path)/mazegen}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failed=0
for ((seed = 1; seed <= seeds; seed++)); do
    if ! "$mazegen" generate "$work/seed-$seed" --seed "$seed" >/dev/null 2>"$work/err"; then
        echo "seed $seed: generate failed: $(cat "$work/err")"
        failed=1
        continue
    fi
    if result=$("$mazegen" validate --strict "$work/seed-$seed"); then
        echo "seed $seed: $(tail -n 1 <<<"$result")"
    else
        echo "seed $seed:"; echo "$result"
        failed=1
    fi
    # The app team's check prints its problems and a count; it exits 1 on a problem and on a crash alike.
    if ! python3 scripts/app-team-check.py "$work/seed-$seed" | sed "s/^/seed $seed: /"; then
        failed=1
    fi
    rm -rf "$work/seed-$seed"
done
exit "$failed"
