import ContentCatalogue
import ContentSupport
import SoundKit

/// Everything that shapes a clip's sound besides its text, in one value: the `narration` settings (the engine's
/// words and voice among them), sox's and lame's words, and every constant of mazegen's own making (the silence
/// threshold, the tempo's range and rounding, the limiter, the loudness correction). Its `description` names each
/// of them, and the digest a clip records (`ClipRecord`) is taken over it, so a change to any of them makes every
/// clip it shaped stale; `ClipMaker` takes its words and numbers from here alone.
package struct ClipRecipe: Sendable, Equatable {
    package var settings: NarrationConfig
    /// A tempo nearer 1 than this is left alone (no `tempo` effect at all).
    package var tempoDeadband = 0.01
    /// Decimals the tempo factor is given to sox with.
    package var tempoDecimals = 4
    /// Tempo changes beyond this factor either way sound unnatural; a voice that far off its pace is said so.
    package var tempoRange = 0.5...2.0
    /// Where the speech starts and ends: frames this far below the loudest are silence (`SilenceTrim`).
    package var silenceThresholdDB = SilenceTrim.Settings().thresholdBelowLoudestFrameDB
    /// The most the limiter may take off the loudest peak (`LoudnessGain`).
    package var maximumLimitingDB = LoudnessGain.Target().maximumLimitingDB
    /// How far under `peak_dbfs` the samples are first put, for the peaks the encoder adds; raised by what the
    /// decoded clip still shows over the ceiling.
    package var encoderHeadroomDB = 0.5
    /// Where the correction starts: what encoding usually takes off speech, so most clips need one encoding. Only a
    /// start: the encoded clip is measured either way.
    package var encoderLoudnessGuessLU = 0.5
    /// How near `loudness_lufs` the encoded clip, decoded and measured, must come; else its samples are made again
    /// with the gain corrected by what was missing and encoded again.
    package var encodedLoudnessToleranceLU = 0.2
    /// The most encodings of one clip (the first and its corrections).
    package var encodingPasses = 4

    package init(settings: NarrationConfig) {
        self.settings = settings
    }

    /// sox: the engine's WAV to the clip's sample rate, mono, 32-bit float (no dither, which is random, and no
    /// clipping), and its tempo changed (pitch kept) when it is off by more than the deadband.
    package func soxWords(sox: String, input: String, output: String, tempo: Double) -> [String] {
        var words = [
            sox, "-q", input, "-r", String(settings.sampleRate), "-c", "1", "-b", "32", "-e", "floating-point", output,
        ]
        if abs(tempo - 1) > tempoDeadband {
            words += ["tempo", "-s", FixedDecimal.text(tempo, decimals: tempoDecimals)]
        }
        return words
    }

    /// lame: the app's clips, MPEG-1 layer III, constant bitrate, mono.
    package func lameWords(lame: String, input: String, output: String) -> [String] {
        [
            lame, "--quiet", "--noreplaygain", "-m", "m", "--cbr", "-b", String(settings.bitrateKbps), "-q", "2", input,
            output,
        ]
    }

    /// lame decoding a clip to 16-bit WAV, to measure what the app will play.
    package func decodeWords(lame: String, input: String, output: String) -> [String] {
        [lame, "--quiet", "--decode", input, output]
    }

    /// Every word and number above, one a line, with SoundKit's own constants that shape the sound.
    package var description: String {
        let sox = soxWords(sox: "sox", input: "IN", output: "OUT", tempo: 1.5).joined(separator: " ")
        let lame = lameWords(lame: "lame", input: "IN", output: "OUT").joined(separator: " ")
        let decode = decodeWords(lame: "lame", input: "IN", output: "OUT").joined(separator: " ")
        return [
            settings.soundSettings,
            "sox=\(sox)", "tempo.deadband=\(tempoDeadband)", "tempo.range=\(tempoRange)", "lame=\(lame)",
            "decode=\(decode)", "silence.thresholdDB=\(silenceThresholdDB)",
            "silence.frame=1/\(SilenceTrim.frameSecondsDivisor)s", "limiter.maximumDB=\(maximumLimitingDB)",
            "limiter.attack=\(PeakLimiter.attackSeconds)", "limiter.release=\(PeakLimiter.releaseSeconds)",
            "gain.passes=\(LoudnessGain.maximumPasses)", "gain.tolerance=\(LoudnessGain.loudnessTolerance)",
            "encoder.headroomDB=\(encoderHeadroomDB)", "encoder.guessLU=\(encoderLoudnessGuessLU)",
            "encoded.toleranceLU=\(encodedLoudnessToleranceLU)",
            "encoded.passes=\(encodingPasses)", "quantise=16-bit, rounded, no dither",
        ].joined(separator: "\n")
    }
}
