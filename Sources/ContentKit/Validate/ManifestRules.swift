import LabyrinthKit
/// A tiny valid manifest for the examples: one story at the three levels in one pack.
enum ExampleManifest {
    static func entry(_ story: Int, _ level: String, title: String = "Denny Finds Mommy Coral") -> String {
        let id = "denny_\(LabyrinthName.storyDigits(story))_\(level)"
        return #"{"id": "\#(id)", "difficulty": "\#(level)", "story": \#(story), "theme": "ocean", "location": "sandy_shore", "title": "\#(title)"}"#
    }

    static func text(total: Int = 3, packs: String = #"[{"id": "ocean_adventures", "title": "Ocean Adventures", "free_stories": 1, "stories": [1]}]"#,
                     entries: [String] = ["easy", "medium", "hard"].map { entry(1, $0) }) -> String {
        #"{"universe": "denny", "total": \#(total), "packs": \#(packs), "labyrinths": [\#(entries.joined(separator: ", "))]}"#
    }

    /// The manifest with the three labyrinth files it lists (only the fields the manifest shares).
    static func folder(_ manifest: String = text(), extraFiles: [String: String] = [:]) -> RuleExample {
        var files = ["manifest.json": manifest]
        for level in ["easy", "medium", "hard"] {
            files["denny_001_\(level).json"] = #"{"id": "denny_001_\#(level)", "difficulty": "\#(level)", "theme": "ocean", "location": "sandy_shore", "title": "Denny Finds Mommy Coral"}"#
        }
        return RuleExample(files.merging(extraFiles) { $1 })
    }

    /// That folder, on whose manifest the rule reports at `pointer`.
    static func folder(_ manifest: String = text(), at pointer: JSONPointer?) -> RuleExample {
        folder(manifest).finding(in: ContentLayout.manifestName, at: pointer)
    }
}

public struct ManifestMissingRule: FolderRule {
    public init() {}
    public let identifier = "manifest.missing"
    public let severity = Severity.error
    public let description = "The folder has a `manifest.json`."
    public var triggeringExamples: [RuleExample] {
        [RuleExample.labyrinth(ExampleLabyrinth.text).finding(in: ContentLayout.manifestName, at: .wholeFile)]
    }
    public var nonTriggeringExamples: [RuleExample] { [ExampleManifest.folder()] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        if !folder.hasManifestFile {
            recorder.report(ContentLayout.manifestName, "the folder has no manifest.json; the app lists its labyrinths from it")
        }
    }
}

public struct ManifestDecodeRule: FolderRule {
    public init() {}
    public let identifier = "manifest.decode"
    public let severity = Severity.error
    public let description = "The app decodes the manifest: LabyrinthKit's `LabyrinthManifest` (with its packs and entries) decodes it."

    public var triggeringExamples: [RuleExample] {
        [.manifest("[]", at: .root), .manifest(#"{"total": "3", "labyrinths": []}"#, at: "/total"),
         .manifest(#"{"total": 1, "labyrinths": [{"id": "denny_001_easy", "difficulty": "easy", "theme": "ocean"}]}"#, at: "/labyrinths/0/title"),
         ExamplePacks.manifest(#"[{"id": "ocean_adventures", "title": "Ocean Adventures", "free_stories": "3", "stories": [1]}]"#,
                               at: "/packs/0/free_stories"),
         ExamplePacks.manifest(#"[{"id": "ocean_adventures", "title": "Ocean Adventures", "free_stories": 1, "stories": ["1"]}]"#,
                               at: "/packs/0/stories/0"),
         ExamplePacks.manifest("[3]", at: "/packs/0")]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [ExampleManifest.folder(), .manifest(#"{"total": 0, "labyrinths": []}"#), ExamplePacks.manifest(ExamplePacks.valid)]
    }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard let failure = folder.manifestDecodingFailure else { return }
        recorder.report(failure)
    }
}

public struct ManifestUniverseRule: FolderRule {
    public init() {}
    public let identifier = "manifest.universe"
    public let severity = Severity.warning
    public let description = "The manifest's `universe` is the config's universe."
    public var triggeringExamples: [RuleExample] { [.manifest(#"{"universe": "otto"}"#, at: "/universe")] }
    public var nonTriggeringExamples: [RuleExample] { [.manifest(#"{"universe": "denny"}"#)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard let universe = folder.manifest?[pointer: "/universe"]?.stringValue, universe != folder.profile.universe else { return }
        recorder.report(ContentLayout.manifestName, at: "/universe", "`universe` is \"\(universe)\"; expected \"\(folder.profile.universe)\"")
    }
}

public struct ManifestTotalRule: FolderRule {
    public init() {}
    public let identifier = "manifest.total"
    public let severity = Severity.warning
    public let description = "`total` equals the number of entries in `labyrinths`."
    public var triggeringExamples: [RuleExample] { [ExampleManifest.folder(ExampleManifest.text(total: 60), at: "/total")] }
    public var nonTriggeringExamples: [RuleExample] { [ExampleManifest.folder()] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard let manifest = folder.manifest, let total = manifest[pointer: "/total"]?.intValue,
              let entries = manifest[pointer: "/labyrinths"]?.arrayValue, total != entries.count else { return }
        recorder.report(ContentLayout.manifestName, at: "/total", "`total` is \(total); expected \(entries.count), the number of entries in `labyrinths`")
    }
}

public struct ManifestDuplicateIdRule: FolderRule {
    public init() {}
    public let identifier = "manifest.duplicateId"
    public let severity = Severity.error
    public let description = "No id appears twice in `labyrinths`."

    public var triggeringExamples: [RuleExample] {
        [ExampleManifest.folder(ExampleManifest.text(total: 4, entries: ["easy", "medium", "hard", "hard"].map { ExampleManifest.entry(1, $0) }),
                                at: "/labyrinths/3/id")]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExampleManifest.folder()] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        var firstIndex: [String: Int] = [:]
        for entry in folder.manifestEntries {
            guard let id = entry.id else { continue }
            if let first = firstIndex[id] {
                recorder.report(ContentLayout.manifestName, at: entry.pointer.appending("id"),
                                "the id \"\(id)\" is listed again (first at entry \(first)); list each labyrinth once")
            } else {
                firstIndex[id] = entry.index
            }
        }
    }
}

public struct ManifestEntryWithoutFileRule: FolderRule {
    public init() {}
    public let identifier = "manifest.entryWithoutFile"
    public let severity = Severity.error
    public let description = "Every manifest entry has its labyrinth file."

    public var triggeringExamples: [RuleExample] {
        [ExampleManifest.folder(ExampleManifest.text(total: 4, entries: ["easy", "medium", "hard"].map { ExampleManifest.entry(1, $0) } + [ExampleManifest.entry(2, "easy")]),
                                at: "/labyrinths/3/id")]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExampleManifest.folder()] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard folder.manifest != nil else { return }
        let files = Set(folder.labyrinths.map(\.stem) + folder.legacyFiles.map(LabyrinthName.id(fileName:)))
        for entry in folder.manifestEntries {
            guard let id = entry.id, ContentFileName.isPlain(id), !files.contains(id) else { continue }
            recorder.report(ContentLayout.manifestName, at: entry.pointer.appending("id"), "the entry \"\(id)\" has no file \(id).json in the folder")
        }
    }
}

public struct ManifestFileWithoutEntryRule: FolderRule {
    public init() {}
    public let identifier = "manifest.fileWithoutEntry"
    public let severity = Severity.error
    public let description = "Every labyrinth file has an entry in the manifest (the app never shows a file it does not list)."
    public var triggeringExamples: [RuleExample] {
        [ExampleManifest.folder(extraFiles: ["denny_002_easy.json": "{}"]).finding(in: "denny_002_easy.json", at: .wholeFile)]
    }
    public var nonTriggeringExamples: [RuleExample] { [ExampleManifest.folder()] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard folder.manifest != nil else { return }
        let listed = Set(folder.manifestEntries.compactMap(\.id))
        for labyrinth in folder.labyrinths where !listed.contains(labyrinth.stem) {
            recorder.report(labyrinth.file, "the manifest has no entry \"\(labyrinth.stem)\"; the app will not show this labyrinth")
        }
    }
}

public struct ManifestEntryFieldsRule: FolderRule {
    public init() {}
    public let identifier = "manifest.entryFields"
    public let severity = Severity.error
    public let description = "Each entry's `difficulty`, `theme`, `title` and `location` equal its file's; a `location` "
        + "left out (or null) on one side is the other's, as the app takes it from the manifest."

    public var triggeringExamples: [RuleExample] {
        [ExampleManifest.folder(ExampleManifest.text(entries: [ExampleManifest.entry(1, "easy", title: "Another Title"),
                                                              ExampleManifest.entry(1, "medium"), ExampleManifest.entry(1, "hard")]),
                                at: "/labyrinths/0/title")]
    }

    public var nonTriggeringExamples: [RuleExample] {
        let locationless = #"{"id": "denny_001_easy", "difficulty": "easy", "theme": "ocean", "location": null, "title": "Denny Finds Mommy Coral"}"#
        return [ExampleManifest.folder(), ExampleManifest.folder(extraFiles: ["denny_001_easy.json": locationless])]
    }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard folder.manifest != nil else { return }
        var factsByStem: [String: LabyrinthFacts] = [:]
        for labyrinth in folder.labyrinths where labyrinth.parsed { factsByStem[labyrinth.stem] = labyrinth }
        for entry in folder.manifestEntries {
            guard let id = entry.id, let facts = factsByStem[id] else { continue }
            let pairs: [(String, String?, String?)] = [
                ("difficulty", entry.difficulty, facts.difficulty), ("theme", entry.theme, facts.theme),
                ("title", entry.title, facts.title), ("location", entry.location, facts.location),
            ]
            for (key, listed, actual) in pairs where listed != actual {
                // The app reads the place from the manifest; a file (or an entry) without one takes the other's.
                if key == "location", listed == nil || actual == nil { continue }
                recorder.report(ContentLayout.manifestName, at: entry.pointer.appending(key),
                                "`\(key)` is \(Self.quoted(listed)) here but \(Self.quoted(actual)) in \(facts.file); make them equal")
            }
        }
    }

    static func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "absent" }
}

public struct ManifestStoryNumberRule: FolderRule {
    public init() {}
    public let identifier = "manifest.storyNumber"
    public let severity = Severity.error
    public let description = "Each entry's `story` is the number in its id."

    public var triggeringExamples: [RuleExample] {
        [.manifest(#"{"labyrinths": [{"id": "denny_001_easy", "difficulty": "easy", "story": 2}]}"#, at: "/labyrinths/0/story")]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [.manifest(#"{"labyrinths": [{"id": "denny_001_easy", "difficulty": "easy", "story": 1}]}"#)]
    }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for entry in folder.manifestEntries {
            guard let story = entry.story, let id = entry.id, let name = LabyrinthName(fileName: LabyrinthName.fileName(id: id)), name.story != story else { continue }
            recorder.report(ContentLayout.manifestName, at: entry.pointer.appending("story"),
                            "`story` is \(story) but the id \"\(id)\" says \(name.story)")
        }
    }
}

public struct ManifestStoryLevelsRule: FolderRule {
    public init() {}
    public let identifier = "manifest.storyLevels"
    public let severity = Severity.error
    public let description = "Every story in the manifest has all the levels."

    public var triggeringExamples: [RuleExample] {
        [ExampleManifest.folder(ExampleManifest.text(total: 2, entries: ["easy", "hard"].map { ExampleManifest.entry(1, $0) }), at: "/labyrinths/0")]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExampleManifest.folder()] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        var levelsByStory: [Int: (first: ManifestEntry, levels: Set<String>)] = [:]
        for entry in folder.manifestEntries {
            guard let story = entry.story else { continue }
            levelsByStory[story, default: (entry, [])].levels.insert(entry.difficulty ?? "")
        }
        for story in levelsByStory.keys.sorted() {
            let (first, levels) = levelsByStory[story]!
            let missing = folder.profile.levelNames.filter { !levels.contains($0) }
            if !missing.isEmpty {
                recorder.report(ContentLayout.manifestName, at: first.pointer,
                                "story \(story) has no \(missing.joined(separator: ", ")) level; every story has \(folder.profile.levelNames.joined(separator: ", "))")
            }
        }
    }
}

public struct ManifestOrderRule: FolderRule {
    public init() {}
    public let identifier = "manifest.order"
    public let severity = Severity.warning
    public let description = "Entries are ordered by story, then by level (easy, medium, hard)."

    public var triggeringExamples: [RuleExample] {
        [ExampleManifest.folder(ExampleManifest.text(entries: ["medium", "easy", "hard"].map { ExampleManifest.entry(1, $0) }), at: "/labyrinths/1"),
         .manifest(#"{"labyrinths": [\#(ExampleManifest.entry(2, "easy")), \#(ExampleManifest.entry(1, "easy"))]}"#, at: "/labyrinths/1")]

    }

    public var nonTriggeringExamples: [RuleExample] {
        [ExampleManifest.folder(), .manifest(#"{"labyrinths": [\#(ExampleManifest.entry(1, "hard")), \#(ExampleManifest.entry(2, "easy"))]}"#)]
    }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        var previous: (key: (Int, Int), entry: ManifestEntry)?
        for entry in folder.manifestEntries {
            guard let story = entry.story, let level = entry.difficulty.flatMap(folder.profile.levelIndex(of:)) else { continue }
            let key = (story, level)
            if let previous, key < previous.key {
                recorder.report(ContentLayout.manifestName, at: entry.pointer,
                                "entry \(entry.index) (story \(story), \(entry.difficulty!)) comes after story \(previous.key.0), "
                                    + "\(previous.entry.difficulty!); expected order: story, then \(folder.profile.levelNames.joined(separator: ", "))")
            }
            previous = (key, entry)
        }
    }
}
