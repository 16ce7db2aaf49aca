#!/usr/bin/env bash
# Generates the catalogue with other seeds and checks each result with `validate --strict` and with the app
# team's own quality check (scripts/app-team-check.py): the levels' promises (and every avoid maze's clear route)
# must hold by construction, not by luck of the shipped seed.
# `validate --strict` judges an avoid story's turns and share on the route its solution_path shows (the shortest
# clear of the obstacles), so the sweep holds that route to the level too.
# Usage: scripts/seed-sweep.sh [SEEDS (default 10)] [MAZEGEN (default: the debug build)]
# SEEDS is a count N (seeds 1 to N) or a comma-separated list of seeds and ranges, e.g. 0,11-20.
set -euo pipefail
cd "$(dirname "$0")/.."
seeds=${1:-10}
mazegen=${2:-$(swift build --show-bin-path)/mazegen}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

list=()
if [[ $seeds =~ ^[0-9]+$ ]]; then
    for ((seed = 1; seed <= seeds; seed++)); do list+=("$seed"); done
else
    IFS=, read -ra parts <<<"$seeds"
    for part in "${parts[@]}"; do
        if [[ $part =~ ^([0-9]+)-([0-9]+)$ ]]; then
            for ((seed = BASH_REMATCH[1]; seed <= BASH_REMATCH[2]; seed++)); do list+=("$seed"); done
        elif [[ $part =~ ^[0-9]+$ ]]; then
            list+=("$part")
        else
            echo "seed-sweep: '$part' is no seed or range of seeds; expected a count, or a list like 0,11-20" >&2
            exit 2
        fi
    done
fi

failed=0
for seed in "${list[@]}"; do
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
