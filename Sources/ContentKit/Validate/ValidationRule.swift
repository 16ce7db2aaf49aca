/// A rule of the content contract. Each rule is a small type with an identifier (`manifest.total`), one
/// severity, a description, and examples that must and must not trigger it; the test suite runs them all.
public protocol ValidationRule: Sendable {
    var identifier: String { get }
    var description: String { get }
    var severity: Severity { get }
    var triggeringExamples: [RuleExample] { get }
    var nonTriggeringExamples: [RuleExample] { get }
    /// True for rules whose finding means the file could not be checked or measured any further (not JSON, not
    /// decodable, no usable drawing): stats and preview read this from the report instead of naming rules.
    var stopsFurtherChecks: Bool { get }
}

extension ValidationRule {
    public var stopsFurtherChecks: Bool { false }
}

/// A rule that looks at one labyrinth file at a time; the validator runs these in parallel, file by file.
public protocol LabyrinthRule: ValidationRule {
    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder)
}

/// A rule that looks at the folder as a whole: the listing, the manifest, the packs, the samples,
/// and the few facts kept from each labyrinth.
public protocol CatalogueRule: ValidationRule {
    /// Rules about the listing itself (symlinks, the old layout) still run on a folder wholly in the old layout;
    /// everything else stays quiet there, so the user gets one clear message instead of hundreds.
    var appliesToLegacyFolder: Bool { get }
    func check(_ catalogue: Catalogue, into recorder: inout FindingRecorder)
}

extension CatalogueRule {
    public var appliesToLegacyFolder: Bool { false }
}

/// A tiny folder that shows a rule at work: file paths relative to the folder and their text,
/// and symlinks by name and target.
public struct RuleExample: Sendable, CustomStringConvertible {
    public var files: [String: String]
    public var symlinks: [String: String]

    public init(_ files: [String: String], symlinks: [String: String] = [:]) {
        self.files = files
        self.symlinks = symlinks
    }

    /// A folder holding just one labyrinth file.
    public static func labyrinth(_ json: String, named name: String = "denny_001_easy.json") -> RuleExample {
        RuleExample([name: json])
    }

    /// A folder holding just a manifest.
    public static func manifest(_ json: String) -> RuleExample {
        RuleExample(["manifest.json": json])
    }

    public var source: InMemoryContentSource { InMemoryContentSource(texts: files, symlinks: symlinks) }

    public var description: String {
        (files.keys.sorted().map { "\($0): \(files[$0]!.prefix(200))" } + symlinks.keys.sorted().map { "\($0) -> \(symlinks[$0]!)" })
            .joined(separator: "\n")
    }
}

/// A rule about the maze itself, rebuilt from the file's drawing. The validator rebuilds each maze once and
/// hands the same inspection to every maze rule.
public protocol MazeRule: ValidationRule {
    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder)
}
