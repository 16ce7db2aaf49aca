/// One pack object of the manifest, with the fields of the right types (others nil, reported by manifest.decode).
struct ManifestPack {
    var index: Int
    var pointer: JSONPointer
    var id: String?
    var title: String?
    var freeStories: Int?
    /// The story numbers with their places in the file.
    var stories: [(story: Int, pointer: JSONPointer)]?

    static func all(in manifest: JSONValue?) -> [ManifestPack] {
        (manifest?[pointer: .manifest(.packs)]?.arrayValue ?? []).enumerated().compactMap { index, value in
            guard value.objectValue != nil else { return nil }
            let pointer = JSONPointer.manifest(.packs) / index
            let stories = value[pointer: JSONPointer(PackKey.stories)]?.arrayValue.map { elements in
                elements.enumerated().compactMap { position, element in
                    element.intValue.map { ($0, pointer / PackKey.stories / position) }
                }
            }
            return ManifestPack(
                index: index, pointer: pointer, id: value[pointer: JSONPointer(PackKey.id)]?.stringValue, title: value[pointer: JSONPointer(PackKey.title)]?.stringValue,
                freeStories: value[pointer: JSONPointer(PackKey.freeStories)]?.intValue, stories: stories)
        }
    }
}

enum ExamplePacks {
    static func manifest(_ packs: String) -> RuleExample { ExampleManifest.folder(ExampleManifest.text(packs: packs)) }
    /// That folder, on whose manifest the rule reports at `pointer`.
    static func manifest(_ packs: String, at pointer: JSONPointer?) -> RuleExample {
        ExampleManifest.folder(ExampleManifest.text(packs: packs), at: pointer)
    }
    static let valid = #"[{"id": "ocean_adventures", "title": "Ocean Adventures", "free_stories": 1, "stories": [1]}]"#
}

public struct PacksMissingRule: FolderRule {
    public init() {}
    public let identifier = "packs.missing"
    public let severity = Severity.error
    public let description = "The manifest has a non-empty `packs` array: every story is sold in a pack."

    public var triggeringExamples: [RuleExample] {
        [ExamplePacks.manifest("[]", at: .manifest(.packs)), .manifest(#"{"universe": "denny", "total": 0, "labyrinths": []}"#, at: .manifest(.packs))]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExamplePacks.manifest(ExamplePacks.valid)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard let manifest = folder.manifest, manifest.objectValue != nil else { return }
        switch manifest[pointer: .manifest(.packs)] {
        case .none, .some(.null):
            recorder.report(ContentLayout.manifestName, at: .manifest(.packs), "the manifest has no `packs`; expected an array of packs")
        case .some(.array(let packs)) where packs.isEmpty:
            recorder.report(ContentLayout.manifestName, at: .manifest(.packs), "`packs` is empty; expected at least one pack")
        default:
            break  // not an array: `manifest.decode` reports it
        }
    }
}

public struct PackDuplicateIdRule: FolderRule {
    public init() {}
    public let identifier = "packs.duplicateId"
    public let severity = Severity.error
    public let description = "No two packs share an id."

    public var triggeringExamples: [RuleExample] {
        [ExamplePacks.manifest(#"[{"id": "ocean", "title": "A", "free_stories": 0, "stories": [1]}, {"id": "ocean", "title": "B", "free_stories": 0, "stories": []}]"#,
                               at: .manifest(.packs) / 1 / PackKey.id)]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExamplePacks.manifest(ExamplePacks.valid)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        var seen: Set<String> = []
        for pack in ManifestPack.all(in: folder.manifest) {
            guard let id = pack.id else { continue }
            if !seen.insert(id).inserted {
                recorder.report(ContentLayout.manifestName, at: pack.pointer / PackKey.id, "the pack id \"\(id)\" is used by an earlier pack; pack ids are unique")
            }
        }
    }
}

public struct PackTitleRule: FolderRule {
    public init() {}
    public let identifier = "packs.emptyTitle"
    public let severity = Severity.warning
    public let description = "Every pack (and its id) has a non-empty title."
    public var triggeringExamples: [RuleExample] {
        [ExamplePacks.manifest(#"[{"id": "ocean", "title": " ", "free_stories": 0, "stories": [1]}]"#, at: .manifest(.packs) / 0 / PackKey.title)]
    }
    public var nonTriggeringExamples: [RuleExample] { [ExamplePacks.manifest(ExamplePacks.valid)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for pack in ManifestPack.all(in: folder.manifest) {
            for (key, value) in [(PackKey.id, pack.id), (.title, pack.title)] {
                if let value, value.allSatisfy(\.isWhitespace) {
                    recorder.report(ContentLayout.manifestName, at: pack.pointer / key, "pack \(pack.index) has an empty `\(key.rawValue)`")
                }
            }
        }
    }
}

public struct PackFreeStoriesRule: FolderRule {
    public init() {}
    public let identifier = "packs.freeStories"
    public let severity = Severity.error
    public let description = "`free_stories` is between 0 and the pack's number of stories."

    public var triggeringExamples: [RuleExample] {
        [ExamplePacks.manifest(#"[{"id": "ocean", "title": "Ocean", "free_stories": 2, "stories": [1]}]"#, at: .manifest(.packs) / 0 / PackKey.freeStories),
         ExamplePacks.manifest(#"[{"id": "ocean", "title": "Ocean", "free_stories": -1, "stories": [1]}]"#, at: .manifest(.packs) / 0 / PackKey.freeStories)]
    }

    public var nonTriggeringExamples: [RuleExample] {
        [ExamplePacks.manifest(ExamplePacks.valid), ExamplePacks.manifest(#"[{"id": "ocean", "title": "Ocean", "free_stories": 0, "stories": [1]}]"#)]
    }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        for pack in ManifestPack.all(in: folder.manifest) {
            guard let free = pack.freeStories, let stories = pack.stories else { continue }
            if free < 0 || free > stories.count {
                recorder.report(ContentLayout.manifestName, at: pack.pointer / PackKey.freeStories,
                                "`free_stories` is \(free); expected 0 to \(stories.count), the pack's number of stories")
            }
        }
    }
}

public struct PackDuplicateStoryRule: FolderRule {
    public init() {}
    public let identifier = "packs.duplicateStory"
    public let severity = Severity.error
    public let description = "A story is in exactly one pack, once."

    public var triggeringExamples: [RuleExample] {
        [ExamplePacks.manifest(#"[{"id": "ocean", "title": "Ocean", "free_stories": 0, "stories": [1, 1]}]"#, at: .manifest(.packs) / 0 / PackKey.stories / 1),
         ExamplePacks.manifest(#"[{"id": "a", "title": "A", "free_stories": 0, "stories": [1]}, {"id": "b", "title": "B", "free_stories": 0, "stories": [1]}]"#,
                               at: .manifest(.packs) / 1 / PackKey.stories / 0)]
    }

    public var nonTriggeringExamples: [RuleExample] { [ExamplePacks.manifest(ExamplePacks.valid)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        var firstPack: [Int: Int] = [:]
        for pack in ManifestPack.all(in: folder.manifest) {
            for (story, pointer) in pack.stories ?? [] {
                if let first = firstPack[story] {
                    let place = first == pack.index ? "earlier in this pack" : "in pack \(first)"
                    recorder.report(ContentLayout.manifestName, at: pointer, "story \(story) is already listed \(place); a story belongs to one pack, once")
                } else {
                    firstPack[story] = pack.index
                }
            }
        }
    }
}

public struct PackStoryWithoutLabyrinthsRule: FolderRule {
    public init() {}
    public let identifier = "packs.storyWithoutLabyrinths"
    public let severity = Severity.error
    public let description = "Every story a pack sells has labyrinths in the manifest."
    public var triggeringExamples: [RuleExample] {
        [ExamplePacks.manifest(#"[{"id": "ocean", "title": "Ocean", "free_stories": 0, "stories": [1, 2]}]"#, at: .manifest(.packs) / 0 / PackKey.stories / 1)]
    }
    public var nonTriggeringExamples: [RuleExample] { [ExamplePacks.manifest(ExamplePacks.valid)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        let stories = Set(folder.manifestEntries.compactMap(\.story))
        for pack in ManifestPack.all(in: folder.manifest) {
            for (story, pointer) in pack.stories ?? [] where !stories.contains(story) {
                recorder.report(ContentLayout.manifestName, at: pointer, "pack \"\(pack.id ?? "?")\" sells story \(story), which has no labyrinths in the manifest")
            }
        }
    }
}

public struct PackStoryInNoPackRule: FolderRule {
    public init() {}
    public let identifier = "packs.storyInNoPack"
    public let severity = Severity.error
    public let description = "Every story of the manifest (or of a labyrinth file name) is in a pack."

    public var triggeringExamples: [RuleExample] {
        // Story 1 is in no pack: the finding points at its first manifest entry.
        [ExamplePacks.manifest(#"[{"id": "ocean", "title": "Ocean", "free_stories": 0, "stories": [2]}]"#, at: .manifest(.labyrinths) / 0)]

    }

    public var nonTriggeringExamples: [RuleExample] { [ExamplePacks.manifest(ExamplePacks.valid)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard folder.manifest?[pointer: .manifest(.packs)]?.arrayValue?.isEmpty == false else { return }
        let packed = Set(ManifestPack.all(in: folder.manifest).flatMap { ($0.stories ?? []).map(\.story) })
        for story in folder.knownStories where !packed.contains(story) {
            let entry = folder.manifestEntries.first { $0.story == story }
            recorder.report(ContentLayout.manifestName, at: entry?.pointer ?? .manifest(.packs), "story \(story) is in no pack; the app cannot sell or show it")
        }
    }
}
