import ContentSupport

/// One thing wrong in a source file (config.yaml, universe or pack file), located as precisely as
/// the problem allows so a maker can jump straight to it.
package struct SourceProblem: Sendable, Equatable, CustomStringConvertible {
    package enum Kind: Sendable, Equatable {
        case unreadableFile
        case syntax
        case unknownKey
        case wrongType
        case missingKey
        case invalidValue
    }

    package let kind: Kind
    /// The file as it was given to the loader.
    package let file: String
    /// Readable key path such as `levels[1].extra_connections`; empty for the whole document.
    package let keyPath: String
    /// 1-based, when known.
    package let line: Int?
    /// 1-based, counted in Unicode scalars (as libyaml does), when known.
    package let column: Int?
    package let message: String

    package init(
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
    package var description: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        let subject = keyPath.isEmpty ? "" : "\(keyPath): "
        return ControlCharacters.escaped("\(location): \(subject)\(message)")
    }
}

/// Thrown by every loader and validator of source files; carries all problems found, never an empty list.
package struct SourceError: Error, Sendable, Equatable, CustomStringConvertible {
    package let problems: [SourceProblem]

    package init(problems: [SourceProblem]) {
        precondition(!problems.isEmpty, "a SourceError needs at least one problem")
        self.problems = problems
    }

    package init(_ problem: SourceProblem) {
        self.problems = [problem]
    }

    package var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
