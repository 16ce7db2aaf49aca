/// A word of a command line as a shell reads it back, so a hint's command works when pasted as shown.
package enum ShellWord {
    /// The word as is when the shell leaves it alone, else in single quotes (a quote inside closed, escaped and
    /// reopened); a word that starts with `-` gets `./` first so it is not taken for an option.
    package static func quoted(_ word: String) -> String {
        let text = word.hasPrefix("-") ? "./" + word : word
        if !text.isEmpty, text.unicodeScalars.allSatisfy(isPlain) { return text }
        return "'" + text.replacing("'", with: #"'\''"#) + "'"
    }

    /// A folder as a hint's command names it; `DIR` for a folder that exists only in memory.
    package static func folder(_ path: String?) -> String { path.map(quoted) ?? "DIR" }

    static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".", "/", "+", ",", ":", "@", "%", "=": true
        default: false
        }
    }
}
