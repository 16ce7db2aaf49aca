import ContentCatalogue
import ContentFormat
import LabyrinthKit
import MazeKit

/// What one import run has found so far: problems stop it, notes are reported and the run goes on.
struct ImportFindings: Sendable {
    var problems: [ImportProblem] = []
    var notes: [ImportNote] = []

    mutating func problem(_ file: String, _ message: String) { problems.append(ImportProblem(file: file, message)) }
    mutating func note(_ file: String, _ message: String) { notes.append(ImportNote(file: file, message)) }
}

/// A character as the files describe it; import gives it an id when it places it in the universe.
struct CharacterContent: Sendable, Hashable {
    var name: String
    var type: String
    var description: String
    var imageAsset: String

    init(name: String, type: String, description: String, imageAsset: String) {
        self.name = name
        self.type = type
        self.description = description
        self.imageAsset = imageAsset
    }

    init(_ character: StoryCharacter) {
        self.init(
            name: character.name, type: character.type, description: character.description,
            imageAsset: character.imageAsset)
    }

    func character(id: String) -> StoryCharacter {
        StoryCharacter(id: id, name: name, type: type, description: description, imageAsset: imageAsset)
    }
}

/// One labyrinth of a story: its file name and what the app decoded from it.
struct SourceLevel: Sendable {
    var file: String
    var level: String
    var labyrinth: Labyrinth
    var entry: LabyrinthManifest.Entry
}

/// One story as its easy level tells it. The characters are content, not ids yet; `story.startCharacter` and
/// `story.endCharacter` are filled in when the universe is planned.
struct RecoveredStory: Sendable {
    var story: Story
    var file: String
    var start: CharacterContent
    var end: CharacterContent
    var location: StoryLocation
    var theme: String
}

/// Recovers a catalogue story from the labyrinths of one story, easy level first (the config's level order).
enum StoryRecovery {
    static func recover(
        number: Int, levels: [SourceLevel], config: MazegenConfig, findings: inout ImportFindings
    ) -> RecoveredStory? {
        guard let base = levels.first else { return nil }
        let problemsBefore = findings.problems.count
        let file = base.file
        let labyrinth = base.labyrinth
        let look = styleAndShape(labyrinth, file: file, findings: &findings)
        let items = itemRule(labyrinth, file: file, findings: &findings)
        let start = characterContent(
            labyrinth.characterStart, key: LabyrinthKey.characterStart.rawValue, file: file, findings: &findings)
        let end = characterContent(
            labyrinth.characterEnd, key: LabyrinthKey.characterEnd.rawValue, file: file, findings: &findings)
        let startPosition = position(
            labyrinth.characterStart, point: labyrinth.pathData.startPoint, key: LabyrinthKey.characterStart.rawValue,
            labyrinth: labyrinth, file: file, findings: &findings)
        let endPosition = position(
            labyrinth.characterEnd, point: labyrinth.pathData.endPoint, key: LabyrinthKey.characterEnd.rawValue,
            labyrinth: labyrinth, file: file, findings: &findings)
        let location = location(base, findings: &findings)
        for level in levels {
            noteDifferences(level, from: base, findings: &findings)
            noteGeneratedValues(level, number: number, config: config, findings: &findings)
        }
        let missing = config.levelNames.filter { name in !levels.contains { $0.level == name } }
        if !missing.isEmpty {
            findings.note(
                file,
                "story \(number) has no \(missing.joined(separator: ", ")) level in the folder; generate will make it")
        }
        guard findings.problems.count == problemsBefore, let look, let start, let end, let startPosition,
            let endPosition,
            let location
        else { return nil }
        let story = Story(
            number: number, title: labyrinth.title, location: location.id, startCharacter: nil, endCharacter: "",
            startPosition: startPosition, endPosition: endPosition, style: look.style, shape: look.shape,
            itemRule: items.rule, itemEmoji: items.emoji, storySetup: labyrinth.storySetup,
            instruction: labyrinth.instruction,
            ttsInstruction: labyrinth.ttsInstruction, educationalQuestion: labyrinth.educationalQuestion,
            funFact: labyrinth.funFact, completionMessage: labyrinth.completionMessage)
        return RecoveredStory(
            story: story, file: file, start: start, end: end, location: location, theme: labyrinth.theme)
    }

    // MARK: Kind, items, characters, place

    /// `grid` → walls/rect, `shaped_<s>` → walls/s, `corridor_<s>` → corridor/s, `organic` → organic without a shape.
    static func styleAndShape(_ labyrinth: Labyrinth, file: String, findings: inout ImportFindings) -> (
        style: StoryStyle, shape: Shape?
    )? {
        let mazeType = labyrinth.pathData.mazeType
        switch StoryKind(labyrinth) {
        case .organicPath: return (.organic, nil)
        case .maze: break
        }
        guard let lattice = LatticeMazeType(parsing: mazeType) else {
            findings.problem(
                file,
                "`path_data.maze_type` is `\(mazeType)`, a maze kind the generator cannot make "
                    + "(it makes grid, shaped_<shape>, corridor_<shape> and organic)")
            return nil
        }
        guard let shape = lattice.shape else {
            findings.problem(
                file,
                "`path_data.maze_type` is `\(mazeType)`: the generator cannot make the shape "
                    + "`\(lattice.shapeName)` (it makes \(Shape.allCases.map(\.rawValue).joined(separator: ", ")))")
            return nil
        }
        let style: StoryStyle =
            switch lattice.style {
            case .walls: .walls
            case .corridor: .corridor
            }
        if lattice.description != mazeType {
            findings.note(file, "`path_data.maze_type` `\(mazeType)` is written `\(lattice.description)` by generate")
        }
        return (style, shape)
    }

    static func itemRule(_ labyrinth: Labyrinth, file: String, findings: inout ImportFindings) -> (
        rule: ItemRule?, emoji: String?
    ) {
        guard let text = labyrinth.itemRule else {
            if labyrinth.itemEmoji != nil {
                findings.note(file, "`item_emoji` without an `item_rule` is left out: only adventures have one")
            }
            return (nil, nil)
        }
        guard let rule = ItemRule(rawValue: text) else {
            findings.problem(file, "`item_rule` is `\(text)`; the generator knows only collect and avoid")
            return (nil, nil)
        }
        guard let emoji = labyrinth.itemEmoji else {
            findings.problem(file, "`item_rule` is \(text) but `item_emoji` is missing; an adventure needs its emoji")
            return (nil, nil)
        }
        return (rule, emoji)
    }

    static func characterContent(
        _ character: LabyrinthCharacter, key: String, file: String, findings: inout ImportFindings
    ) -> CharacterContent? {
        guard let name = character.name, let imageAsset = character.imageAsset else {
            let absent = [
                character.name == nil ? CharacterKey.name.rawValue : nil,
                character.imageAsset == nil ? CharacterKey.imageAsset.rawValue : nil,
            ].compactMap { $0 }
            findings.problem(
                file, "`\(key)` has no \(absent.joined(separator: " or ")); every character of the universe needs both")
            return nil
        }
        return CharacterContent(
            name: name, type: character.type, description: character.description, imageAsset: imageAsset)
    }

    /// The character's own `position` when it is a position the catalogue knows; otherwise the position whose cell
    /// holds the start or end point on the drawing (see `PositionRecovery`), which is reported.
    static func position(
        _ character: LabyrinthCharacter, point: PathPoint, key: String, labyrinth: Labyrinth, file: String,
        findings: inout ImportFindings
    ) -> GridPosition? {
        if let position = GridPosition(rawValue: character.position) { return position }
        guard let recovered = PositionRecovery.position(of: point, in: labyrinth.pathData) else {
            findings.problem(
                file, "`\(key).position` is `\(character.position)` and the point on the drawing names no position")
            return nil
        }
        findings.note(
            file, "`\(key).position` is `\(character.position)`; \(recovered.rawValue) is read from the drawing")
        return recovered
    }

    static func location(_ level: SourceLevel, findings: inout ImportFindings) -> StoryLocation? {
        guard let id = level.labyrinth.location ?? level.entry.location else {
            findings.problem(level.file, "no `location`, here or in manifest.json; every story needs a place")
            return nil
        }
        let theme = level.labyrinth.visualTheme
        return StoryLocation(
            id: id, name: titleCased(id), backgroundColor: theme.backgroundColor,
            decorativeElements: theme.decorativeElements)
    }

    /// `sandy_shore` → `Sandy Shore`: the files never carry a place's name, only its id.
    static func titleCased(_ id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    // MARK: Differences the catalogue cannot keep

    /// Every value of a level that the catalogue holds once per story and generate writes into every level.
    static func storyValues(_ labyrinth: Labyrinth) -> [(key: String, value: String)] {
        let theme = labyrinth.visualTheme
        let values: [(LabyrinthKey, String)] = [
            (.title, labyrinth.title), (.theme, labyrinth.theme), (.location, labyrinth.location ?? ""),
            (.storySetup, labyrinth.storySetup), (.instruction, labyrinth.instruction),
            (.ttsInstruction, labyrinth.ttsInstruction),
            (.characterStart, describe(labyrinth.characterStart)), (.characterEnd, describe(labyrinth.characterEnd)),
            (.educationalQuestion, labyrinth.educationalQuestion), (.funFact, labyrinth.funFact),
            (.completionMessage, labyrinth.completionMessage), (.itemRule, labyrinth.itemRule ?? ""),
            (.itemEmoji, labyrinth.itemEmoji ?? ""),
        ]
        return values.map { ($0.0.rawValue, $0.1) } + [
            (LabyrinthKey.pathData.rawValue + "." + PathDataKey.mazeType.rawValue, labyrinth.pathData.mazeType),
            (
                LabyrinthKey.visualTheme.rawValue,
                theme.backgroundColor + " " + theme.decorativeElements.joined(separator: ",")
            ),
        ]
    }

    static func noteDifferences(_ level: SourceLevel, from base: SourceLevel, findings: inout ImportFindings) {
        guard level.file != base.file else { return }
        for (mine, easy) in zip(storyValues(level.labyrinth), storyValues(base.labyrinth))
        where !sameBytes(mine.value, easy.value) {
            findings.note(
                level.file,
                "`\(mine.key)` is \(quoted(mine.value)) but \(base.file) has \(quoted(easy.value)); "
                    + "the catalogue keeps \(base.file)'s for every level")
        }
    }

    /// Values generate derives instead of copying: differences show up as changed bytes after `generate`.
    static func noteGeneratedValues(
        _ level: SourceLevel, number: Int, config: MazegenConfig, findings: inout ImportFindings
    ) {
        let labyrinth = level.labyrinth
        let derived: [(key: String, found: String?, written: String)] = [
            (LabyrinthKey.difficulty.rawValue, labyrinth.difficulty, level.level),
            (
                LabyrinthKey.audioInstruction.rawValue, labyrinth.audioInstruction,
                StoryAudio.instruction(universe: config.universe, story: number)
            ),
            (
                LabyrinthKey.audioCompletion.rawValue, labyrinth.audioCompletion,
                StoryAudio.completion(universe: config.universe, story: number)
            ),
        ]
        for (key, found, written) in derived where found.map({ !sameBytes($0, written) }) ?? true {
            findings.note(
                level.file, "`\(key)` is \(found.map(quoted) ?? "absent"); generate writes \(quoted(written))")
        }
        let entry = level.entry
        if !sameBytes(entry.title, labyrinth.title) {
            findings.note(
                level.file,
                "manifest.json titles it \(quoted(entry.title)); the file's title \(quoted(labyrinth.title)) is kept")
        }
        if labyrinth.location == nil, let listed = entry.location {
            findings.note(
                level.file, "has no `location` (the app takes manifest.json's); generate writes `\(listed)` into it")
        }
        if let listed = entry.location, let own = labyrinth.location, listed != own {
            findings.note(level.file, "manifest.json places it at `\(listed)`; the file's `\(own)` is kept")
        }
    }

    static func describe(_ character: LabyrinthCharacter) -> String {
        [character.name ?? "", character.type, character.description, character.position, character.imageAsset ?? ""]
            .joined(separator: " | ")
    }

    /// Swift's `==` on strings ignores Unicode normalisation; the round trip promises the same bytes.
    static func sameBytes(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }

    static func quoted(_ text: String) -> String {
        let short = text.count > 60 ? String(text.prefix(57)) + "…" : text
        return "\"" + short + "\""
    }
}
