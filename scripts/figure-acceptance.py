#!/usr/bin/env python3
"""How many drawings of a folder become figures an organic story draws at every level: for each SVG, `mazegen figure
add` into a scratch copy of the config and the stories folder (timed), then one organic story pointed at the figure,
`mazegen generate --only` of its levels, `mazegen validate --strict` and the app team's check
(scripts/app-team-check.py) of what it wrote. A drawing passes when all four do; a refused one must exit 2 with a
reason. One line a drawing on stdout, then the count; the scratch copies are removed.

Usage: scripts/figure-acceptance.py SVG_DIR [--mazegen PATH] [--outlines] [--keep LIBRARY.yaml]
  --mazegen  the mazegen to measure (default: the debug build, .build/debug/mazegen)
  --outlines each drawing's strokes first exported as filled outlines, as a drawing program's "outline stroke" does
             (needs picosvg from PyPI: pip install picosvg)
  --keep     also write a figures.yaml holding every accepted figure (for scripts/figure-renders.py --library)
Exit 0 when every drawing either passes or is refused with exit 2 and a reason, 1 when one crashed, hung, or was
accepted and then failed a check.
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
parser.add_argument("folder")
parser.add_argument("--mazegen", default=os.path.join(root, ".build", "debug", "mazegen"))
parser.add_argument("--outlines", action="store_true")
parser.add_argument("--keep")
arguments = parser.parse_args()
mazegen = os.path.abspath(arguments.mazegen)
STORY = "40"  # the forest's finale, an organic story that draws the leaf
PACK = os.path.join("packs", "forest_friends.yaml")
TIMEOUT = 60


def outlined(source, target):
    from picosvg.svg import SVG

    with open(target, "w") as file:
        file.write(SVG.parse(source).topicosvg().tostring())


def run(command, cwd):
    started = time.monotonic()
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=TIMEOUT)
        return done.returncode, done.stdout, done.stderr, time.monotonic() - started
    except subprocess.TimeoutExpired:
        return None, "", f"no answer in {TIMEOUT} s", time.monotonic() - started


def identifier(path):
    name = re.sub(r"[^a-z0-9]+", "_", os.path.splitext(os.path.basename(path))[0].lower()).strip("_")
    # Prefixed, so a drawing named like a figure of the library (a leaf, a fish) is not refused for its name.
    return "drawn_" + name


drawings = sorted(glob.glob(os.path.join(arguments.folder, "*.svg")))
if not drawings:
    sys.exit(f"figure-acceptance: no .svg in {arguments.folder}")
passed, refused, broken, slowest = 0, 0, 0, (0.0, "")
kept_figures = []
for drawing in drawings:
    name = identifier(drawing)
    scratch = tempfile.mkdtemp(prefix="figure-acceptance-")
    try:
        shutil.copy(os.path.join(root, "config.yaml"), scratch)
        shutil.copytree(
            os.path.join(root, "content"), os.path.join(scratch, "content"), ignore=shutil.ignore_patterns("labyrinths")
        )
        svg = os.path.join(scratch, name + ".svg")
        if arguments.outlines:
            outlined(drawing, svg)
        else:
            shutil.copy(drawing, svg)
        status, out, err, seconds = run([mazegen, "figure", "add", name, svg, "--config", "config.yaml"], scratch)
        if seconds > slowest[0]:
            slowest = (seconds, name)
        if status == 2 and err.strip():
            refused += 1
            lines = [line.strip() for line in err.splitlines() if line.strip() and "nothing written" not in line]
            reason = (lines[0] if lines else err.strip())[:200]
            print(f"{name}: refused ({seconds:.2f} s): {reason}")
            continue
        if status != 0:
            broken += 1
            print(f"{name}: BROKEN figure add exit {status} ({seconds:.2f} s): {err.strip()[:300]}")
            continue
        pack = os.path.join(scratch, "content", PACK)
        with open(pack) as file:
            stories = file.read()
        with open(pack, "w") as file:
            file.write(stories.replace("    figure: leaf\n", f"    figure: {name}\n"))
        # The shipped folder as it stands, the one story written again: validate then judges a whole folder.
        out_dir = os.path.join(scratch, "out")
        shutil.copytree(os.path.join(root, "content", "labyrinths"), out_dir)
        steps = [
            ("generate", [mazegen, "generate", out_dir, "--config", "config.yaml", "--only", STORY]),
            ("validate --strict", [mazegen, "validate", out_dir, "--strict", "--config", "config.yaml"]),
            ("app team's check", [sys.executable, os.path.join(root, "scripts", "app-team-check.py"), out_dir]),
        ]
        failed = None
        for step, command in steps:
            code, step_out, step_err, _ = run(command, scratch)
            if code != 0:
                lines = [line for line in (step_out + step_err).splitlines() if "warning" in line or "error" in line]
                failed = f"{step} exit {code}: {' | '.join(lines[:3]) or (step_out + step_err).strip()[-300:]}"
                break
        if failed:
            broken += 1
            print(f"{name}: FAILED after figure add ({seconds:.2f} s): {failed}")
            continue
        passed += 1
        kept = re.search(r"\((\d+) % kept\)", out)
        outlines = re.findall(r"^\s*(\w+) draws its outline", out, re.MULTILINE)
        print(
            f"{name}: passes ({seconds:.2f} s){' ' + kept.group(0) if kept else ''}"
            + (f" outline at {', '.join(outlines)}" if outlines else "")
        )
        if arguments.keep:
            with open(os.path.join(scratch, "content", "figures.yaml")) as file:
                library = file.read()
            start = library.find(f"\n  - id: {name}\n")
            if start >= 0:
                kept_figures.append(library[start + 1 :].rstrip("\n") + "\n")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

if arguments.keep:
    with open(arguments.keep, "w") as file:
        file.write("figures:\n" + "".join(kept_figures))
print(
    f"{passed} of {len(drawings)} pass, {refused} refused with a reason, {broken} broken; "
    f"slowest figure add {slowest[0]:.2f} s ({slowest[1]})"
)
sys.exit(1 if broken else 0)
