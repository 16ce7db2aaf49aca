#!/usr/bin/env python3
"""A speech engine for the tests: for each word of the text, a short tone whose pitch follows the word, with a
pause after it and half a second of silence around the whole, as a 22.05 kHz 16-bit mono WAV. Fast and the same
every time. A text holding FAIL makes it fail, one holding HANG makes it hang (for the time limit); one holding SLOW
writes its process id into the folder of its third argument and sleeps (to be stopped)."""
import math, os, struct, sys, time, wave

text_path, wav_path = sys.argv[1], sys.argv[2]
text = open(text_path, encoding="utf-8").read()
if "SLOW" in text:
    with open(os.path.join(sys.argv[3], "engine-%d.pid" % os.getpid()), "w") as mark:
        mark.write(str(os.getpid()))
    time.sleep(60)
if "FAIL" in text:
    print("the fake engine refuses this text", file=sys.stderr)
    sys.exit(3)
if "HANG" in text:
    time.sleep(600)
rate = 22050
samples = [0] * (rate // 2)
for word in text.split():
    pitch = 180 + sum(map(ord, word)) % 120
    for n in range(int(rate * 0.28)):
        envelope = min(1.0, n / 200, (int(rate * 0.28) - n) / 200)
        samples.append(int(9000 * envelope * math.sin(2 * math.pi * pitch * n / rate)))
    samples += [0] * int(rate * 0.12)
samples += [0] * (rate // 2)
with wave.open(wav_path, "wb") as out:
    out.setnchannels(1)
    out.setsampwidth(2)
    out.setframerate(rate)
    out.writeframes(struct.pack("<%dh" % len(samples), *samples))
