import ContentFormat
import ContentJSON
import ContentSupport

/// A rule of the content contract. Each rule is a small type with an identifier (`manifest.total`), one
/// severity, a description, and examples that must and must not trigger it; the test suite runs them all.
package protocol ValidationRule: Sendable, ValidationRuleKinds {
    var identifier: String { get }
    var description: String { get }
    /// Why the rule exists: the app's behaviour (or the app team's check) that the content would break, in a sentence.
    var rationale: String { get }
    var severity: Severity { get }
    var triggeringExamples: [RuleExample] { get }
    var nonTriggeringExamples: [RuleExample] { get }
    /// True for rules whose finding means the file could not be checked or measured any further (not JSON, not
    /// decodable, no usable drawing): stats and preview read this from the report instead of naming rules.
    var stopsFurtherChecks: Bool { get }
}

extension ValidationRule {
    package var stopsFurtherChecks: Bool { false }
}

/// Which kinds of rule a rule is, answered by the rule's own conformances rather than by casting `any
/// ValidationRule` at run time: in a statically linked binary the first cast of each rule type to each kind scans
/// every conformance record, and for the forty-odd rules that was a third of a small folder's validate. Each
/// kind's protocol answers for itself below; a rule never writes these.
package protocol ValidationRuleKinds {
    var asLabyrinthRule: (any LabyrinthRule)? { get }
    var asFolderRule: (any FolderRule)? { get }
    var asMazeRule: (any MazeRule)? { get }
}

extension ValidationRule {
    var asLabyrinthRule: (any LabyrinthRule)? { nil }
    var asFolderRule: (any FolderRule)? { nil }
    var asMazeRule: (any MazeRule)? { nil }
}

extension LabyrinthRule {
    var asLabyrinthRule: (any LabyrinthRule)? { self }
}

extension FolderRule {
    var asFolderRule: (any FolderRule)? { self }
}

extension MazeRule {
    var asMazeRule: (any MazeRule)? { self }
}

/// A rule that looks at one labyrinth file at a time; the validator runs these in parallel, file by file.
package protocol LabyrinthRule: ValidationRule {
    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder)
}

/// A rule that looks at the folder as a whole: the listing, the manifest, the packs, the samples,
/// and the few facts kept from each labyrinth.
package protocol FolderRule: ValidationRule {
    /// Rules about the listing itself (symlinks, the old layout) still run on a folder wholly in the old layout;
    /// everything else stays quiet there, so the user gets one clear message instead of hundreds.
    var appliesToLegacyFolder: Bool { get }
    /// Rules that judge each file on its own (is it JSON, can it be read) though they run over the folder: they
    /// still run when `validate FILE` checks one labyrinth file alone.
    var judgesEachFileAlone: Bool { get }
    /// Rules that compare the labyrinths' drawings point by point: their work grows with the drawings, not with the
    /// manifest's entries, so they start before the others instead of running alone after them.
    var comparesDrawings: Bool { get }
    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder)
}

extension FolderRule {
    var appliesToLegacyFolder: Bool { false }
    var judgesEachFileAlone: Bool { false }
    var comparesDrawings: Bool { false }
}

/// Where a finding lands: a file of the folder (relative path, `.` for the folder itself) and the place inside it.
package struct FindingPlace: Sendable, Hashable, CustomStringConvertible {
    package var file: String
    /// `nil` (`.wholeFile`) for a finding about the file as a whole.
    package var pointer: JSONPointer?

    package init(_ file: String, at pointer: JSONPointer?) {
        self.file = file
        self.pointer = pointer
    }

    package init(of finding: Finding) {
        self.init(finding.file, at: finding.pointer)
    }

    package var description: String { file + (pointer.map { " at \"\($0)\"" } ?? " as a whole") }
}

extension Optional where Wrapped == JSONPointer {
    /// No place inside the file: the finding is about the file as a whole (`at: .wholeFile`).
    static var wholeFile: JSONPointer? { nil }
}

/// A tiny folder that shows a rule at work: file paths relative to the folder and their text, files of bytes that
/// are no text (a clip), symlinks by name and target, and, for an example that must trigger, every place the rule's
/// findings land, SwiftLint style, so an example that fires for some other reason than the one it shows fails the
/// suite.
package struct RuleExample: Sendable, CustomStringConvertible {
    package var files: [String: String]
    /// Files given as bytes (a clip's MPEG frames), beside the text files.
    package var binaryFiles: [String: [UInt8]] = [:]
    package var symlinks: [String: String]
    /// Where the rule reports on this folder, each place at least once and nowhere else; empty for an example
    /// that must stay quiet.
    package var findings: [FindingPlace]

    package init(
        _ files: [String: String], binaryFiles: [String: [UInt8]] = [:], symlinks: [String: String] = [:],
        findings: [FindingPlace] = []
    ) {
        self.files = files
        self.binaryFiles = binaryFiles
        self.symlinks = symlinks
        self.findings = findings
    }

    /// A folder holding just one labyrinth file, which the rule leaves alone.
    package static func labyrinth(_ json: String, named name: String = defaultLabyrinthName) -> RuleExample {
        RuleExample([name: json])
    }

    /// A folder holding just one labyrinth file, on which the rule reports at `pointer`.
    package static func labyrinth(_ json: String, named name: String = defaultLabyrinthName, at pointer: JSONPointer?)
        -> RuleExample
    {
        labyrinth(json, named: name).finding(in: name, at: pointer)
    }

    /// A folder holding just a manifest, which the rule leaves alone.
    package static func manifest(_ json: String) -> RuleExample {
        RuleExample([ContentLayout.manifestName: json])
    }

    /// A folder holding just a manifest, on which the rule reports at `pointer`.
    package static func manifest(_ json: String, at pointer: JSONPointer?) -> RuleExample {
        manifest(json).finding(in: ContentLayout.manifestName, at: pointer)
    }

    static let defaultLabyrinthName = "denny_001_easy.json"

    /// This folder with one more place the rule must report at.
    package func finding(in file: String, at pointer: JSONPointer?) -> RuleExample {
        var example = self
        example.findings.append(FindingPlace(file, at: pointer))
        return example
    }

    package var source: InMemoryContentSource {
        InMemoryContentSource(
            files.mapValues { Array($0.utf8) }.merging(binaryFiles) { text, _ in text }, symlinks: symlinks)
    }

    package var description: String {
        (files.keys.sorted().map { "\($0): \(files[$0]!.prefix(200))" }
            + binaryFiles.keys.sorted().map { "\($0): \(binaryFiles[$0]!.count) bytes" }
            + symlinks.keys.sorted().map { "\($0) -> \(symlinks[$0]!)" })
            .joined(separator: "\n")
    }
}

/// A rule about the maze itself, rebuilt from the file's drawing. The validator rebuilds each maze once and
/// hands the same inspection to every maze rule.
package protocol MazeRule: ValidationRule {
    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder)
}
