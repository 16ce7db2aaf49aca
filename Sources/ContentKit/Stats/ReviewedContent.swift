/// One file of a content folder, by name.
public struct ContentFile: Sendable, Equatable {
    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }
}

/// A content folder as a person reviews it: packs in manifest order, each story in its pack's order,
/// each story's labyrinths easy → hard. Labyrinths no pack claims come last, in a group without a pack.
public struct ReviewedContent: Sendable {
    public enum Access: String, Sendable {
        case free, paid
        /// The story is in no pack of the manifest.
        case unlisted = "not in a pack"
    }

    public struct Labyrinth: Sendable {
        public var facts: MeasuredLabyrinth
        public var access: Access
    }

    public struct Story: Sendable {
        public var number: Int?
        public var title: String
        public var labyrinths: [Labyrinth]
    }

    public struct Pack: Sendable {
        /// Nil for the group of labyrinths that no pack lists.
        public var id: String?
        public var title: String
        public var freeStories: Int
        public var stories: [Story]
    }

    public var universe: String?
    public var packs: [Pack]
    /// What is wrong with `manifest.json` as far as grouping needs it.
    public var problems: [String]

    /// Every labyrinth in review order.
    public var labyrinths: [Labyrinth] { packs.flatMap { $0.stories.flatMap(\.labyrinths) } }

    public static let manifestName = "manifest.json"
    public static let samplesName = "difficulty_samples.json"

    /// The labyrinth files of a folder listing: every `.json` file but the manifest and the samples.
    public static func isLabyrinthFile(_ name: String) -> Bool {
        name.hasSuffix(".json") && !name.hasPrefix(".") && name != manifestName && name != samplesName
    }

    /// Reads a folder from disk: the manifest and every labyrinth file.
    public static func load(folder: String, levelOrder: [String]) throws(FileSystemError) -> ReviewedContent {
        let contentFolder = ContentFolder(path: folder)
        var files: [ContentFile] = []
        for name in try contentFolder.names() where name == manifestName || isLabyrinthFile(name) {
            files.append(ContentFile(name: name, bytes: try AtomicFile.read(folder + "/" + name)))
        }
        return read(files, levelOrder: levelOrder)
    }

    /// Groups files into packs and stories. `levelOrder` (the config's levels, easy first) orders the
    /// labyrinths of a story; levels it does not name follow, alphabetically.
    public static func read(_ files: [ContentFile], levelOrder: [String]) -> ReviewedContent {
        var problems: [String] = []
        let manifest = files.first { $0.name == manifestName }.map { ManifestOutline.read($0.bytes, problems: &problems) }
        if manifest == nil { problems.append("\(manifestName): missing; labyrinths are shown without packs") }

        var entryByID: [String: ManifestOutline.Entry] = [:]
        for entry in manifest?.entries ?? [] where entryByID[entry.id] == nil { entryByID[entry.id] = entry }
        var facts = files.filter { isLabyrinthFile($0.name) }.sorted { $0.name < $1.name }.map { file in
            let id = String(file.name.dropLast(5))
            let entry = entryByID[id]
            return MeasuredLabyrinth.read(fileName: file.name, bytes: file.bytes, storyHint: entry?.story, titleHint: entry?.title)
        }
        let present = Set(facts.map(\.fileName))
        for entry in manifest?.entries ?? [] where !present.contains(entry.id + ".json") {
            facts.append(.missing(fileName: entry.id + ".json", story: entry.story, title: entry.title ?? ""))
        }

        var grouping = Grouping(levelOrder: levelOrder, facts: facts)
        var packs = (manifest?.packs ?? []).map { grouping.take($0) }
        if let unlisted = grouping.rest() { packs.append(unlisted) }
        return ReviewedContent(universe: manifest?.universe, packs: packs, problems: problems)
    }
}

/// The parts of `manifest.json` that grouping needs; anything else is the validator's business.
struct ManifestOutline {
    struct Pack {
        var id: String
        var title: String
        var freeStories: Int
        var stories: [Int]
    }

    struct Entry {
        var id: String
        var story: Int?
        var title: String?
    }

    var universe: String?
    var packs: [Pack] = []
    var entries: [Entry] = []

    static func read(_ bytes: [UInt8], problems: inout [String]) -> ManifestOutline {
        let name = ReviewedContent.manifestName
        let root: JSONObject
        do {
            guard let object = try JSONReader.parse(bytes).value.objectValue else {
                problems.append("\(name): not a JSON object; labyrinths are shown without packs")
                return ManifestOutline()
            }
            root = object
        } catch {
            problems.append("\(name): not valid JSON (\(error)); labyrinths are shown without packs")
            return ManifestOutline()
        }
        var outline = ManifestOutline(universe: root["universe"]?.stringValue)
        for (index, value) in (root["packs"]?.arrayValue ?? []).enumerated() {
            guard let pack = value.objectValue, let id = pack["id"]?.stringValue,
                  let stories = pack["stories"]?.arrayValue?.compactMap(\.intValue) else {
                problems.append("\(name): packs[\(index)] needs an \"id\" and a \"stories\" array of numbers; skipped")
                continue
            }
            outline.packs.append(Pack(id: id, title: pack["title"]?.stringValue ?? id,
                                      freeStories: pack["free_stories"]?.intValue ?? 0, stories: stories))
        }
        for value in root["labyrinths"]?.arrayValue ?? [] {
            guard let entry = value.objectValue, let id = entry["id"]?.stringValue, SafeFileName(id + ".json") != nil else { continue }
            outline.entries.append(Entry(id: id, story: entry["story"]?.intValue, title: entry["title"]?.stringValue))
        }
        return outline
    }
}

/// Hands out labyrinths to packs, each at most once: a story listed by two packs shows in the first.
private struct Grouping {
    private let levelRank: [String: Int]
    /// Labyrinths not yet given to a pack, by story number (nil: the name holds none).
    private var remaining: [Int?: [MeasuredLabyrinth]]

    init(levelOrder: [String], facts: [MeasuredLabyrinth]) {
        var rank: [String: Int] = [:]
        for (index, level) in levelOrder.enumerated() where rank[level] == nil { rank[level] = index }
        levelRank = rank
        remaining = Dictionary(grouping: facts, by: \.story)
    }

    mutating func take(_ pack: ManifestOutline.Pack) -> ReviewedContent.Pack {
        var stories: [ReviewedContent.Story] = []
        for (position, number) in pack.stories.enumerated() {
            let access: ReviewedContent.Access = position < pack.freeStories ? .free : .paid
            guard let taken = remaining.removeValue(forKey: number) else { continue }
            stories.append(story(number, taken, access: access))
        }
        return ReviewedContent.Pack(id: pack.id, title: pack.title, freeStories: pack.freeStories, stories: stories)
    }

    /// Whatever no pack listed, stories ascending (files without a story number last).
    mutating func rest() -> ReviewedContent.Pack? {
        guard !remaining.isEmpty else { return nil }
        let numbers = remaining.keys.compactMap { $0 }.sorted()
        var stories = numbers.map { story($0, remaining[$0] ?? [], access: .unlisted) }
        if let unnumbered = remaining[nil] { stories.append(story(nil, unnumbered, access: .unlisted)) }
        remaining = [:]
        return ReviewedContent.Pack(id: nil, title: "Not in any pack", freeStories: 0, stories: stories)
    }

    private func story(_ number: Int?, _ facts: [MeasuredLabyrinth], access: ReviewedContent.Access) -> ReviewedContent.Story {
        let ordered = facts.sorted { a, b in
            let rankA = levelRank[a.level] ?? Int.max, rankB = levelRank[b.level] ?? Int.max
            if rankA != rankB { return rankA < rankB }
            if a.level != b.level { return a.level < b.level }
            return a.fileName < b.fileName
        }
        let title = ordered.first { !$0.title.isEmpty }?.title ?? ""
        return ReviewedContent.Story(number: number, title: title,
                                     labyrinths: ordered.map { ReviewedContent.Labyrinth(facts: $0, access: access) })
    }
}
