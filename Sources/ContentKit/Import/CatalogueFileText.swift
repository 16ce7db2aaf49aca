import ContentCatalogue
import ContentFormat
import Foundation
import Yams

/// The catalogue's source files as `import` writes them: in the catalogue's own commented format, every text a
/// scalar that reads back byte for byte (`YAMLScalar`).
enum CatalogueFileText {
    // MARK: Pack files

    static func pack(_ pack: StoryPack) -> String {
        var lines = packHeader(pack)
        lines +=
            [
                "id: " + YAMLScalar.text(pack.id),
                "title: " + YAMLScalar.text(pack.title),
                "order: \(pack.order)",
            ] + (pack.theme.map { ["theme: " + YAMLScalar.text($0)] } ?? []) + [
                "free_stories: \(pack.freeStories)",
                "",
                "stories:",
            ]
        for (index, story) in pack.stories.enumerated() {
            if index > 0 { lines.append("") }
            lines += storyLines(story)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The key legend every pack file opens with, so a person can edit an imported pack without the README.
    private static func packHeader(_ pack: StoryPack) -> [String] {
        [
            "# Pack `\(pack.id)`, brought in by `mazegen import` from a shipped content folder; from now on this file is",
            "# the source and `mazegen generate` remakes the labyrinths from it.",
            "#",
            "# order         the pack's place in the manifest and the shop (ascending; the file name does not count)",
            "# theme         the JSON `theme` of the pack's labyrinths; left out when it is universe.yaml's",
            "# free_stories  how many of the first stories below need no purchase",
            "#",
            "# Each story, in the order the app shows them (not necessarily by number):",
            "#   number               1...999, used by no other pack; the files are named after it (denny_007_easy)",
            "#   title, location      the title is used by no other story; location is an id in universe.yaml",
            "#   start_character      character id in universe.yaml; left out when it is the universe's",
            "#   end_character        default_start_character",
            "#   start_position       bottom_left, bottom_center or bottom_right (never on the top row)",
            "#   end_position         any bottom position, or top_left, top_center, top_right",
            "#   style                walls (a classic maze), corridor (paths joining dots) or organic (one winding",
            "#                        path; no shape)",
            "#   figure               organic only: the figure of ../figures.yaml the path draws",
            "#   shape                rect, triangle, diamond, circle, mountain, tree or shell",
            "#   item_rule, item_emoji  adventures only: collect (gather the emoji) or avoid (go around it)",
            "#   story_setup, instruction, tts_instruction, educational_question (ends with ?),",
            "#   fun_fact, completion_message: for children aged 3 to 6, calm and warm.",
            "",
        ]
    }

    private static func storyLines(_ story: Story) -> [String] {
        typealias Key = Story.CodingKeys
        var pairs: [(Key, String)] = [
            (.number, "\(story.number)"), (.title, YAMLScalar.text(story.title)),
            (.location, YAMLScalar.text(story.location)),
        ]
        if let start = story.startCharacter { pairs.append((.startCharacter, YAMLScalar.text(start))) }
        pairs += [
            (.endCharacter, YAMLScalar.text(story.endCharacter)), (.startPosition, story.startPosition.rawValue),
            (.endPosition, story.endPosition.rawValue), (.style, story.style.rawValue),
        ]
        if let shape = story.shape { pairs.append((.shape, shape.rawValue)) }
        if let figure = story.figure { pairs.append((.figure, YAMLScalar.text(figure))) }
        if let rule = story.itemRule, let emoji = story.itemEmoji {
            // Quoted like the hand-written packs: an emoji's invisible variation selector stays visible as a unit.
            pairs += [(.itemRule, rule.rawValue), (.itemEmoji, YAMLScalar.doubleQuoted(emoji))]
        }
        let lines = pairs.map { ($0.0.rawValue, $0.1) } + story.texts.map { ($0.key, YAMLScalar.text($0.text)) }
        return lines.enumerated().map { index, pair in (index == 0 ? "  - " : "    ") + pair.0 + ": " + pair.1 }
    }

    // MARK: The universe

    /// A whole `universe.yaml`, for a catalogue that has none yet.
    static func universe(_ universe: Universe) -> String {
        var lines = [
            "# The `\(universe.id)` universe: the characters and places every story pack can use, brought in by",
            "# `mazegen import`. Stories name characters and locations by `id`; the other fields are written into each",
            "# labyrinth file (character_start / character_end, location, visual_theme).",
            "",
            "id: " + YAMLScalar.text(universe.id) + "   # first part of every labyrinth id",
            "theme: " + YAMLScalar.text(universe.theme) + "   # the JSON `theme` of a pack that names none of its own",
            "default_start_character: " + YAMLScalar.text(universe.defaultStartCharacter)
                + "   # starts a story naming no start_character",
            "",
            "# image_asset names an image in the app's asset catalogue.",
            "characters:",
        ]
        lines += universe.characters.flatMap { characterLines($0, indent: "  ") }
        lines += [
            "",
            "# background_color fills the maze background (#RRGGBB); decorative_elements are drawn around it.",
            "locations:",
        ]
        lines += universe.locations.flatMap { locationLines($0, indent: "  ") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func characterLines(_ character: StoryCharacter, indent: String) -> [String] {
        let pairs: [(StoryCharacter.CodingKeys, String)] = [
            (.id, character.id), (.name, character.name), (.type, character.type),
            (.description, character.description),
            (.imageAsset, character.imageAsset),
        ]
        return listItem(pairs.map { ($0.0.rawValue, YAMLScalar.text($0.1)) }, indent: indent)
    }

    static func locationLines(_ location: StoryLocation, indent: String) -> [String] {
        typealias Key = StoryLocation.CodingKeys
        return listItem(
            [
                (Key.id.rawValue, YAMLScalar.text(location.id)), (Key.name.rawValue, YAMLScalar.text(location.name)),
                (Key.backgroundColor.rawValue, YAMLScalar.text(location.backgroundColor)),
                (Key.decorativeElements.rawValue, flowList(location.decorativeElements)),
            ], indent: indent)
    }

    private static func listItem(_ pairs: [(String, String)], indent: String) -> [String] {
        pairs.enumerated().map { index, pair in indent + (index == 0 ? "- " : "  ") + pair.0 + ": " + pair.1 }
    }

    /// `[shells, sand]` like the hand-written file; an element that is not plain inside brackets is double-quoted.
    private static func flowList(_ elements: [String]) -> String {
        let flowIndicators = Set(",[]{}".unicodeScalars)
        let items = elements.map { element in
            YAMLScalar.isSafePlain(element) && !element.unicodeScalars.contains(where: flowIndicators.contains)
                ? element : YAMLScalar.doubleQuoted(element)
        }
        return "[" + items.joined(separator: ", ") + "]"
    }

    // MARK: Additions to an existing universe file

    /// `text` with the new characters and locations inserted after the last item of its `characters:` and
    /// `locations:` lists, every other byte as it was. Nil when the file does not hold both as block lists
    /// (then there is no place to insert without rewriting it).
    static func universe(_ original: String, adding characters: [StoryCharacter], _ locations: [StoryLocation])
        -> String?
    {
        // Edited in LF without a byte order mark, given back the file's own layout.
        let (text, layout) = FileLayout.normalised(original)
        guard let root = try? Parser(yaml: text, resolver: Resolver.basic.appending(.merge)).singleRoot(),
            let mapping = root.mapping
        else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let characterPlace = insertionPoint(of: "characters", in: mapping, lines: lines),
            let locationPlace = insertionPoint(of: "locations", in: mapping, lines: lines)
        else { return nil }
        let insertions = [
            (
                after: characterPlace.after,
                lines: characters.flatMap { characterLines($0, indent: characterPlace.indent) }
            ),
            (after: locationPlace.after, lines: locations.flatMap { locationLines($0, indent: locationPlace.indent) }),
        ]
        // From the bottom up, so the line numbers of the earlier insertion stay right.
        for insertion in insertions.sorted(by: { $0.after > $1.after }) {
            lines.insert(contentsOf: insertion.lines, at: insertion.after)
        }
        return layout.applied(to: lines.joined(separator: "\n") + "\n")
    }

    /// The 1-based line after which new items of the top-level list `key` go — its last line that is neither
    /// blank nor a comment, so a comment introducing the next section stays with it — and the items' indent.
    static func insertionPoint(of key: String, in mapping: Node.Mapping, lines: [String]) -> (
        after: Int, indent: String
    )? {
        guard let keyLine = mapping.keys.first(where: { $0.string == key })?.mark?.line,
            let mark = mapping[key]?.sequence?.mark, mark.line >= 1, mark.line <= lines.count, mark.column >= 1
        else { return nil }
        // A block list starts with `-` after nothing but spaces. (Yams reports a sequence's style from its end
        // event, which is always "any", so the text is looked at instead.)
        let listLine = Array(lines[mark.line - 1].unicodeScalars)
        let column = mark.column
        guard column <= listLine.count, listLine[column - 1] == "-", listLine[..<(column - 1)].allSatisfy({ $0 == " " })
        else {
            return nil
        }
        let nextKeyLine = mapping.keys.compactMap { $0.mark?.line }.filter { $0 > keyLine }.min()
        let sectionEnd = min(nextKeyLine.map { $0 - 1 } ?? lines.count, lines.count)
        let lastContent =
            (keyLine...max(keyLine, sectionEnd)).last { number in
                let trimmed = lines[number - 1].trimmingCharacters(in: .whitespaces)
                return !trimmed.isEmpty && !trimmed.hasPrefix("#")
            } ?? keyLine
        return (lastContent, String(repeating: " ", count: column - 1))
    }
}
