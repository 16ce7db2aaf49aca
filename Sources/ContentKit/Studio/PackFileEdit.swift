import ContentCatalogue
import ContentFormat
import Yams

/// A story's texts changed in a pack file's own text, as `import` adds to a universe file: every other byte (the
/// comments, the order, the other stories, a CRLF layout) stays. A text is written as one scalar that reads back
/// byte for byte (`YAMLScalar.text`), on the lines its old value took.
enum PackFileEdit {
    /// `original` with the story numbered `number` given `texts` (key → new text); nil when the file does not hold
    /// that story as a block mapping under `stories:` (then there is no place to edit without rewriting it).
    static func replacing(_ texts: [String: String], ofStory number: Int, in original: String) -> String? {
        let (text, layout) = FileLayout.normalised(original)
        guard let root = try? Parser(yaml: text, resolver: Resolver.basic).singleRoot(),
            let stories = root.mapping?["stories"]?.sequence,
            let story = stories.first(where: { $0.mapping?["number"]?.string == String(number) })?.mapping
        else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let starts = Set(lineStarts(root)).sorted()
        let storyKeys = story.keys.compactMap { key in
            key.mark.map { (name: key.string ?? "", line: $0.line, column: $0.column) }
        }
        guard let lastKey = storyKeys.max(by: { $0.line < $1.line }) else { return nil }
        // Replacements from the bottom up, so the line numbers above stay right.
        // Each edit replaces `count` lines from the 1-based line `start` (none: an insertion before it).
        var edits: [(start: Int, count: Int, lines: [String])] = []
        for (key, value) in texts.sorted(by: { $0.key < $1.key }) {
            if let place = storyKeys.first(where: { $0.name == key }) {
                let lineText = lines[place.line - 1]
                let prefix = String(lineText.prefix(place.column - 1))
                let extent = extent(from: place.line, starts: starts, lines: lines)
                edits.append((extent.lowerBound, extent.count, [prefix + key + ": " + YAMLScalar.text(value)]))
            } else {
                let end = extent(from: lastKey.line, starts: starts, lines: lines).upperBound
                let indent = String(repeating: " ", count: lastKey.column - 1)
                edits.append((end + 1, 0, [indent + key + ": " + YAMLScalar.text(value)]))
            }
        }
        for edit in edits.sorted(by: { $0.start > $1.start }) {
            lines.replaceSubrange((edit.start - 1)..<(edit.start - 1 + edit.count), with: edit.lines)
        }
        return layout.applied(to: lines.joined(separator: "\n") + "\n")
    }

    /// The 1-based lines a key's value takes: from its key to the line before the next key or list item anywhere in
    /// the file, less the blank and comment lines at its end (they belong to what follows).
    static func extent(from line: Int, starts: [Int], lines: [String]) -> ClosedRange<Int> {
        var end = (starts.first { $0 > line } ?? lines.count + 1) - 1
        while end > line {
            let trimmed = lines[end - 1].trimmingCharacters(in: .whitespaces)
            guard trimmed.isEmpty || trimmed.hasPrefix("#") else { break }
            end -= 1
        }
        return line...end
    }

    /// The line of every key and every list item in the document.
    static func lineStarts(_ node: Node) -> [Int] {
        switch node {
        case .mapping(let mapping):
            return mapping.flatMap { pair in (pair.key.mark.map { [$0.line] } ?? []) + lineStarts(pair.value) }
        case .sequence(let sequence):
            return sequence.flatMap { element in (element.mark.map { [$0.line] } ?? []) + lineStarts(element) }
        case .scalar, .alias:
            return []
        }
    }
}
