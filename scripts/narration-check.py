#!/usr/bin/env python3
"""Measures every clip in a content folder's audio/ the way a listener would get it: decoded by ffmpeg (a
well-kept implementation, independent of mazegen's own), and judged against config.yaml's narration settings:
  - the app's format: MP3 (MPEG-1 layer III), 44.1 kHz, mono, 128 kbit/s;
  - integrated loudness (EBU R128) within 1 LU of narration.loudness_lufs, true peak at or below peak_dbfs;
  - at most edge_silence_seconds of silence before and after the speech (below -50 dBFS for 0.05 s or longer);
  - the pace, words of the text the clip records over its speech time, within 15 % of words_per_minute.
Prints one line a clip and `N passed, M failed`; exits 1 when any clip failed.
Usage: scripts/narration-check.py [FOLDER] (default content/labyrinths). Needs ffmpeg and ffprobe."""
import json, os, re, subprocess, sys

folder = sys.argv[1] if len(sys.argv) > 1 else "content/labyrinths"
os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

# The defaults of config.yaml's narration section (scripts read the committed file, not a YAML library).
config = open("config.yaml", encoding="utf-8").read().split("\nnarration:", 1)[1]
def setting(key):
    return float(re.search(r"^\s+%s:\s*(-?[0-9.]+)" % key, config, re.M).group(1))
target, ceiling, edge, pace = (
    setting("loudness_lufs"), setting("peak_dbfs"), setting("edge_silence_seconds"), setting("words_per_minute"))

def probe(path):
    out = subprocess.run(
        ["ffprobe", "-v", "error", "-print_format", "json", "-show_streams", "-show_format", path],
        capture_output=True, text=True, check=True).stdout
    return json.loads(out)

def loudness(path):
    err = subprocess.run(
        ["ffmpeg", "-hide_banner", "-nostats", "-i", path, "-af", "ebur128=peak=true", "-f", "null", "-"],
        capture_output=True, text=True).stderr
    summary = err[err.rindex("Summary:"):]
    return (float(re.search(r"I:\s+(-?[0-9.]+) LUFS", summary).group(1)),
            float(re.search(r"Peak:\s+(-?[0-9.inf]+) dBFS", summary).group(1)))

def silences(path, duration):
    err = subprocess.run(
        ["ffmpeg", "-hide_banner", "-nostats", "-i", path, "-af", "silencedetect=n=-50dB:d=0.05", "-f", "null", "-"],
        capture_output=True, text=True).stderr
    starts = [float(x) for x in re.findall(r"silence_start: (-?[0-9.]+)", err)]
    ends = [float(x) for x in re.findall(r"silence_end: (-?[0-9.]+)", err)]
    leading = ends[0] if starts and starts[0] <= 0.01 and ends else 0.0
    trailing = duration - starts[-1] if starts and (len(ends) < len(starts) or ends[-1] >= duration - 0.01) else 0.0
    return leading, trailing

audio = os.path.join(folder, "audio")
clips = sorted(name for name in os.listdir(audio) if name.endswith(".mp3")) if os.path.isdir(audio) else []
passed = failed = 0
for name in clips:
    path = os.path.join(audio, name)
    info = probe(path)
    stream = info["streams"][0]
    problems = []
    if (stream.get("codec_name"), int(stream.get("sample_rate", 0)), stream.get("channels"),
            int(stream.get("bit_rate", 0))) != ("mp3", 44100, 1, 128000):
        problems.append("format %s %s Hz %s ch %s bit/s" % (
            stream.get("codec_name"), stream.get("sample_rate"), stream.get("channels"), stream.get("bit_rate")))
    duration = float(info["format"]["duration"])
    integrated, peak = loudness(path)
    if abs(integrated - target) > 1:
        problems.append("loudness %.1f LUFS (want %.1f ± 1)" % (integrated, target))
    if peak > ceiling:
        problems.append("true peak %.1f dBFS (want <= %.1f)" % (peak, ceiling))
    leading, trailing = silences(path, duration)
    # The encoder adds its delay (about 0.03 s) before the first sample; a hundredth more is the measure's grain.
    if leading > edge + 0.05 or trailing > edge + 0.05:
        problems.append("silence %.2f s before, %.2f s after (want <= %.2f)" % (leading, trailing, edge))
    text = info["format"].get("tags", {}).get("mazegen narration text", "")
    words = len(re.findall(r"[\w']+", text))
    speech = duration - leading - trailing
    wpm = words * 60 / speech if speech > 0 else 0
    if not text:
        problems.append("records no text")
    elif abs(wpm - pace) > 0.15 * pace:
        problems.append("pace %.0f words a minute (want %.0f ± 15 %%)" % (wpm, pace))
    if problems:
        failed += 1
        print("FAIL  %-32s %s" % (name, "; ".join(problems)))
    else:
        passed += 1
        print("pass  %-32s %5.2f s  %5.1f LUFS  peak %5.1f  silence %.2f/%.2f s  %3.0f wpm" % (
            name, duration, integrated, peak, leading, trailing, wpm))
if not clips:
    print("no clip in %s" % audio)
print("%d passed, %d failed" % (passed, failed))
sys.exit(1 if failed or not clips else 0)
