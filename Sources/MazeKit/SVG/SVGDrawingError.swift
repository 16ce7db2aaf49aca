/// Why an SVG could not be read as a drawing: the line (1-based; 0 when no line is known), what was expected there
/// and what was found.
public struct SVGDrawingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's line (1-based), or 0 when no line is known.
    public var line: Int
    /// What the reader needed there.
    public var expected: String
    /// What it found instead.
    public var found: String

    package init(line: Int, expected: String, found: String) {
        self.line = line
        self.expected = expected
        self.found = found
    }

    /// `line N: expected …, found …`, as a message to the designer.
    public var description: String {
        (line > 0 ? "line \(line): " : "") + "expected \(expected), found \(found)"
    }
}
