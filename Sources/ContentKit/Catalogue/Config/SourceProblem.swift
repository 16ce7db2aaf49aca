/// One thing wrong in a source file (config.yaml, universe or pack file), located as precisely as
/// the problem allows so a maker can jump straight to it.
public struct SourceProblem: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        case unreadableFile
        case syntax
        case unknownKey
        case wrongType
        case missingKey
        case invalidValue
    }

    public let kind: Kind
    /// The file as it was given to the loader.
    public let file: String
    /// Readable key path such as `levels[1].extra_connections`; empty for the whole document.
    public let keyPath: String
    /// 1-based, when known.
    public let line: Int?
    /// 1-based, counted in Unicode scalars (as libyaml does), when known.
    public let column: Int?
    public let message: String

    public init(
        kind: Kind, file: String, keyPath: String = "", line: Int? = nil, column: Int? = nil, message: String
    ) {
        self.kind = kind
        self.file = file
        self.keyPath = keyPath
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: key.path: message`, the shape compilers use, so editors can link it.
    public var description: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        let subject = keyPath.isEmpty ? "" : "\(keyPath): "
        return "\(location): \(subject)\(message)"
    }
}

/// Thrown by every loader and validator of source files; carries all problems found, never an empty list.
public struct SourceError: Error, Sendable, Equatable, CustomStringConvertible {
    public let problems: [SourceProblem]

    public init(problems: [SourceProblem]) {
        precondition(!problems.isEmpty, "a SourceError needs at least one problem")
        self.problems = problems
    }

    public init(_ problem: SourceProblem) {
        self.problems = [problem]
    }

    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
