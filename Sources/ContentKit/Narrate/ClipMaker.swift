import ContentCatalogue
import ContentFormat
import ContentRead
import ContentSupport
import SoundKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why one clip could not be made: named with its clip, so the others are still made and the run ends with exit 1.
package struct ClipMakingError: Error, Sendable, Equatable, CustomStringConvertible {
    package var clip: String
    package var reason: String
    /// Not made because a stop was asked for (Ctrl-C) while a program ran: the run stops, it did not fail.
    package var stopped = false

    package init(clip: String, reason: String, stopped: Bool = false) {
        self.clip = clip
        self.reason = reason
        self.stopped = stopped
    }

    package var description: String { "audio/\(clip) not made: \(reason)" }
}

/// One clip made: its bytes as they go in `audio/`, and what it measures.
package struct MadeClip: Sendable, Equatable {
    package var clip: String
    package var bytes: [UInt8]
    package var seconds: Double
    package var wordsPerMinute: Double?
    package var loudnessLUFS: Double?
    package var truePeakDBFS: Double
}

/// The programs a clip is made with, found on PATH before anything is made.
package struct NarrationTools: Sendable {
    package var engine: [String]
    package var sox: String
    package var lame: String

    /// The tools `narration` names, or why one is missing: the package to install and the key to change.
    package static func locate(for narration: NarrationConfig) throws(NarrationError) -> NarrationTools {
        guard let program = narration.engine.first, ExternalProgram.locate(program) != nil else {
            throw .toolMissing(
                program: narration.engine.first ?? "", install: narration.enginePackage,
                key: "narration.engine in config.yaml names another engine")
        }
        guard let sox = ExternalProgram.locate("sox") else {
            throw .toolMissing(program: "sox", install: "Debian's package sox (apt-get install sox)", key: nil)
        }
        guard let lame = ExternalProgram.locate("lame") else {
            throw .toolMissing(program: "lame", install: "Debian's package lame (apt-get install lame)", key: nil)
        }
        return NarrationTools(engine: narration.engine, sox: sox, lame: lame)
    }
}

/// Makes one clip from its text: the engine speaks it to a WAV; sox brings it to the configured pace (a tempo change,
/// pitch kept), the app's sample rate and mono; the silence around the speech is cut to `edge_silence_seconds`; its
/// loudness brought to `loudness_lufs` under the peak ceiling; lame encodes it as the app's clips are (MPEG-1 layer
/// III, constant bitrate, mono); and the clip records what it was made from (`ClipRecord`). The engine's, sox's and
/// lame's files are in the run's `ScratchFolder` (outside the content folder, absolute paths, short names), read back
/// within bounds; `audio/` gets only whole clips, through the run's `FolderWrite`. Same text, settings and tools:
/// same bytes.
package struct ClipMaker: Sendable {
    /// Every word and number that shapes the clip's sound, which its record's digest covers.
    package var recipe: ClipRecipe
    package var tools: NarrationTools
    package var settings: NarrationConfig { recipe.settings }

    /// The most of an engine's WAV read (about six minutes of 44.1 kHz 16-bit stereo): a clip says a sentence or
    /// two, and a larger file is the engine's fault, refused before it costs memory.
    static let engineWAVByteLimit = 64 << 20
    /// The longest sound read from the engine or sox (a clip says a sentence or two); with the sample rate it bounds
    /// sox's and lame's files as read back.
    static let clipSecondsLimit = 600.0

    package init(settings: NarrationConfig, tools: NarrationTools) {
        self.init(recipe: ClipRecipe(settings: settings), tools: tools)
    }

    package init(recipe: ClipRecipe, tools: NarrationTools) {
        self.recipe = recipe
        self.tools = tools
    }

    /// The engine's words with `{text}`, `{wav}` and `{voice}` replaced in one pass, left to right: a value that
    /// holds a placeholder's spelling is not replaced again.
    static func engineWords(_ words: [String], text: String, wav: String, voice: String, list: String = "") -> [String]
    {
        let values = ["{text}": text, "{wav}": wav, "{voice}": voice, "{list}": list]
        return words.map { word in
            var result = ""
            var rest = Substring(word)
            while let open = rest.firstIndex(of: "{") {
                result += rest[..<open]
                rest = rest[open...]
                if let (placeholder, value) = values.first(where: { rest.hasPrefix($0.key) }) {
                    result += value
                    rest = rest.dropFirst(placeholder.count)
                } else {
                    result.append("{")
                    rest = rest.dropFirst()
                }
            }
            return result + rest
        }
    }

    /// - Parameter scratch: an absolute path prefix in the run's `ScratchFolder`, this clip's alone.
    /// Whether the engine speaks many clips a run: its words hold `{list}`, a file of `text<TAB>wav` lines (the
    /// paths of each clip's text and of the WAV it must write), so the voice is loaded once for them all.
    package var speaksInBatches: Bool { tools.engine.contains { $0.contains("{list}") } }

    /// One clip, its engine run of its own (a batch of one for an engine that speaks in batches: its words name
    /// a list, not a text and a WAV).
    /// - Parameter scratch: an absolute path prefix in the run's `ScratchFolder`, this clip's alone.
    package func make(_ line: ClipScript.Line, scratch: String) throws(ClipMakingError) -> MadeClip {
        let work = ClipWork(line: line, scratch: scratch, timeLimit: settings.clipTimeLimitSeconds)
        defer { work.removeFiles() }
        if let failure = speak([work]) { throw failure }
        return try finish(work)
    }

    /// Many clips, one engine run for them all (`speaksInBatches`), in order. A clip's bytes are what a run of its
    /// own would give: the engine is asked to speak each alike whatever is beside it.
    package func make(batch: [(line: ClipScript.Line, scratch: String)]) -> [Result<MadeClip, ClipMakingError>] {
        let works = batch.map { ClipWork(line: $0.line, scratch: $0.scratch, timeLimit: settings.clipTimeLimitSeconds) }
        defer { for work in works { work.removeFiles() } }
        let failure = speak(works)
        return works.map { work in
            if let failure { return .failure(work.failed(as: failure)) }
            return Result { () throws(ClipMakingError) in try finish(work) }
        }
    }

    /// The engine speaks the clips' texts to their WAVs: one run for them all when it speaks in batches (its list
    /// at the first clip's scratch path), else one run each. A clip's bytes do not depend on what it is spoken
    /// beside. Whatever failed first, for the first clip it failed on (each clip names it for itself).
    func speak(_ works: [ClipWork]) -> ClipMakingError? {
        guard let first = works.first else { return nil }
        do throws(ClipMakingError) {
            for work in works { try work.write(Array(work.line.text.utf8), work.text) }
            guard speaksInBatches else {
                for work in works {
                    try work.run(
                        Self.engineWords(tools.engine, text: work.text, wav: work.spoken, voice: settings.voice),
                        input: work.text)
                }
                return nil
            }
            let list = first.list
            defer { unlink(list) }
            let entries = works.map { $0.text + "\t" + $0.spoken + "\n" }.joined()
            try first.write(Array(entries.utf8), list)
            let engine = Self.engineWords(tools.engine, text: "", wav: "", voice: settings.voice, list: list)
            var whole = first
            whole.timeLimit = settings.clipTimeLimitSeconds * Double(works.count)
            try whole.run(engine, input: list)
            return nil
        } catch {
            return error
        }
    }

    /// What follows the engine: the spoken WAV paced, trimmed, brought to the target as encoded, and recorded.
    /// The clip's files stay in the scratch folder (`ClipWork.removeFiles`).
    func finish(_ work: ClipWork) throws(ClipMakingError) -> MadeClip {
        let line = work.line
        let paths = work
        func fail(_ reason: String) -> ClipMakingError { work.fail(reason) }
        func run(_ words: [String]) throws(ClipMakingError) { try work.run(words) }
        func read(_ path: String, limit: Int, what: String) throws(ClipMakingError) -> [UInt8] {
            try work.read(path, limit: limit, what: what)
        }
        func write(_ bytes: [UInt8], _ path: String) throws(ClipMakingError) { try work.write(bytes, path) }
        func audio(_ bytes: [UInt8], of what: String) throws(ClipMakingError) -> WAVFile.Audio {
            try work.audio(bytes, of: what)
        }
        // A text of punctuation or emoji alone has no pace to bring to the target (it read "0 words a minute").
        guard Pace.words(in: line.text) > 0 else {
            throw fail("its text (\(line.role.spokenKeys)) has no words to speak; write it in words")
        }
        let spoken = try audio(
            read(paths.spoken, limit: Self.engineWAVByteLimit, what: "the engine's WAV"), of: "the engine's WAV")
        let trimSettings = SilenceTrim.Settings(
            thresholdBelowLoudestFrameDB: recipe.silenceThresholdDB, marginSeconds: settings.edgeSilenceSeconds)
        guard let natural = SilenceTrim.cut(spoken.samples, sampleRate: spoken.sampleRate, settings: trimSettings),
            let naturalPace = Pace.wordsPerMinute(text: line.text, speechSeconds: natural.speechSeconds)
        else { throw fail("the engine spoke nothing (its WAV is silent)") }
        let tempo = settings.wordsPerMinute / naturalPace
        guard recipe.tempoRange.contains(tempo) else {
            throw fail(
                "the engine speaks at \(Int(naturalPace)) words a minute, too far from narration.words_per_minute "
                    + "(\(Int(settings.wordsPerMinute))) to change its pace; set the engine's own rate closer")
        }
        try run(recipe.soxWords(sox: tools.sox, input: paths.spoken, output: paths.paced, tempo: tempo))
        let pacedLimit = Int(Self.clipSecondsLimit) * settings.sampleRate * 4 + (1 << 16)
        let paced = try audio(read(paths.paced, limit: pacedLimit, what: "sox's output"), of: "sox's output")
        guard let (trimmed, cut) = SilenceTrim.trim(paced.samples, sampleRate: paced.sampleRate, settings: trimSettings)
        else { throw fail("the clip is silent after its pace was changed") }
        // Brought to the target as the app will play it: encoded, decoded and measured; what the encoder took off
        // the loudness or added to the peaks is corrected in the samples and the clip encoded again.
        var loudnessCorrection = recipe.encoderLoudnessGuessLU
        var headroom = recipe.encoderHeadroomDB
        var made: (encoded: [UInt8], samples: Int, measured: Loudness.Measurement)?
        for _ in 0..<recipe.encodingPasses {
            let gained: LoudnessGain.Result
            do throws(LoudnessGainError) {
                gained = try LoudnessGain.apply(
                    trimmed, sampleRate: paced.sampleRate,
                    target: LoudnessGain.Target(
                        loudnessLUFS: settings.loudnessLUFS + loudnessCorrection,
                        truePeakCeilingDBFS: settings.peakDBFS - headroom,
                        maximumLimitingDB: recipe.maximumLimitingDB))
            } catch {
                throw fail(error.description)
            }
            unlink(paths.ready)
            try write(WAVFile.pcm16Mono(samples: gained.samples, sampleRate: paced.sampleRate), paths.ready)
            try run(recipe.lameWords(lame: tools.lame, input: paths.ready, output: paths.encoded))
            let encoded = try read(paths.encoded, limit: pacedLimit, what: "lame's output")
            try run(recipe.decodeWords(lame: tools.lame, input: paths.encoded, output: paths.decoded))
            let decoded = try audio(
                read(paths.decoded, limit: pacedLimit, what: "the clip decoded"), of: "the clip decoded")
            let measured = Loudness.measure(decoded.samples, sampleRate: decoded.sampleRate)
            made = (encoded, gained.samples.count, measured)
            guard let reached = measured.integratedLUFS else { break }
            let peakExcess = measured.truePeakDBFS - settings.peakDBFS
            let missing = settings.loudnessLUFS - reached
            if peakExcess <= 0 && (abs(missing) <= recipe.encodedLoudnessToleranceLU || gained.limitedByCeiling) {
                break
            }
            if peakExcess > 0 { headroom += peakExcess + 0.05 }
            if !gained.limitedByCeiling { loudnessCorrection += missing }
        }
        guard let made else { throw fail("lame made no clip") }
        let record = ClipRecord(madeFrom: line.text, recipe: recipe)
        let bytes: [UInt8]
        do throws(ID3v2Error) { bytes = try record.tagged(made.encoded) } catch {
            throw fail("its record could not be written: \(error)")
        }
        return MadeClip(
            clip: line.clip, bytes: bytes, seconds: Double(made.samples) / Double(paced.sampleRate),
            wordsPerMinute: Pace.wordsPerMinute(text: line.text, speechSeconds: cut.speechSeconds),
            loudnessLUFS: made.measured.integratedLUFS, truePeakDBFS: made.measured.truePeakDBFS)
    }
}

/// One clip's files in the scratch folder and the steps that name the clip when they fail.
struct ClipWork: Sendable {
    var line: ClipScript.Line
    var timeLimit: Double
    let text: String
    let spoken: String
    let paced: String
    let ready: String
    let encoded: String
    let decoded: String
    /// A batch engine's list, when this clip is the first of its batch.
    let list: String

    init(line: ClipScript.Line, scratch: String, timeLimit: Double) {
        self.line = line
        self.timeLimit = timeLimit
        text = scratch + ".txt"
        spoken = scratch + ".engine.wav"
        paced = scratch + ".paced.wav"
        ready = scratch + ".ready.wav"
        encoded = scratch + ".mp3"
        decoded = scratch + ".decoded.wav"
        list = scratch + ".list"
    }

    func removeFiles() {
        for path in [text, spoken, paced, ready, encoded, decoded] { unlink(path) }
    }

    func fail(_ reason: String) -> ClipMakingError { ClipMakingError(clip: line.clip, reason: reason) }

    /// This clip not made for what stopped another of its engine run.
    func failed(as other: ClipMakingError) -> ClipMakingError {
        ClipMakingError(clip: line.clip, reason: other.reason, stopped: other.stopped)
    }

    func run(_ words: [String], input: String? = nil) throws(ClipMakingError) {
        do throws(ExternalProgramError) {
            try ExternalProgram.run(words, input: input, timeLimit: timeLimit)
        } catch {
            if case .stopped = error {
                throw ClipMakingError(clip: line.clip, reason: error.description, stopped: true)
            }
            throw fail(error.description)
        }
    }

    func read(_ path: String, limit: Int, what: String) throws(ClipMakingError) -> [UInt8] {
        var bytes: [UInt8] = []
        do throws(FileSystemError) {
            try AtomicFile.read(path, followingLinks: false, into: &bytes, limit: limit)
        } catch {
            if error.code == AtomicFile.tooLarge {
                throw fail(
                    "\(what) is larger than \(limit >> 20) MiB (minutes of sound, where a clip says a sentence): not read"
                )
            }
            throw fail("\(what) could not be read: \(error.reason)")
        }
        return bytes
    }

    func write(_ bytes: [UInt8], _ path: String) throws(ClipMakingError) {
        do throws(FileSystemError) { try AtomicFile.writeNew(bytes, to: path) } catch {
            throw fail(error.description)
        }
    }

    func audio(_ bytes: [UInt8], of what: String) throws(ClipMakingError) -> WAVFile.Audio {
        let audio: WAVFile.Audio
        do throws(WAVError) { audio = try WAVFile.read(bytes) } catch {
            throw fail("\(what) is not a WAV file mazegen reads: \(error)")
        }
        guard audio.samples.allSatisfy(\.isFinite) else {
            throw fail("\(what) holds samples that are no number (infinite or NaN)")
        }
        guard Double(audio.samples.count) <= ClipMaker.clipSecondsLimit * Double(max(1, audio.sampleRate)) else {
            throw fail("\(what) lasts longer than \(Int(ClipMaker.clipSecondsLimit)) s: a clip says a sentence or two")
        }
        return audio
    }
}
