import LabyrinthKit
import MazeKit

enum ExampleSamples {
    static func folder(_ json: String) -> RuleExample { RuleExample([ContentLayout.samplesName: json]) }
    /// A folder holding just the samples, on which the rule reports at `pointer`.
    static func folder(_ json: String, at pointer: JSONPointer?) -> RuleExample {
        folder(json).finding(in: ContentLayout.samplesName, at: pointer)
    }

    /// Every level's sample the example's 3 x 4 maze (for the tests' one-size profile).
    static var valid: String {
        let drawing = ExampleLabyrinth.wallDrawing
        return #"{"easy": "\#(drawing)", "medium": "\#(drawing)", "hard": "\#(drawing)"}"#
    }

    /// Each level's sample a maze of the level's size, for the standard profile.
    static var standard: String {
        let members = ValidationProfile.standard.levels.map { level in
            #""\#(level.name)": "\#(ExampleLabyrinth.serpentineWalls(rows: level.grid.rows, cols: level.grid.cols))""#
        }
        return "{" + members.joined(separator: ", ") + "}"
    }
}

/// The sample of one level rebuilt from its drawing, or what was wrong with it.
struct SampleMaze {
    var level: ValidationProfile.Level
    var pointer: JSONPointer
    var drawing: String?
    var outcome: ReconstructedMaze.Outcome?

    static func all(in folder: CheckedFolder) -> [SampleMaze] {
        guard let samples = folder.samples?.objectValue else { return [] }
        let canvas = ReconstructedMaze.Canvas(width: folder.profile.canvasWidth, height: folder.profile.canvasHeight)
        return folder.profile.levels.compactMap { level in
            guard let value = samples[level.name] else { return nil }
            let drawing = value.stringValue
            let outcome = drawing.map { ReconstructedMaze.reconstruct(svgPath: $0, style: .walls, canvas: canvas) }
            return SampleMaze(level: level, pointer: JSONPointer(tokens: [level.name]), drawing: drawing, outcome: outcome)
        }
    }

    /// The rebuilt maze when the drawing is a sound wall drawing.
    var maze: ReconstructedMaze? {
        guard let outcome, outcome.findings.allSatisfy({ $0.severity != .error }) else { return nil }
        return outcome.maze
    }
}

public struct SamplesDrawingRule: FolderRule {
    public init() {}
    public let identifier = "samples.drawing"
    public let severity = Severity.error
    public let description = "Each sample is a wall drawing (`M x y L x y` pieces on one cell lattice, on the canvas)."

    public var triggeringExamples: [RuleExample] {
        [ExampleSamples.folder(#"{"easy": "M 20 40 C 1 2"}"#, at: .samples(.easy)),
         ExampleSamples.folder(#"{"easy": ""}"#, at: .samples(.easy)), ExampleSamples.folder(#"{"easy": "M 20 40 L 900 40"}"#, at: .samples(.easy))]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExampleSamples.folder(ExampleSamples.valid), ExampleSamples.folder(ExampleSamples.standard)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for sample in SampleMaze.all(in: folder) {
            // A sample that is not a string is `samples.decode`'s finding.
            guard let outcome = sample.outcome else { continue }
            let errors = outcome.findings.filter { $0.severity == .error }
            for finding in errors {
                recorder.report(ContentLayout.samplesName, at: sample.pointer, "the \(sample.level.name) sample is not a wall drawing: \(finding.message) (\(finding.code.rawValue))")
            }
            if errors.isEmpty, outcome.maze == nil {
                recorder.report(ContentLayout.samplesName, at: sample.pointer, "the \(sample.level.name) sample draws no maze")
            }
        }
    }
}

public struct SamplesGridSizeRule: FolderRule {
    public init() {}
    public let identifier = "samples.gridSize"
    public let severity = Severity.warning
    public let description = "Each level's sample maze has the level's grid size."

    public var triggeringExamples: [RuleExample] {
        [ExampleSamples.folder(#"{"medium": "\#(ExampleLabyrinth.wallDrawing)"}"#, at: .samples(.medium)),
         ExampleSamples.folder(#"{"hard": "\#(ExampleLabyrinth.serpentineWalls(rows: 8, cols: 10))"}"#, at: .samples(.hard))]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExampleSamples.folder(ExampleSamples.standard)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for sample in SampleMaze.all(in: folder) {
            guard let maze = sample.maze, maze.rows != sample.level.grid.rows || maze.cols != sample.level.grid.cols else { continue }
            recorder.report(ContentLayout.samplesName, at: sample.pointer,
                            "the \(sample.level.name) sample is \(maze.rows) x \(maze.cols) cells; the level is \(sample.level.grid.rows) x \(sample.level.grid.cols)")
        }
    }
}

public struct SamplesMissingRule: FolderRule {
    public init() {}
    public let identifier = "samples.missing"
    public let severity = Severity.error
    public let description = "The folder has a `difficulty_samples.json`: the level-picker cards show it."
    public var triggeringExamples: [RuleExample] {
        [RuleExample.labyrinth(ExampleLabyrinth.text).finding(in: ContentLayout.samplesName, at: .wholeFile)]
    }
    public var nonTriggeringExamples: [RuleExample] { [ExampleSamples.folder(ExampleSamples.valid)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        if !folder.hasSamplesFile {
            recorder.report(ContentLayout.samplesName, "the folder has no difficulty_samples.json; the level picker shows a sample maze per level from it")
        }
    }
}

public struct SamplesDecodeRule: FolderRule {
    public init() {}
    public let identifier = "samples.decode"
    public let severity = Severity.error
    public let description = "The app decodes `difficulty_samples.json`: LabyrinthKit's `DifficultySamples` (a drawing for easy, medium and hard) decodes it."

    public var triggeringExamples: [RuleExample] {
        [ExampleSamples.folder("[]", at: .root), ExampleSamples.folder(#"{"easy": 3, "medium": "M 0 0 L 1 0", "hard": "M 0 0 L 1 0"}"#, at: .samples(.easy)),
         ExampleSamples.folder(#"{"easy": "M 0 0 L 1 0", "medium": "M 0 0 L 1 0"}"#, at: .samples(.hard))]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExampleSamples.folder(ExampleSamples.valid)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard let failure = folder.samplesDecodingFailure else { return }
        recorder.report(failure)
    }
}

public struct SamplesKeysRule: FolderRule {
    public init() {}
    public let identifier = "samples.keys"
    public let severity = Severity.warning
    public let description = "`difficulty_samples.json` has no keys besides the levels (a missing level is `samples.decode`'s); the app ignores others, so they are warnings."

    /// A level the app does not have, for the example.
    static let unknownLevel = "beginner"

    public var triggeringExamples: [RuleExample] {
        [ExampleSamples.folder(#"{"\#(Self.unknownLevel)": "M 0 0 L 1 0", "easy": "M 0 0 L 1 0", "medium": "M 0 0 L 1 0", "hard": "M 0 0 L 1 0"}"#,
                               at: JSONPointer(tokens: [Self.unknownLevel]))]

    }

    public var nonTriggeringExamples: [RuleExample] { [ExampleSamples.folder(ExampleSamples.valid)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard let samples = folder.samples?.objectValue else { return }
        let levels = folder.profile.levelNames
        let known = Set(levels + DifficultyLevel.allCases.map(\.rawValue))
        for member in samples where !known.contains(member.key) {
            let hint = folder.profile.legacyLevelNames.contains(member.key) ? " (an old level name; `mazegen migrate` renames it)" : ""
            recorder.report(ContentLayout.samplesName, at: JSONPointer(tokens: [member.key]),
                            "\"\(member.key)\" is not a level\(hint); expected exactly \(levels.joined(separator: ", "))")
        }
    }
}
