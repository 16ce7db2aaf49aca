#!/usr/bin/env python3
"""How fast the studio answers a drop: the rulebook's findings for a hard avoid maze with one obstacle moved, timed
through its HTTP route (/api/level with the edit), as the page asks while dragging. The target is 100 ms.

Starts `mazegen studio --no-open` on the repository's config (it only reads: no save is sent), picks the avoid story
whose hard level has the most passages, moves its first obstacle to the middle of a different passage each round,
and prints the median, 95th percentile and largest time. Not a test: the numbers depend on the machine and are
printed; the exit is 1 only when the studio does not answer or the median misses the target.

Usage: scripts/studio-bench.py [--binary PATH] [--rounds N] [--config FILE]
"""
import argparse
import http.client
import json
import os
import signal
import statistics
import subprocess
import sys
import time
import urllib.parse

TARGET_MS = 100.0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=".build/debug/mazegen", help="the mazegen binary (default: the debug build)")
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--config", default="config.yaml")
    args = parser.parse_args()
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

    studio = subprocess.Popen(
        [args.binary, "studio", "--no-open", "--config", args.config],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        address = studio.stdout.readline().strip()
        if not address.startswith("http://127.0.0.1:"):
            print(f"error: the studio printed no address ({address!r})", file=sys.stderr)
            return 1
        parts = urllib.parse.urlsplit(address)
        token = urllib.parse.parse_qs(parts.query)["token"][0]
        port = parts.port
        headers = {
            "Host": f"127.0.0.1:{port}", "Cookie": f"mazegen_studio={token}",
            "Origin": f"http://127.0.0.1:{port}", "Content-Type": "application/json",
        }
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

        def call(method, path, body=None):
            connection.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
            response = connection.getresponse()
            data = response.read()
            if response.status != 200:
                raise RuntimeError(f"{path}: {response.status} {data[:200]!r}")
            return json.loads(data)

        catalogue = call("GET", "/api/catalogue")
        hard = [level["labyrinth_id"] for pack in catalogue["packs"] for story in pack["stories"]
                if "avoid" in story["kind"] for level in story["levels"] if level["level"] == "hard"]
        if not hard:
            print("error: the catalogue has no avoid story", file=sys.stderr)
            return 1
        levels = {labyrinth: call("POST", "/api/level", {"labyrinth_id": labyrinth}) for labyrinth in hard}
        chosen = max(levels, key=lambda name: len(levels[name]["centre_lines"]))
        level = levels[chosen]
        lines = level["centre_lines"]
        obstacles = level["obstacles"]
        times = []
        for round_ in range(args.rounds):
            start, end = lines[(round_ * 7) % len(lines)]
            moved = [list(point) for point in obstacles]
            moved[0] = [round((start[0] + end[0]) / 2), round((start[1] + end[1]) / 2)]
            began = time.perf_counter()
            reply = call("POST", "/api/level", {"labyrinth_id": chosen, "edit": {"obstacles": moved}})
            times.append((time.perf_counter() - began) * 1000)
            assert "findings" in reply
        times.sort()
        median = statistics.median(times)
        p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
        print(f"findings after a drop on {chosen} ({len(lines)} passages, {len(obstacles)} obstacles), "
              f"{args.rounds} drops: median {median:.1f} ms, p95 {p95:.1f} ms, max {times[-1]:.1f} ms "
              f"(target {TARGET_MS:.0f} ms)")
        return 0 if median <= TARGET_MS else 1
    finally:
        studio.send_signal(signal.SIGINT)
        try:
            studio.wait(timeout=10)
        except subprocess.TimeoutExpired:
            studio.kill()
            studio.wait()


if __name__ == "__main__":
    sys.exit(main())
