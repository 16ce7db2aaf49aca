import ContentFormat
import ContentJSON
import Foundation
import LabyrinthKit
import MazeKit

/// Checks the universe and packs as a whole (references, numbering, texts); lists every problem at once,
/// each naming its file and key path. Words outside a fixed choice (shape, style, positions, item rule)
/// and unknown keys are already rejected while loading.
enum StoryCatalogueValidation {
    static let storyNumbers = 1...999

    static func problems(in catalogue: StoryCatalogue, expectedUniverse: String? = nil) -> [SourceProblem] {
        problems(in: catalogue, expectedUniverse: expectedUniverse) { _, _ in nil }
    }

    static func problems(
        in catalogue: StoryCatalogue, expectedUniverse: String?,
        locate: @escaping (_ file: String, YAMLKeyPath) -> SourcePosition?
    ) -> [SourceProblem] {
        let universeFile = catalogue.universeFile
        var universeList = ProblemList(file: universeFile) { locate(universeFile, $0) }
        check(catalogue.universe, expectedID: expectedUniverse, &universeList)
        var problems = universeList.problems
        let figuresFile = catalogue.figuresFile
        var figureList = ProblemList(file: figuresFile) { locate(figuresFile, $0) }
        FigureLibraryValidation.check(catalogue.figures, &figureList)
        problems += figureList.problems

        var seenPackIDs: [String: String] = [:]
        var seenOrders: [Int: String] = [:]
        var seenNumbers: [Int: String] = [:]
        var seenTitles: [String: String] = [:]
        for pack in catalogue.packs {
            let file = pack.sourceFile
            var list = ProblemList(file: file) { locate(file, $0) }
            let root = YAMLKeyPath.root
            if let other = seenPackIDs[pack.id] {
                list.add(
                    root.appending(StoryPack.CodingKeys.id), "duplicate pack id `\(pack.id)`; already used in \(other)")
            }
            seenPackIDs[pack.id] = seenPackIDs[pack.id] ?? file
            if let other = seenOrders[pack.order] {
                list.add(
                    root.appending(StoryPack.CodingKeys.order),
                    "duplicate pack order \(pack.order); already used in \(other)")
            }
            seenOrders[pack.order] = seenOrders[pack.order] ?? file
            check(pack, catalogue.universe, &list)
            for (index, story) in pack.stories.enumerated() {
                let path = root.appending(StoryPack.CodingKeys.stories).appending(index: index)
                let here = "\(file) \(path)"
                if let other = seenNumbers[story.number] {
                    list.add(
                        path.appending(Story.CodingKeys.number),
                        "duplicate story number \(story.number); already used at \(other)")
                }
                seenNumbers[story.number] = seenNumbers[story.number] ?? here
                if let other = seenTitles[story.title], !story.title.isEmpty {
                    list.add(
                        path.appending(Story.CodingKeys.title),
                        "duplicate title \"\(story.title)\"; already used at \(other)")
                }
                seenTitles[story.title] = seenTitles[story.title] ?? here
                FigureLibraryValidation.check(
                    story, at: path, library: catalogue.figures, libraryFile: figuresFile, &list)
            }
            problems += list.problems
        }
        let stories = Dictionary(catalogue.stories.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
        for drawing in catalogue.drawings.values.sorted(by: { $0.name.id < $1.name.id }) {
            problems += check(drawing, universe: catalogue.universe.id, story: stories[drawing.name.story])
        }
        return problems
    }

    // MARK: Kept drawings

    /// The drawing's items are the story's kind (collect: `items`, avoid: `avoid_items`, none for a plain maze) and
    /// show the story's emoji: a story changed after import otherwise contradicts its own file.
    static func checkItems(_ drawing: KeptDrawing, story: Story) -> [(key: String, message: String)] {
        let itemsKey = PathData.CodingKeys.items.rawValue
        let avoidKey = PathData.CodingKeys.avoidItems.rawValue
        let remake = "run `mazegen generate --fresh \(story.number)` to draw it for the story as it is now"
        var problems: [(key: String, message: String)] = []
        let expected: String? =
            switch story.kind.itemRule {
            case .collect: itemsKey
            case .avoid: avoidKey
            case nil: nil
            }
        for key in [itemsKey, avoidKey] where key != expected && !(drawing.pathData[key]?.arrayValue ?? []).isEmpty {
            problems.append(
                (
                    key,
                    "story \(story.number) is \(story.itemRule.map { "a \($0.rawValue) adventure" } ?? "a plain maze"), "
                        + "but its kept drawing has `\(key)`; \(remake)"
                ))
        }
        if let expected, let emoji = story.itemEmoji {
            let shown = Set(
                (drawing.pathData[expected]?.arrayValue ?? []).compactMap {
                    $0[pointer: JSONPointer(ItemKey.emoji)]?.stringValue
                })
            if !shown.isEmpty, shown != [emoji] {
                problems.append(
                    (
                        expected,
                        "shows \(shown.sorted().joined(separator: " ")) where story \(story.number)'s item_emoji is \(emoji); \(remake)"
                    ))
            }
        }
        return problems
    }

    /// A kept drawing belongs to a story of the catalogue, draws the story's kind of maze and decodes as the app
    /// decodes `path_data`; otherwise `generate` would write a file that contradicts its story.
    static func check(_ drawing: KeptDrawing, universe: String, story: Story?) -> [SourceProblem] {
        func problem(_ key: String, _ message: String) -> SourceProblem {
            SourceProblem(kind: .invalidValue, file: drawing.sourceFile, keyPath: key, message: message)
        }
        guard drawing.name.universe == universe else {
            return [
                problem("", "is named for universe `\(drawing.name.universe)`, but the catalogue's is `\(universe)`")
            ]
        }
        guard let story else {
            return [
                problem("", "story \(drawing.name.story) is in no pack; remove the drawing, or add the story to a pack")
            ]
        }
        var problems: [SourceProblem] = []
        let mazeTypeKey = PathData.CodingKeys.mazeType.rawValue
        if let mazeType = drawing.pathData[mazeTypeKey]?.stringValue, let kind = story.drawnKind, mazeType != kind,
            LatticeMazeType(parsing: mazeType)?.description != kind
        {
            problems.append(
                problem(
                    mazeTypeKey,
                    "is `\(mazeType)`, but story \(story.number) is a \(kind) maze; "
                        + "run `mazegen generate --fresh \(story.number)` to draw it anew, or change the story back"))
        }
        problems += checkItems(drawing, story: story).map { problem($0.key, $0.message) }
        // Decoded as validate decodes a file (`AppDocument`, held equal to the app's decoder by its contract
        // test); the bytes are made only to word a failure.
        do {
            _ = try PathData.decode(from: .object(drawing.pathData))
        } catch {
            let bytes = Data(JSONWriter.bytes(.object(drawing.pathData)))
            problems.append(
                problem(
                    "",
                    "is not a path_data the app can decode: \(DecodingFailure(error, file: drawing.sourceFile, data: bytes).message)"
                ))
        }
        return problems
    }

    // MARK: Universe

    private static func check(_ universe: Universe, expectedID: String?, _ list: inout ProblemList) {
        let root = YAMLKeyPath.root
        list.require(
            isIdentifier(universe.id), root.appending(Universe.CodingKeys.id),
            "must be lowercase letters, digits or _ (it starts every file name)")
        if let expectedID {
            list.require(
                universe.id == expectedID, root.appending(Universe.CodingKeys.id),
                "is `\(universe.id)` but config.yaml names universe `\(expectedID)`")
        }
        list.require(!isBlank(universe.theme), root.appending(Universe.CodingKeys.theme), "must not be empty")
        list.require(
            universe.character(id: universe.defaultStartCharacter) != nil,
            root.appending(Universe.CodingKeys.defaultStartCharacter),
            "`\(universe.defaultStartCharacter)` is not a character of the universe")

        let characters = root.appending(Universe.CodingKeys.characters)
        checkIdentified(universe.characters.map(\.id), at: characters, what: "character", &list)
        for (index, character) in universe.characters.enumerated() {
            typealias Key = StoryCharacter.CodingKeys
            for (key, text) in [
                (Key.name, character.name), (Key.type, character.type), (Key.description, character.description),
                (Key.imageAsset, character.imageAsset),
            ] {
                list.require(!isBlank(text), characters.appending(index: index).appending(key), "must not be empty")
            }
        }

        let locations = root.appending(Universe.CodingKeys.locations)
        checkIdentified(universe.locations.map(\.id), at: locations, what: "location", &list)
        for (index, location) in universe.locations.enumerated() {
            let path = locations.appending(index: index)
            list.require(!isBlank(location.name), path.appending(StoryLocation.CodingKeys.name), "must not be empty")
            list.require(
                VisualTheme.isHexColour(location.backgroundColor),
                path.appending(StoryLocation.CodingKeys.backgroundColor),
                "`\(location.backgroundColor)` is not a colour like #1A2B3C")
            list.require(
                !location.decorativeElements.isEmpty, path.appending(StoryLocation.CodingKeys.decorativeElements),
                "needs at least one element")
            for (position, element) in location.decorativeElements.enumerated() where isBlank(element) {
                list.add(
                    path.appending(StoryLocation.CodingKeys.decorativeElements).appending(index: position),
                    "must not be empty")
            }
        }
    }

    /// A list of characters or locations: at least one, ids unique and usable as identifiers.
    private static func checkIdentified(
        _ ids: [String], at list: YAMLKeyPath, what: String, _ problems: inout ProblemList
    ) {
        let idKey = StoryCharacter.CodingKeys.id  // the same `id` key in characters and locations
        problems.require(!ids.isEmpty, list, "needs at least one \(what)")
        problems.requireUnique(
            ids, path: { list.appending(index: $0).appending(idKey) }, what: "\(what) id", describe: { "`\($0)`" })
        for (index, id) in ids.enumerated() {
            problems.require(
                isIdentifier(id), list.appending(index: index).appending(idKey),
                "must be lowercase letters, digits or _")
        }
    }

    // MARK: Packs and stories

    private static func check(_ pack: StoryPack, _ universe: Universe, _ list: inout ProblemList) {
        let root = YAMLKeyPath.root
        list.require(
            isIdentifier(pack.id), root.appending(StoryPack.CodingKeys.id), "must be lowercase letters, digits or _")
        list.require(!isBlank(pack.title), root.appending(StoryPack.CodingKeys.title), "must not be empty")
        if let theme = pack.theme {
            list.require(
                !isBlank(theme), root.appending(StoryPack.CodingKeys.theme),
                "must not be empty; leave it out to use the universe's")
        }
        list.require(!pack.stories.isEmpty, root.appending(StoryPack.CodingKeys.stories), "needs at least one story")
        list.require(
            (0...pack.stories.count).contains(pack.freeStories), root.appending(StoryPack.CodingKeys.freeStories),
            "\(pack.freeStories) is outside 0...\(pack.stories.count) (the number of stories in the pack)")
        for (index, story) in pack.stories.enumerated() {
            let path = root.appending(StoryPack.CodingKeys.stories).appending(index: index)
            check(story, at: path, universe, &list)
        }
    }

    private static func check(_ story: Story, at path: YAMLKeyPath, _ universe: Universe, _ list: inout ProblemList) {
        list.require(
            storyNumbers.contains(story.number), path.appending(Story.CodingKeys.number),
            "\(story.number) is outside \(storyNumbers.lowerBound)...\(storyNumbers.upperBound)")
        list.require(!isBlank(story.title), path.appending(Story.CodingKeys.title), "must not be empty")
        list.require(
            universe.location(id: story.location) != nil, path.appending(Story.CodingKeys.location),
            "`\(story.location)` is not a location of the universe")
        list.require(
            universe.character(id: story.endCharacter) != nil, path.appending(Story.CodingKeys.endCharacter),
            "`\(story.endCharacter)` is not a character of the universe")
        if let start = story.startCharacter {
            list.require(
                universe.character(id: start) != nil, path.appending(Story.CodingKeys.startCharacter),
                "`\(start)` is not a character of the universe")
        }
        list.require(
            !story.startPosition.isTop, path.appending(Story.CodingKeys.startPosition),
            "`\(story.startPosition.rawValue)` is on the top row; a finger there opens the iPad's notification curtain")
        list.require(
            story.startPosition != story.endPosition, path.appending(Story.CodingKeys.endPosition),
            "must differ from start_position")
        for (key, text) in story.texts {
            list.require(!isBlank(text), path.appending(key: key), "must not be empty")
        }
        let question = story.educationalQuestion.trimmingWhitespace
        list.require(
            isBlank(question) || question.hasSuffix("?"), path.appending(Story.CodingKeys.educationalQuestion),
            "must end with a question mark")
        checkKind(story, at: path, &list)
        checkItems(story, at: path, &list)
    }

    /// A maze needs a shape; an organic path is one winding line and has none, nor room for obstacles.
    private static func checkKind(_ story: Story, at path: YAMLKeyPath, _ list: inout ProblemList) {
        switch story.kind {
        case .organicPath(let rule):
            list.require(
                story.shape == nil, path.appending(Story.CodingKeys.shape),
                "an organic path has no shape; remove `shape` or choose style walls or corridor")
            switch rule {
            case .avoid:
                list.add(
                    path.appending(Story.CodingKeys.itemRule),
                    "an organic path has no detours to go around obstacles; use collect or no item_rule")
            case .collect, nil: break
            }
        case .maze:
            list.require(
                story.shape != nil, path.appending(Story.CodingKeys.shape),
                "a \(story.style.rawValue) maze needs a shape: one of \(Shape.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
    }

    private static func checkItems(_ story: Story, at path: YAMLKeyPath, _ list: inout ProblemList) {
        if story.isAdventure {
            list.require(
                !isBlank(story.itemEmoji ?? ""), path.appending(Story.CodingKeys.itemEmoji),
                "an adventure (item_rule) needs an item_emoji")
        } else {
            list.require(
                story.itemEmoji == nil, path.appending(Story.CodingKeys.itemEmoji),
                "is only used by adventures; add item_rule: collect or avoid, or remove it")
        }
    }

    private static func isBlank(_ text: String) -> Bool {
        text.trimmingWhitespace.isEmpty
    }

}

extension Story {
    /// The `maze_type` a drawing of this story has: `organic`, or `grid`, `shaped_<shape>`, `corridor_<shape>`.
    var drawnKind: String? {
        switch kind {
        case .organicPath: return PathData.organicMazeType
        case .maze:
            guard let mazeStyle = style.mazeStyle, let shape else { return nil }
            return LatticeMazeType(style: mazeStyle, shape: shape).description
        }
    }
}

extension String {
    /// Works on Unicode scalars: trimming by `Character` reverses grapheme clusters and was a quarter of
    /// `generate`'s time on a large catalogue.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
