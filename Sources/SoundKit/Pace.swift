/// Words a minute of a spoken text.
///
/// - A word is a maximal run of letters and digits (Unicode's, as `Character` says); an apostrophe (' or the
///   typographic one) between two letters keeps the run whole, so "don't" and "Pip's" are one word each. Every
///   other character separates words: "hide-and-seek" is three words, "3" is one, a lone "-" none. That is what
///   a voice says as separate words, near enough for a pace.
/// - The duration is that of the speech: from the first sound to the end of the last (`SilenceTrim.Cut.speech`),
///   pauses inside included, the silence cut at either end and the margins left there excluded.
public enum Pace {
    public static func words(in text: String) -> Int {
        var count = 0
        var inWord = false
        var previous: Character?
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if character.isLetter || character.isNumber {
                if !inWord { count += 1 }
                inWord = true
            } else if character == "'" || character == "\u{2019}", inWord, previous?.isLetter == true,
                index + 1 < characters.count, characters[index + 1].isLetter
            {
                // Inside a word: "don't".
            } else {
                inWord = false
            }
            previous = character
        }
        return count
    }

    /// Words a minute over `speechSeconds`; `nil` for a duration that is not positive.
    public static func wordsPerMinute(words: Int, speechSeconds: Double) -> Double? {
        speechSeconds > 0 ? Double(words) * 60 / speechSeconds : nil
    }

    public static func wordsPerMinute(text: String, speechSeconds: Double) -> Double? {
        wordsPerMinute(words: words(in: text), speechSeconds: speechSeconds)
    }
}
