enum ExampleSamples {
    static func folder(_ json: String) -> RuleExample { RuleExample(["difficulty_samples.json": json]) }

    static var valid: String {
        let drawing = ExampleLabyrinth.wallDrawing
        return #"{"easy": "\#(drawing)", "medium": "\#(drawing)", "hard": "\#(drawing)"}"#
    }
}

public struct SamplesMissingRule: CatalogueRule {
    public init() {}
    public let identifier = "samples.missing"
    public let severity = Severity.error
    public let description = "The folder has a `difficulty_samples.json` holding an object: the level-picker cards show it."
    public var triggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text), ExampleSamples.folder("[]")] }
    public var nonTriggeringExamples: [RuleExample] { [ExampleSamples.folder(ExampleSamples.valid)] }

    public func check(_ catalogue: Catalogue, into recorder: inout FindingRecorder) {
        if !catalogue.hasSamplesFile {
            recorder.report(Catalogue.samplesFile, "the folder has no difficulty_samples.json; the level picker shows a sample maze per level from it")
        } else if let samples = catalogue.samples, samples.objectValue == nil {
            recorder.report(Catalogue.samplesFile, at: .root, "difficulty_samples.json must be an object of drawings by level, found \(samples.typeName)")
        }
    }
}

public struct SamplesKeysRule: CatalogueRule {
    public init() {}
    public let identifier = "samples.keys"
    public let severity = Severity.error
    public let description = "`difficulty_samples.json` has exactly the config's levels as keys."

    public var triggeringExamples: [RuleExample] {
        [ExampleSamples.folder(#"{"easy": "M 0 0 L 1 0", "medium": "M 0 0 L 1 0"}"#),
         ExampleSamples.folder(#"{"beginner": "M 0 0 L 1 0", "easy": "M 0 0 L 1 0", "medium": "M 0 0 L 1 0", "hard": "M 0 0 L 1 0"}"#)]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExampleSamples.folder(ExampleSamples.valid)] }

    public func check(_ catalogue: Catalogue, into recorder: inout FindingRecorder) {
        guard let samples = catalogue.samples?.objectValue else { return }
        let levels = catalogue.profile.levelNames
        for key in levels where samples[key] == nil {
            recorder.report(Catalogue.samplesFile, at: .root, "no sample for the \(key) level; expected the keys \(levels.joined(separator: ", "))")
        }
        for member in samples where !levels.contains(member.key) {
            let hint = catalogue.profile.legacyLevelNames.contains(member.key) ? " (an old level name; `mazegen migrate` renames it)" : ""
            recorder.report(Catalogue.samplesFile, at: JSONPointer(tokens: [member.key]),
                            "\"\(member.key)\" is not a level\(hint); expected exactly \(levels.joined(separator: ", "))")
        }
    }
}
