#!/usr/bin/env python3
"""Draws every figure of the library at every level as the app draws its organic path, one PNG each, for people to
name without being told (is the picture what the figure says it is?).

Each figure is drawn by mazegen itself: in a scratch copy of the config and the stories folder, one organic story
is pointed at the figure and `mazegen generate --only` writes that story's levels. Each PNG then shows only what the
app draws of such a file: the `svg_path` as one stroke `width` wide with round ends and joins, on a plain light
background; no start or end marker, no items, no title. The PNGs are named r01.png, r02.png, ... in a shuffled
order, so a name does not tell the figure; key.txt says which is which.

Usage: scripts/figure-renders.py OUT_DIR [--mazegen PATH] [--seed N] [--library FIGURES.yaml] [--drawings DIR]
                                 [--sheet PNG]
  --mazegen  the mazegen to draw with (default: the debug build, .build/debug/mazegen)
  --seed     the shuffle of the names (default 1); the same seed gives the same names
  --library  draw the figures of this figures.yaml instead of the repository's (say, one that `figure add` grew in
             a scratch copy: the figures a level draws as its pen can)
  --drawings also the designer's own drawing of each figure that has one here (DIR/ID.svg), as one more "level"
             named drawing: the SVG as it stands, in the same colours and about the size the paths are drawn. Dealt
             to viewers with the levels, it says how often people name the drawing itself, so a level's misses can
             be told apart from the drawing's own (a key icon most people call something else at every level)
  --sheet    also one PNG of them all for people who are told: a row per figure, a column per level, named
Needs Python 3 and Chromium (Debian: apt-get install chromium), which turns each drawing into a PNG.
"""
import argparse
import glob
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

STROKE = "#2b3a55"
BACKGROUND = "#faf6ec"

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
parser.add_argument("out")
parser.add_argument("--mazegen", default=os.path.join(root, ".build", "debug", "mazegen"))
parser.add_argument("--seed", type=int, default=1)
parser.add_argument("--sheet")
parser.add_argument("--library")
parser.add_argument("--drawings")
arguments = parser.parse_args()

chromium = shutil.which("chromium") or shutil.which("chromium-browser")
if not chromium:
    sys.exit("figure-renders: chromium not found; install it (Debian: apt-get install chromium)")
if not os.access(arguments.mazegen, os.X_OK):
    sys.exit(f"figure-renders: {arguments.mazegen} is not an executable mazegen; run `swift build` or pass --mazegen")

config = open(os.path.join(root, "config.yaml"), encoding="utf-8").read()
stories_folder = re.search(r"^stories_folder:\s*(\S+)", config, re.M).group(1)
content_folder = re.search(r"^content_folder:\s*(\S+)", config, re.M).group(1)
levels = re.findall(r"^  - name:\s*(\S+)", config.split("\nlevels:", 1)[1].split("\n\n", 1)[0], re.M)
library = arguments.library or os.path.join(root, stories_folder, "figures.yaml")
figures = re.findall(r"^  - id:\s*(\S+)", open(library, encoding="utf-8").read(), re.M)

# The first organic story of the packs: its `figure:` line is the one pointed at each figure in turn.
pack, number = None, None
for path in sorted(glob.glob(os.path.join(root, stories_folder, "packs", "*.yaml"))):
    text = open(path, encoding="utf-8").read()
    for story in re.split(r"\n(?=  - number:)", text):
        found = re.match(r"  - number:\s*(\d+)", story)
        if found and re.search(r"^    style:\s*organic\s*$", story, re.M):
            pack, number = os.path.relpath(path, os.path.join(root, stories_folder)), int(found.group(1))
            break
    if number is not None:
        break
if number is None:
    sys.exit(f"figure-renders: no organic story in {stories_folder}/packs/*.yaml to draw the figures with")

scratch = tempfile.mkdtemp(prefix="figure-renders-")
try:
    shutil.copy(os.path.join(root, "config.yaml"), scratch)
    # The clips are not needed to draw a path.
    shutil.copytree(os.path.join(root, stories_folder), os.path.join(scratch, stories_folder),
                    ignore=lambda folder, names: ["audio"] if os.path.basename(folder) == "labyrinths" else [])
    shutil.copy(library, os.path.join(scratch, stories_folder, "figures.yaml"))
    pack_path = os.path.join(scratch, stories_folder, pack)
    original = open(pack_path, encoding="utf-8").read()
    drawings = []
    for figure in figures:
        def pointed(story):
            if re.match(r"  - number:\s*%d\b" % number, story):
                return re.sub(r"^(    figure:\s*)\S+", lambda m: m.group(1) + figure, story, count=1, flags=re.M)
            return story
        open(pack_path, "w", encoding="utf-8").write("\n".join(pointed(s) for s in re.split(r"\n(?=  - number:)", original)))
        run = subprocess.run([arguments.mazegen, "generate", "--config", os.path.join(scratch, "config.yaml"),
                              "--only", str(number)], capture_output=True, text=True, timeout=600)
        if run.returncode != 0:
            sys.exit(f"figure-renders: mazegen could not draw figure `{figure}`:\n{run.stderr.strip()}")
        for level in levels:
            name = next(n for n in os.listdir(os.path.join(scratch, content_folder))
                        if re.fullmatch(r"[a-z0-9]+_0*%d_%s\.json" % (number, level), n))
            path_data = json.load(open(os.path.join(scratch, content_folder, name), encoding="utf-8"))["path_data"]
            drawings.append((figure, level, path_data))

    if arguments.drawings:
        for figure in figures:
            svg = os.path.join(arguments.drawings, figure + ".svg")
            if os.path.exists(svg):
                drawings.append((figure, "drawing", svg))
        if not any(level == "drawing" for _, level, _ in drawings):
            sys.exit(f"figure-renders: {arguments.drawings} has no ID.svg for any figure of {library}")
        levels.append("drawing")

    os.makedirs(arguments.out, exist_ok=True)
    order = list(range(len(drawings)))
    random.Random(arguments.seed).shuffle(order)
    key = []
    for position, index in enumerate(order, start=1):
        figure, level, path_data = drawings[index]
        page = os.path.join(scratch, f"r{position:02d}.html")
        if level == "drawing":
            # The SVG inline, its currentColor the paths' colour, fitted into a square about as tall as a path is drawn.
            width, height = 600, 500
            svg = re.sub(r"<\?xml[^>]*\?>", "", open(path_data, encoding="utf-8").read())
            svg = re.sub(r"<svg\b", '<svg style="width:460px;height:460px"', svg, count=1)
            open(page, "w", encoding="utf-8").write(
                f'<html><body style="margin:0;width:{width}px;height:{height}px;background:{BACKGROUND};'
                f'color:{STROKE};display:flex;align-items:center;justify-content:center">{svg}</body></html>')
        else:
            width, height = path_data.get("canvas_width", 600), path_data.get("canvas_height", 500)
            path = path_data["svg_path"].replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
            open(page, "w", encoding="utf-8").write(
                f'<html><body style="margin:0"><svg xmlns="http://www.w3.org/2000/svg" width="{width}" '
                f'height="{height}" viewBox="0 0 {width} {height}"><rect width="{width}" height="{height}" '
                f'fill="{BACKGROUND}"/><path d="{path}" fill="none" stroke="{STROKE}" '
                f'stroke-width="{path_data["width"]}" stroke-linecap="round" stroke-linejoin="round"/></svg>'
                f'</body></html>')
        png = os.path.abspath(os.path.join(arguments.out, f"r{position:02d}.png"))
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        f"--screenshot={png}", f"--window-size={width},{height}", "file://" + page],
                       capture_output=True, check=True, timeout=120)
        if not os.path.exists(png):
            sys.exit(f"figure-renders: chromium wrote no {png}")
        key.append(f"r{position:02d}.png {figure} {level}")
    open(os.path.join(arguments.out, "key.txt"), "w", encoding="utf-8").write("\n".join(key) + "\n")
    if arguments.sheet:
        # A third of the canvas a drawing: the stroke stays as thick, against the picture, as the app draws it.
        cell = 200
        rows = []
        for figure in figures:
            by_level = {drawings[i][1]: f"r{p:02d}.png" for p, i in enumerate(order, 1) if drawings[i][0] == figure}
            cells = "".join(f'<td><img src="file://{os.path.abspath(os.path.join(arguments.out, by_level[level]))}" '
                            f'width="{cell}"></td>' if level in by_level else "<td></td>" for level in levels)
            rows.append(f"<tr><th>{figure}</th>{cells}</tr>")
        head = "".join(f"<th>{level}</th>" for level in levels)
        sheet_page = os.path.join(scratch, "sheet.html")
        open(sheet_page, "w", encoding="utf-8").write(
            f'<html><body style="margin:0;font:16px sans-serif;background:#fff"><table cellspacing="6">'
            f'<tr><th></th>{head}</tr>{"".join(rows)}</table></body></html>')
        sheet_width = 120 + (cell + 6) * len(levels)
        sheet_height = 40 + (cell * 5 // 6 + 8) * len(figures)
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--allow-file-access-from-files", f"--screenshot={os.path.abspath(arguments.sheet)}",
                        f"--window-size={sheet_width},{sheet_height}", "file://" + sheet_page],
                       capture_output=True, check=True)
    print(f"{len(key)} renders ({len(figures)} figures, {len(levels)} levels) in {arguments.out}; key in key.txt")
finally:
    shutil.rmtree(scratch, ignore_errors=True)
