import Testing

@testable import SoundKit

@Suite("pace")
struct PaceTests {
    @Test func wordsAreRunsOfLettersAndDigits() {
        #expect(Pace.words(in: "") == 0)
        #expect(Pace.words(in: " — , ! ") == 0)
        #expect(
            Pace.words(
                in:
                    "Good morning! Denny would love a morning hug. Trace a path with your finger from Denny all the way "
                    + "to Mommy Coral.") == 22)
        #expect(Pace.words(in: "Pip's friends don't hide-and-seek") == 6)
        #expect(Pace.words(in: "Pip\u{2019}s 3 little fish") == 4)
        #expect(Pace.words(in: "'quoted' words, ‘too’") == 3)
        #expect(Pace.words(in: "Écoute: la forêt chante") == 4)
        #expect(Pace.words(in: "rock'n'roll") == 1)
    }

    @Test func wordsAMinuteOverTheSpeech() {
        #expect(Pace.wordsPerMinute(words: 145, speechSeconds: 60) == 145)
        #expect(Pace.wordsPerMinute(text: "one two three", speechSeconds: 1.5) == 120)
        #expect(Pace.wordsPerMinute(words: 10, speechSeconds: 0) == nil)
    }
}
