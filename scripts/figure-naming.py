#!/usr/bin/env python3
"""A naming test of the figures: do people told nothing name each figure, at each level, as what it is?

Takes the renders of scripts/figure-renders.py (one PNG per figure and level, and key.txt) and deals them to
viewers so that no viewer sees one figure twice: viewer v sees every figure once, figure i at level (i + v) mod
the number of levels, in an order of its own. So the levels are seen equally often, and a viewer cannot name a
coarse level from having seen the fine one. A figure rendered at fewer levels (no designer's drawing of it, say)
is dealt among the levels it has. Each viewer's pictures go to a folder of their own, named picture01.png,
picture02.png, ... with nothing else in it; the key stays outside those folders.

  deal RENDERS OUT --viewers N [--seed S]   makes OUT/viewer01 ... OUT/viewerNN and OUT.key
  score OUT.key ANSWERS --names NAMES       tallies, per figure and level, how many tries named it

ANSWERS has one line per try, `viewerNN pictureMM: what they said`. NAMES has one line per figure, `id: name,
other name, ...`: the answers that count as naming it, fixed before the answers are read (lowercase; an answer
counts when it is one of them, compared in lowercase with surrounding spaces, a leading article and a final full
stop dropped).
score prints a table, a last row with every figure's tries at each level together, and exits 1 when any figure
at any level is named in fewer than --bar (default 0.8) of its tries.
"""
import argparse
import collections
import os
import random
import re
import shutil
import sys


def deal(arguments):
    key_path = os.path.join(arguments.renders, "key.txt")
    renders = [line.split() for line in open(key_path, encoding="utf-8") if line.strip()]
    levels = []
    for _, _, level in renders:
        if level not in levels:
            levels.append(level)
    order = {"easy": 0, "medium": 1, "hard": 2}
    levels.sort(key=lambda level: order.get(level, len(order)))
    figures = sorted({figure for _, figure, _ in renders})
    where = {(figure, level): png for png, figure, level in renders}
    has = {figure: [level for level in levels if (figure, level) in where] for figure in figures}
    if os.path.exists(arguments.out):
        sys.exit(f"figure-naming: {arguments.out} is already there; choose a new folder")
    key = []
    for viewer in range(1, arguments.viewers + 1):
        picks = [(figure, has[figure][(index + viewer) % len(has[figure])]) for index, figure in enumerate(figures)]
        random.Random(arguments.seed * 1000 + viewer).shuffle(picks)
        folder = os.path.join(arguments.out, f"viewer{viewer:02d}")
        os.makedirs(folder)
        for number, (figure, level) in enumerate(picks, start=1):
            shutil.copy(os.path.join(arguments.renders, where[(figure, level)]),
                        os.path.join(folder, f"picture{number:02d}.png"))
            key.append(f"viewer{viewer:02d} picture{number:02d} {figure} {level}")
    open(arguments.out.rstrip("/") + ".key", "w", encoding="utf-8").write("\n".join(key) + "\n")
    print(f"{arguments.viewers} viewers, {len(figures)} pictures each, in {arguments.out}; key in "
          f"{arguments.out.rstrip('/')}.key")


def score(arguments):
    key = {}
    for line in open(arguments.key, encoding="utf-8"):
        if line.strip():
            viewer, picture, figure, level = line.split()
            key[(viewer, picture)] = (figure, level)
    names = {}
    for number, line in enumerate(open(arguments.names, encoding="utf-8"), start=1):
        if line.strip() and not line.startswith("#"):
            figure, _, said = line.partition(":")
            if not said:
                sys.exit(f"figure-naming: {arguments.names}:{number}: expected `id: name, other name`")
            names[figure.strip()] = {name.strip().lower() for name in said.split(",") if name.strip()}
    tally = collections.defaultdict(lambda: [0, 0])
    heard = collections.defaultdict(collections.Counter)
    for number, line in enumerate(open(arguments.answers, encoding="utf-8"), start=1):
        if not line.strip():
            continue
        parts = line.split(None, 2)
        if len(parts) < 3 or (parts[0], parts[1].rstrip(":")) not in key:
            sys.exit(f"figure-naming: {arguments.answers}:{number}: expected `viewerNN pictureMM: answer` "
                     f"of a picture in {arguments.key}")
        figure, level = key[(parts[0], parts[1].rstrip(":"))]
        if figure not in names:
            sys.exit(f"figure-naming: {arguments.names} has no line for `{figure}`")
        answer = parts[2].strip().rstrip(".").strip().lower()
        # "A seashell" names the shell as "seashell" does: viewers answer with an article as often as without.
        answer = re.sub(r"^(a|an|the)\s+", "", answer)
        tally[(figure, level)][1] += 1
        tally[(figure, level)][0] += answer in names[figure]
        heard[(figure, level)][answer] += 1
    levels = sorted({level for _, level in tally}, key=lambda level: {"easy": 0, "medium": 1, "hard": 2}.get(level, 3))
    short = False
    print("| figure | " + " | ".join(levels) + " | what was said |")
    print("| --- | " + " | ".join("---" for _ in levels) + " | --- |")
    for figure in sorted({figure for figure, _ in tally}):
        cells = []
        for level in levels:
            named, tries = tally[(figure, level)]
            short |= tries == 0 or named < arguments.bar * tries
            cells.append(f"{named}/{tries}")
        said = "; ".join(f"{word} ×{count}" for word, count in
                         sum((heard[(figure, level)] for level in levels), collections.Counter()).most_common())
        print(f"| {figure} | " + " | ".join(cells) + f" | {said} |")
    # The share of every try at a level, the measure a round is compared by.
    totals = []
    for level in levels:
        named = sum(tally[(figure, level)][0] for figure, at in tally if at == level)
        tries = sum(tally[(figure, level)][1] for figure, at in tally if at == level)
        totals.append(f"{named}/{tries} ({round(100 * named / tries)} %)" if tries else "0/0")
    print("| every figure | " + " | ".join(totals) + " | |")
    sys.exit(1 if short else 0)


parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
commands = parser.add_subparsers(dest="command", required=True)
dealing = commands.add_parser("deal")
dealing.add_argument("renders")
dealing.add_argument("out")
dealing.add_argument("--viewers", type=int, default=15)
dealing.add_argument("--seed", type=int, default=1)
scoring = commands.add_parser("score")
scoring.add_argument("key")
scoring.add_argument("answers")
scoring.add_argument("--names", required=True)
scoring.add_argument("--bar", type=float, default=0.8)
arguments = parser.parse_args()
deal(arguments) if arguments.command == "deal" else score(arguments)
