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
/// III, constant bitrate, mono); and the clip records what it was made from (`ClipRecord`). Every scratch file is a
/// temporary in the content folder itself (`.mazegen-tmp-` names, which the next run's write clears), so nothing is
/// written outside the folder, `audio/` holds only whole clips, and an interrupted run leaves no clip half made. Same text, settings and tools: same bytes.
package struct ClipMaker: Sendable {
    package var settings: NarrationConfig
    package var tools: NarrationTools
    /// The content folder, where the scratch files go (`audio/` gets only the finished clips).
    package var folder: String

    /// The encoder turns peaks a little higher than the samples it was given; the samples are kept this much under
    /// the ceiling so the clip, decoded, stays under it.
    static let codecHeadroomDB = 0.5
    /// Encoding takes about half a loudness unit off speech (measured on the default voice's clips, decoded); the
    /// samples are made that much louder so the clip, decoded, sits on the target.
    static let codecLoudnessLossLU = 0.5
    /// Tempo changes beyond this factor either way sound unnatural; a voice that far off its pace is said so.
    static let tempoRange = 0.5...2.0

    package init(settings: NarrationConfig, tools: NarrationTools, folder: String) {
        self.settings = settings
        self.tools = tools
        self.folder = folder
    }

    package func make(_ line: ClipScript.Line) throws(ClipMakingError) -> MadeClip {
        let scratch = folder + "/" + AtomicFile.temporaryName(for: "narration-" + line.clip)
        let paths = (
            text: scratch + ".txt", spoken: scratch + ".engine.wav", paced: scratch + ".paced.wav",
            ready: scratch + ".ready.wav", encoded: scratch + ".mp3", log: scratch + ".log"
        )
        defer {
            for path in [paths.text, paths.spoken, paths.paced, paths.ready, paths.encoded, paths.log] { unlink(path) }
        }
        func fail(_ reason: String) -> ClipMakingError { ClipMakingError(clip: line.clip, reason: reason) }
        func run(_ words: [String], input: String? = nil) throws(ClipMakingError) {
            do throws(ExternalProgramError) {
                try ExternalProgram.run(
                    words, input: input, outputFile: paths.log, timeLimit: settings.clipTimeLimitSeconds)
            } catch {
                throw fail(error.description)
            }
        }
        func read(_ path: String) throws(ClipMakingError) -> [UInt8] {
            do throws(FileSystemError) { return try AtomicFile.read(path) } catch { throw fail(error.description) }
        }
        func write(_ bytes: [UInt8], _ path: String) throws(ClipMakingError) {
            do throws(FileSystemError) { try AtomicFile.writeNew(bytes, to: path) } catch {
                throw fail(error.description)
            }
        }

        try write(Array(line.text.utf8), paths.text)
        let engine = tools.engine.map {
            $0.replacing("{text}", with: paths.text).replacing("{wav}", with: paths.spoken).replacing(
                "{voice}", with: settings.voice)
        }
        try run(engine, input: paths.text)
        let spokenBytes = try read(paths.spoken)
        let spoken: WAVFile.Audio
        do throws(WAVError) { spoken = try WAVFile.read(spokenBytes) } catch {
            throw fail("the engine's output is not a WAV file mazegen reads: \(error)")
        }
        let trimSettings = SilenceTrim.Settings(marginSeconds: settings.edgeSilenceSeconds)
        guard let natural = SilenceTrim.cut(spoken.samples, sampleRate: spoken.sampleRate, settings: trimSettings),
            let naturalPace = Pace.wordsPerMinute(text: line.text, speechSeconds: natural.speechSeconds)
        else { throw fail("the engine spoke nothing (its WAV is silent)") }
        let tempo = settings.wordsPerMinute / naturalPace
        guard Self.tempoRange.contains(tempo) else {
            throw fail(
                "the engine speaks at \(Int(naturalPace)) words a minute, too far from narration.words_per_minute "
                    + "(\(Int(settings.wordsPerMinute))) to change its pace; set the engine's own rate closer")
        }
        // To 32-bit float: no dither (sox's is random, and would make each run's bytes differ) and no clipping.
        var sox = [
            tools.sox, "-q", paths.spoken, "-r", String(settings.sampleRate), "-c", "1", "-b", "32", "-e",
            "floating-point", paths.paced,
        ]
        if abs(tempo - 1) > 0.01 { sox += ["tempo", "-s", FixedDecimal.text(tempo, decimals: 4)] }
        try run(sox)
        let pacedBytes = try read(paths.paced)
        let paced: WAVFile.Audio
        do throws(WAVError) { paced = try WAVFile.read(pacedBytes) } catch {
            throw fail("sox's output is not a WAV file mazegen reads: \(error)")
        }
        guard let (trimmed, cut) = SilenceTrim.trim(paced.samples, sampleRate: paced.sampleRate, settings: trimSettings)
        else { throw fail("the clip is silent after its pace was changed") }
        let gained: LoudnessGain.Result
        do throws(LoudnessGainError) {
            gained = try LoudnessGain.apply(
                trimmed, sampleRate: paced.sampleRate,
                target: LoudnessGain.Target(
                    loudnessLUFS: settings.loudnessLUFS + Self.codecLoudnessLossLU,
                    truePeakCeilingDBFS: settings.peakDBFS - Self.codecHeadroomDB))
        } catch {
            throw fail(error.description)
        }
        try write(WAVFile.pcm16Mono(samples: gained.samples, sampleRate: paced.sampleRate), paths.ready)
        try run([
            tools.lame, "--quiet", "--noreplaygain", "-m", "m", "--cbr", "-b", String(settings.bitrateKbps), "-q", "2",
            paths.ready, paths.encoded,
        ])
        let record = ClipRecord(madeFrom: line.text, settings: settings)
        let encoded = try read(paths.encoded)
        let bytes: [UInt8]
        do throws(ID3v2Error) { bytes = try record.tagged(encoded) } catch {
            throw fail("its record could not be written: \(error)")
        }
        return MadeClip(
            clip: line.clip, bytes: bytes, seconds: Double(gained.samples.count) / Double(paced.sampleRate),
            wordsPerMinute: Pace.wordsPerMinute(text: line.text, speechSeconds: cut.speechSeconds),
            loudnessLUFS: gained.measurement.integratedLUFS, truePeakDBFS: gained.measurement.truePeakDBFS)
    }
}
