#!/usr/bin/env bash
# The preview plays the clips, as a browser does: the page `mazegen preview` writes for the committed content is
# opened in headless Chromium with a small script added, which loads every <audio> of the page, plays it muted for a
# moment, and writes what happened into the page; the page as Chromium left it is then read. Every player must have
# loaded its clip (a duration over one second) and played without an error.
# Prints one line and `N passed, M failed`; exits 1 when a clip did not play, 2 when Chromium is missing.
# Usage: scripts/preview-audio-check.sh MAZEGEN [FOLDER] (default content/labyrinths)
set -euo pipefail
cd "$(dirname "$0")/.."
mazegen=$(realpath "${1:?usage: scripts/preview-audio-check.sh MAZEGEN [FOLDER]}")
folder=${2:-content/labyrinths}
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
    echo "preview-audio-check: Chromium is not installed (apt-get install chromium)" >&2
    exit 2
fi
# Beside the content folder, so the page reaches audio/ by the same relative URL as the preview itself.
page="$(dirname "$folder")/.mazegen-tmp-preview-audio-check.html"
profile=$(mktemp -d)
trap 'rm -rf "$profile" "$page"' EXIT
"$mazegen" preview "$folder" --output "$page" >/dev/null
cat >>"$page" <<'SCRIPT'
<script>
(async () => {
  const players = [...document.querySelectorAll("audio")];
  const results = await Promise.all(players.map(player => new Promise(resolve => {
    player.muted = true;
    const done = outcome => resolve(outcome + " " + player.getAttribute("src"));
    player.addEventListener("error", () => done("error"), { once: true });
    player.addEventListener("loadedmetadata", () => {
      if (!(player.duration > 1)) return done("short");
      player.play().then(() => setTimeout(() => { player.pause(); done("played"); }, 200), () => done("refused"));
    }, { once: true });
    player.preload = "auto";
    player.load();
  })));
  const report = document.createElement("pre");
  report.id = "audio-check";
  report.textContent = results.join("\n");
  document.body.append(report);
})();
</script>
SCRIPT
dom=$("$browser" --headless=new --no-sandbox --disable-gpu --user-data-dir="$profile" \
    --autoplay-policy=no-user-gesture-required --allow-file-access-from-files --virtual-time-budget=30000 \
    --dump-dom "file://$(realpath "$page")" 2>/dev/null)
report=$(printf '%s\n' "$dom" | sed -n '/<pre id="audio-check">/,/<\/pre>/p' | sed 's/<[^>]*>//g' | sed '/^$/d')
players=$(printf '%s\n' "$dom" | grep -c '<audio ' || true)
played=$(printf '%s\n' "$report" | grep -c '^played ' || true)
failed=$((players - played))
printf '%s\n' "$report" | grep -v '^played ' | sed 's/^/FAIL  /' || true
echo "preview-audio-check: $played of $players players loaded and played their clips"
echo "$played passed, $failed failed"
((players > 0 && failed == 0))
