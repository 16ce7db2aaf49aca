import Testing

@testable import ContentCatalogue
@testable import ContentRead

/// The recipe is the whole of what shapes a clip's sound: a change to any of its words or numbers changes the digest
/// every clip records, so validate and narrate call every clip it shaped stale.
@Suite("the clip recipe")
struct ClipRecipeTests {
    static let text = "Help Denny find the way."
    static let standard = ClipRecipe(settings: .standard)

    static var changed: [(String, ClipRecipe)] {
        func with(_ change: (inout ClipRecipe) -> Void) -> ClipRecipe {
            var recipe = standard
            change(&recipe)
            return recipe
        }
        return [
            ("tempo deadband", with { $0.tempoDeadband = 0.02 }), ("tempo decimals", with { $0.tempoDecimals = 3 }),
            ("tempo range", with { $0.tempoRange = 0.6...2.0 }),
            ("silence threshold", with { $0.silenceThresholdDB = 45 }),
            ("limiting", with { $0.maximumLimitingDB = 8 }), ("headroom", with { $0.encoderHeadroomDB = 0.6 }),
            ("guess", with { $0.encoderLoudnessGuessLU = 0.4 }),
            ("tolerance", with { $0.encodedLoudnessToleranceLU = 0.1 }), ("passes", with { $0.encodingPasses = 3 }),
            ("bitrate", with { $0.settings.bitrateKbps = 96 }), ("voice", with { $0.settings.voice = "other" }),
            ("engine", with { $0.settings.engine.append("--fast") }),
            ("loudness", with { $0.settings.loudnessLUFS = -18 }),
        ]
    }

    @Test func everyConstantChangesTheDigest() {
        let digest = ClipRecord.digest(text: Self.text, recipe: Self.standard)
        for (name, recipe) in Self.changed {
            #expect(ClipRecord.digest(text: Self.text, recipe: recipe) != digest, "\(name)")
            let record = ClipRecord(madeFrom: Self.text, recipe: Self.standard)
            #expect(!record.isCurrent(for: Self.text, recipe: recipe), "\(name)")
        }
    }

    @Test func theDescriptionNamesSoxsAndLamesWords() {
        let description = Self.standard.description
        #expect(description.contains("lame=lame --quiet --noreplaygain -m m --cbr -b 128 -q 2 IN OUT"))
        #expect(description.contains("sox=sox -q IN -r 44100 -c 1 -b 32 -e floating-point OUT tempo -s 1.5000"))
        #expect(description.contains("decode=lame --quiet --decode IN OUT"))
    }

    @Test func whatShapesNoSoundLeavesTheDigest() {
        var recipe = Self.standard
        recipe.settings.clipTimeLimitSeconds = 5
        recipe.settings.required = true
        #expect(
            ClipRecord.digest(text: Self.text, recipe: recipe)
                == ClipRecord.digest(text: Self.text, recipe: Self.standard))
    }

    @Test func sameTextAndRecipeSameDigestAnotherTextAnother() {
        #expect(
            ClipRecord.digest(text: Self.text, recipe: Self.standard)
                == ClipRecord(madeFrom: Self.text, settings: .standard).digest)
        #expect(
            ClipRecord.digest(text: Self.text + " Go.", recipe: Self.standard)
                != ClipRecord.digest(text: Self.text, recipe: Self.standard))
    }
}
