import ContentCatalogue
import ContentFormat
import ContentRead
import ContentSupport
import ContentValidate
import LabyrinthKit
import SoundKit

/// A content folder as a person reviews it: packs in manifest order, each story in its pack's order,
/// each story's labyrinths easy → hard. Labyrinths no pack claims come last, in a group without a pack.
/// Built from one validator run, so the cards, the numbers and the errors come from a single reading.
package struct ReviewedContent: Sendable {
    package enum Access: String, Sendable {
        case free, paid
        /// The story is in no pack of the manifest.
        case unlisted = "not in a pack"
    }

    package struct Labyrinth: Sendable {
        package var facts: MeasuredLabyrinth
        package var access: Access
    }

    package struct Story: Sendable {
        package var number: Int?
        package var title: String
        package var labyrinths: [Labyrinth]
    }

    package struct Pack: Sendable {
        /// Nil for the group of labyrinths that no pack lists.
        package var id: String?
        package var title: String
        package var freeStories: Int
        package var stories: [Story]
    }

    package var universe: String?
    package var packs: [Pack]
    /// The levels, easiest first, as the validator's profile names them.
    var levelOrder: [String]
    /// What the validator found in the folder, from the same run that read the labyrinths.
    package var report: ValidationReport
    /// How near an obstacle a finger may come before the app counts a hit (config `avoid.hit_radius`):
    /// the preview circles it, `stats` sets the clearances against it.
    package var hitRadius: Double
    /// The name of the figure each organic story draws, by story number, from the stories folder's catalogue when
    /// the command could read it: the folder's files do not say which figure they draw.
    package var figureNames: [Int: String] = [:]
    /// Each story's clips, by story number, as the labyrinths name them and the folder holds them.
    package var clips: [Int: [StoryClip]] = [:]
    /// How the page reaches the folder's `audio/` (a URL prefix ending in `/`); nil: the page plays no clip.
    package var audioBase: String?

    /// One clip of a story: what it says, where it stands, and what it measures when it is there.
    package struct StoryClip: Sendable, Equatable {
        package var line: ClipScript.Line
        package var status: ClipStatus
        /// Playing time, from its MPEG frames; nil when the clip is missing or unreadable.
        package var seconds: Double?

        /// The text's words over the clip's playing time (its short edges of silence included).
        package var wordsPerMinute: Double? {
            guard let seconds, seconds > 0 else { return nil }
            return Pace.wordsPerMinute(text: line.text, speechSeconds: seconds)
        }
    }

    /// Every labyrinth in review order.
    package var labyrinths: [Labyrinth] { packs.flatMap { $0.stories.flatMap(\.labyrinths) } }

    /// Validates `source` once, keeping each labyrinth as the validator read it, and groups them.
    package static func load(
        _ source: some ContentSource, validator: Validator, hitRadius: Double = MazegenConfig.defaults.avoid.hitRadius
    ) throws(FileSystemError) -> ReviewedContent {
        let validation = try validator.validateCollecting(source)
        var content = ReviewedContent(validation, levelOrder: validator.profile.levelNames, hitRadius: hitRadius)
        content.clips = storyClips(validation.folder.contents.clips, settings: validator.profile.narration)
        return content
    }

    /// The folder's clips by story, each with its status and, when the app can play it, its playing time: both from
    /// the folder's one reading of its clips (within `limits.file_bytes`), no clip read again.
    static func storyClips(_ view: FolderClips, settings: NarrationConfig) -> [Int: [StoryClip]] {
        guard view.audioFiles != nil || settings.required else { return [:] }
        var byStory: [Int: [StoryClip]] = [:]
        for line in view.script.lines {
            guard let story = line.files.lazy.compactMap({ LabyrinthName(fileName: $0)?.story }).first else {
                continue
            }
            let status = view.status(of: line, settings: settings)
            let seconds = status.isPlayable ? view.seconds[line.clip] : nil
            byStory[story, default: []].append(StoryClip(line: line, status: status, seconds: seconds))
        }
        // Instruction first, as the app plays them.
        return byStory.mapValues { clips in
            clips.sorted { $0.line.role == .instruction && $1.line.role != .instruction }
        }
    }

    init(_ validation: CollectedValidation, levelOrder: [String], hitRadius: Double) {
        let folder = validation.folder
        var entryByFile: [String: ManifestEntry] = [:]
        for entry in folder.manifestEntries {
            guard let id = entry.id, let name = SafeFileName(LabyrinthName.fileName(id: id))?.value,
                entryByFile[name] == nil
            else { continue }
            entryByFile[name] = entry
        }
        var facts = validation.labyrinths.map { MeasuredLabyrinth($0, manifestEntry: entryByFile[$0.file]) }
        // A name the folder holds but the validator does not read as a labyrinth (a symlink out, an old-layout
        // name) is no missing file: the report says what is wrong with it.
        let listed = Set(folder.entries.map(\.name))
        for (name, entry) in entryByFile.sorted(by: { $0.value.index < $1.value.index }) where !listed.contains(name) {
            facts.append(MeasuredLabyrinth(missing: entry, fileName: name))
        }

        var grouping = Grouping(levelOrder: levelOrder, facts: facts)
        var packs = ManifestPack.all(in: folder.manifest).compactMap { grouping.take($0) }
        if let unlisted = grouping.rest() { packs.append(unlisted) }
        self.packs = packs
        universe = folder.manifest?[pointer: .manifest(.universe)]?.stringValue
        self.levelOrder = levelOrder
        report = validation.report
        self.hitRadius = hitRadius
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

    /// Nil for a pack without an id (`manifest.decode` reports it); its stories stay for a later pack or the rest.
    mutating func take(_ pack: ManifestPack) -> ReviewedContent.Pack? {
        guard let id = pack.id else { return nil }
        let freeStories = pack.freeStories ?? 0
        var stories: [ReviewedContent.Story] = []
        for (position, number) in (pack.stories ?? []).map(\.story).enumerated() {
            let access: ReviewedContent.Access = position < freeStories ? .free : .paid
            guard let taken = remaining.removeValue(forKey: number) else { continue }
            stories.append(story(number, taken, access: access))
        }
        return ReviewedContent.Pack(id: id, title: pack.title ?? id, freeStories: freeStories, stories: stories)
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

    private func story(_ number: Int?, _ facts: [MeasuredLabyrinth], access: ReviewedContent.Access)
        -> ReviewedContent.Story
    {
        let ordered = facts.sorted { a, b in
            let rankA = levelRank[a.level] ?? Int.max
            let rankB = levelRank[b.level] ?? Int.max
            if rankA != rankB { return rankA < rankB }
            if a.level != b.level { return a.level < b.level }
            return a.fileName < b.fileName
        }
        let title = ordered.lazy.map(\.title).first { !$0.isEmpty } ?? ""
        return ReviewedContent.Story(
            number: number, title: title,
            labyrinths: ordered.map { ReviewedContent.Labyrinth(facts: $0, access: access) })
    }
}
