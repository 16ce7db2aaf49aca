#!/usr/bin/env python3
"""The app team's quality check, as they would write it: their own rules for the files the app ships, in plain Python.

Usage: scripts/app-team-check.py FOLDER

Reads every labyrinth file of FOLDER (every .json but manifest.json, difficulty_samples.json and hidden files) with
json.load and prints one line per broken rule, `FILE: RULE_NAME: message`, then a line counting files
and problems. Exit 1 when there is any problem, 0 when none, 2 when FOLDER cannot be read.

It is kept plain on purpose: it is the yardstick mazegen's output is held to, and the benchmark's
reference for what a straightforward check of a folder costs.
"""

import json
import math
import os
import sys

CANVAS_WIDTH = 600
CANVAS_HEIGHT = 500

MIN_SEGMENTS = {"easy": 6, "medium": 12, "hard": 20}
# Half the team's item target (3 / 4 / 5), rounded down, at least 1.
MIN_ITEMS = {"easy": 1, "medium": 2, "hard": 2}
OBSTACLES = {"easy": 1, "medium": 3, "hard": 4}
MIN_START_END = 150
MIN_START_Y = 100
ITEM_EDGE = 10
OBSTACLE_START_DISTANCE = 140

NOT_LABYRINTHS = {"manifest.json", "difficulty_samples.json"}


def distance(a, b):
    return math.hypot(a["x"] - b["x"], a["y"] - b["y"])


def number(value):
    """A coordinate as the files write it: 300.0 and 300 both read 300."""
    return f"{value:g}" if isinstance(value, float) else str(value)


def point_text(point):
    return f"({number(point['x'])}, {number(point['y'])})"


def check(labyrinth, item_rule):
    """The problems of one labyrinth, as (RULE_NAME, message)."""
    problems = []
    level = labyrinth.get("difficulty")
    path = labyrinth["path_data"]
    start = path["start_point"]
    end = path["end_point"]
    width = path.get("canvas_width", CANVAS_WIDTH)
    height = path.get("canvas_height", CANVAS_HEIGHT)

    if level in MIN_SEGMENTS and len(path["segments"]) < MIN_SEGMENTS[level]:
        problems.append(("FEW_SEGMENTS",
                         f"{len(path['segments'])} segments, expected at least {MIN_SEGMENTS[level]} at {level}"))

    apart = distance(start, end)
    if apart < MIN_START_END:
        problems.append(("CLOSE_START_END",
                         f"start {point_text(start)} is {apart:.1f} from end {point_text(end)}, expected at least {MIN_START_END}"))

    if start["y"] <= MIN_START_Y:
        problems.append(("START_TOO_HIGH",
                         f"start y is {number(start['y'])}, expected more than {MIN_START_Y} (the top sits under the pull-down)"))

    if path.get("maze_type", "").startswith("corridor") and level in MIN_SEGMENTS:
        moves = path["svg_path"].count("M ")
        wanted = 2 * MIN_SEGMENTS[level]
        if moves < wanted:
            problems.append(("FEW_CORRIDOR_MOVES", f"svg_path has {moves} 'M ' moves, expected at least {wanted} at {level}"))

    if item_rule == "collect":
        items = path.get("items") or []
        if level in MIN_ITEMS and len(items) < MIN_ITEMS[level]:
            problems.append(("FEW_ITEMS", f"{len(items)} items, expected at least {MIN_ITEMS[level]} at {level}"))
        for index, item in enumerate(items):
            inside = (ITEM_EDGE <= item["x"] <= width - ITEM_EDGE) and (ITEM_EDGE <= item["y"] <= height - ITEM_EDGE)
            if not inside:
                problems.append(("ITEM_NEAR_EDGE",
                                 f"item {index} at {point_text(item)} is not {ITEM_EDGE} inside the {number(width)} x {number(height)} canvas"))

    if item_rule == "avoid":
        obstacles = path.get("avoid_items") or []
        if level in OBSTACLES and len(obstacles) != OBSTACLES[level]:
            problems.append(("FEW_OBSTACLES", f"{len(obstacles)} obstacles, expected {OBSTACLES[level]} at {level}"))
        for index, obstacle in enumerate(obstacles):
            near = distance(obstacle, start)
            if near < OBSTACLE_START_DISTANCE:
                problems.append(("OBSTACLE_NEAR_START",
                                 f"obstacle {index} at {point_text(obstacle)} is {near:.1f} from the start, expected at least {OBSTACLE_START_DISTANCE}"))
    return problems


def main():
    if len(sys.argv) != 2:
        print("usage: app-team-check.py FOLDER", file=sys.stderr)
        return 2
    folder = sys.argv[1]
    try:
        names = sorted(os.listdir(folder))
    except OSError as error:
        print(f"error: cannot read {folder}: {error.strerror}", file=sys.stderr)
        return 2
    files = 0
    count = 0
    for name in names:
        # Hidden files (a migration's journal, an editor's backup) are not labyrinths the app loads.
        if not name.endswith(".json") or name in NOT_LABYRINTHS or name.startswith("."):
            continue
        files += 1
        try:
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                labyrinth = json.load(f)
            problems = check(labyrinth, labyrinth.get("item_rule"))
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
            # A file the check cannot read is a problem of its own, never a silent pass.
            problems = [("UNREADABLE", f"{type(error).__name__}: {error}")]
        for rule, message in problems:
            print(f"{name}: {rule}: {message}")
            count += 1
    print(f"{files} files, {count} problems")
    return 1 if count else 0


if __name__ == "__main__":
    sys.exit(main())
