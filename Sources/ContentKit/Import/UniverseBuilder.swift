import ContentCatalogue

/// Places the imported stories' characters and locations in the universe: reuses what the catalogue already
/// has with the same content, and adds the rest at the end of its lists with fresh ids.
struct UniverseBuilder: Sendable {
    let existing: Universe?
    let config: MazegenConfig
    private(set) var newCharacters: [StoryCharacter] = []
    private(set) var newLocations: [StoryLocation] = []
    private var characterIDs: [CharacterContent: String] = [:]
    /// Where each location was first seen, for messages about a second, different one.
    private var locationFiles: [String: String] = [:]
    private var usedCharacterIDs: Set<String>

    init(existing: Universe?, config: MazegenConfig) {
        self.existing = existing
        self.config = config
        for character in existing?.characters ?? [] where characterIDs[CharacterContent(character)] == nil {
            characterIDs[CharacterContent(character)] = character.id
        }
        usedCharacterIDs = Set(existing?.characters.map(\.id) ?? [])
        for location in existing?.locations ?? [] { locationFiles[location.id] = StoryCatalogue.universeFileName }
    }

    /// The theme of one pack's files: the app gives each pack its own, but all files of a pack share it.
    static func theme(ofPack id: String, _ stories: [RecoveredStory], findings: inout ImportFindings) -> String? {
        guard let first = stories.first else { return nil }
        for story in stories where !StoryRecovery.sameBytes(story.theme, first.theme) {
            findings.problem(
                story.file,
                "`theme` is \"\(story.theme)\" but \(first.file)'s is \"\(first.theme)\"; "
                    + "the files of pack `\(id)` share one theme")
        }
        return first.theme
    }

    /// The catalogue's own theme when there is one, else the first pack's: the default a pack may leave out.
    func universeTheme(packThemes: [String?]) -> String {
        existing?.theme ?? packThemes.compactMap { $0 }.first ?? ""
    }

    mutating func place(_ story: RecoveredStory, findings: inout ImportFindings) {
        for character in [story.start, story.end] where characterIDs[character] == nil {
            let id = freshCharacterID(for: character)
            characterIDs[character] = id
            usedCharacterIDs.insert(id)
            newCharacters.append(character.character(id: id))
        }
        place(story.location, file: story.file, findings: &findings)
    }

    /// A location is known by its id; the same id with another colour or other elements cannot be expressed.
    private mutating func place(_ location: StoryLocation, file: String, findings: inout ImportFindings) {
        let known = existing?.location(id: location.id) ?? newLocations.first { $0.id == location.id }
        guard let known else {
            newLocations.append(location)
            locationFiles[location.id] = file
            return
        }
        if known.backgroundColor != location.backgroundColor || known.decorativeElements != location.decorativeElements
        {
            findings.problem(
                file,
                "location `\(location.id)` has `visual_theme` \(location.backgroundColor) "
                    + "[\(location.decorativeElements.joined(separator: ", "))], but \(locationFiles[location.id] ?? "another file") has "
                    + "\(known.backgroundColor) [\(known.decorativeElements.joined(separator: ", "))]; one location has one look"
            )
        }
    }

    /// From the image asset, else the snake-cased name; `_2`, `_3`, … when the id is taken.
    private func freshCharacterID(for character: CharacterContent) -> String {
        let fromAsset = Self.identifier(character.imageAsset)
        let base = fromAsset.isEmpty ? Self.identifier(character.name) : fromAsset
        let stem = base.isEmpty ? "character" : base
        var candidate = stem
        var suffix = 2
        while usedCharacterIDs.contains(candidate) {
            candidate = "\(stem)_\(suffix)"
            suffix += 1
        }
        return candidate
    }

    /// `Mommy Coral` → `mommy_coral`: lowercase ASCII letters and digits, every other run of characters one `_`.
    static func identifier(_ text: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty, !result.hasSuffix("_") {
                result += "_"
            }
        }
        while result.hasSuffix("_") { result.removeLast() }
        return result
    }

    func characterID(_ character: CharacterContent) -> String {
        characterIDs[character] ?? ""
    }

    /// The catalogue's own default when there is one; for a new universe the most common start character, the
    /// first story's on a tie, so most stories need no `start_character`.
    func defaultStartCharacter(for stories: [RecoveredStory]) -> String {
        if let existing { return existing.defaultStartCharacter }
        var counts: [String: Int] = [:]
        var firstSeen: [String] = []
        for story in stories {
            let id = characterID(story.start)
            if counts[id] == nil { firstSeen.append(id) }
            counts[id, default: 0] += 1
        }
        let most = counts.values.max() ?? 0
        return firstSeen.first { counts[$0] == most } ?? ""
    }

    func universe(theme: String, defaultStartCharacter: String) -> Universe {
        guard var universe = existing else {
            return Universe(
                id: config.universe, theme: theme, defaultStartCharacter: defaultStartCharacter,
                characters: newCharacters, locations: newLocations)
        }
        universe.characters += newCharacters
        universe.locations += newLocations
        return universe
    }
}
