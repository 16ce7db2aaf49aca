import ContentCatalogue
import ContentSupport
import LabyrinthKit
import MazeKit

/// What an import adds to the catalogue, worked out from the source folder and the catalogue already there
/// before any text is rendered or any byte written: the universe's additions, the new packs, what is reported,
/// and every conflict. Pure: the same inputs give the same plan.
package struct ImportPlan: Sendable {
    /// The universe after the import: the existing one with the additions at the end of its lists, or a new one.
    package var universe: Universe
    var isNewUniverse: Bool
    var newCharacters: [StoryCharacter]
    var newLocations: [StoryLocation]
    /// One per manifest pack, in manifest order; `sourceFile` is `packs/<id>.yaml`.
    package var packs: [StoryPack]
    /// The shipped drawings kept, one per imported labyrinth (none with fresh mazes); `sourceFile` is
    /// `drawings/<id>.yaml`.
    package var drawings: [KeptDrawing] = []
    /// Figures traced from shipped organic paths no figure of the library draws (with fresh mazes only), to add to
    /// `figures.yaml`.
    package var newFigures: [Figure] = []
    /// The shipped level-picker samples, kept when the catalogue keeps none yet (none with fresh mazes).
    package var samples: KeptSamples?
    /// Packs an earlier run of the same import already wrote (it was stopped, or this is a second run).
    var alreadyImported: [String] = []
    package var notes: [ImportNote]
    /// Anything here means nothing is written.
    package var problems: [ImportProblem]

    /// - Parameters:
    ///   - figures: the stories folder's figure library; an organic story one of its figures draws names it.
    ///   - keepDrawings: keep each labyrinth's shipped drawing, so `generate` changes no maze; false makes new mazes
    ///     for everything.
    package static func make(
        folder: ImportedFolder, existing: StoryCatalogue?, config: MazegenConfig,
        figures: FigureLibrary = FigureLibrary(figures: []),
        keepDrawings: Bool = true
    ) -> ImportPlan {
        let first = plan(
            folder: folder, existing: existing, config: config, figures: figures, keepDrawings: keepDrawings)
        // A pack the catalogue already holds exactly as this import makes it was written by an earlier run of the
        // same import: planned again without it, the run finishes what is missing instead of refusing.
        guard var remaining = existing else { return first }
        let done = remaining.packs.filter { old in first.packs.contains { $0.sameContent(as: old) } }
        guard !done.isEmpty else { return first }
        let doneStories = Set(done.flatMap(\.storyNumbers))
        remaining.packs.removeAll { old in done.contains { $0.id == old.id } }
        remaining.drawings = remaining.drawings.filter { !doneStories.contains($0.value.name.story) }
        var second = plan(
            folder: folder, existing: remaining, config: config, figures: figures, keepDrawings: keepDrawings)
        second.alreadyImported = done.map(\.id)
        // A pack's file is written after its drawings, so a done pack has all of them: a drawing missing now was
        // removed on purpose (`generate --fresh`) and is not brought back.
        second.drawings = first.drawings.filter { !doneStories.contains($0.name.story) }
        return second
    }

    static func plan(
        folder: ImportedFolder, existing: StoryCatalogue?, config: MazegenConfig, figures: FigureLibrary,
        keepDrawings: Bool
    ) -> ImportPlan {
        var findings = ImportFindings()
        checkUniverseIDs(folder, config: config, findings: &findings)
        var newFigures: [Figure] = []
        let grouped = storiesByPack(
            folder, config: config, figures: figures, tracing: !keepDrawings, newFigures: &newFigures,
            findings: &findings)
        var builder = UniverseBuilder(existing: existing?.universe, config: config)
        let packThemes = grouped.map { UniverseBuilder.theme(ofPack: $0.info.id, $0.stories, findings: &findings) }
        let theme = builder.universeTheme(packThemes: packThemes)
        for (_, stories) in grouped {
            for story in stories { builder.place(story, findings: &findings) }
        }
        let defaultStart = builder.defaultStartCharacter(for: grouped.flatMap(\.stories))
        var firstOrder = (existing?.packs.map(\.order).max() ?? 0) + 1
        var packs: [StoryPack] = []
        for ((info, stories), packTheme) in zip(grouped, packThemes) {
            var pack = pack(info, stories: stories, builder: builder, defaultStart: defaultStart, order: firstOrder)
            pack.theme = packTheme == theme ? nil : packTheme
            packs.append(pack)
            firstOrder += 1
        }
        checkConflicts(packs, existing: existing, findings: &findings)
        let universe = builder.universe(theme: theme, defaultStartCharacter: defaultStart)
        let imported = Set(packs.flatMap(\.storyNumbers))
        let drawings = keepDrawings ? keptDrawings(folder, stories: imported, config: config, findings: &findings) : []
        for (key, files) in folder.unwrittenKeys.sorted(by: { $0.key < $1.key }) {
            findings.note(
                files[0],
                "`\(key)` (in \(files.count) labyrinth file(s)) is not a key mazegen writes, so the catalogue does "
                    + "not keep it: generate keeps it where it writes over these files (into this folder), and leaves it out of a new folder"
            )
        }
        return ImportPlan(
            universe: universe, isNewUniverse: existing == nil, newCharacters: builder.newCharacters,
            newLocations: builder.newLocations, packs: packs, drawings: drawings, newFigures: newFigures,
            samples: keepDrawings ? keptSamples(folder, existing: existing, findings: &findings) : nil,
            notes: findings.notes, problems: findings.problems)
    }

    /// The shipped drawing of every labyrinth of the imported stories at a level of the config, in manifest order.
    /// A labyrinth whose drawing cannot be kept is a problem, never a silent new maze.
    static func keptDrawings(
        _ folder: ImportedFolder, stories: Set<Int>, config: MazegenConfig, findings: inout ImportFindings
    ) -> [KeptDrawing] {
        var seen = Set<String>()
        return folder.manifest.labyrinths.compactMap { entry in
            guard seen.insert(entry.id).inserted, let story = entry.story, stories.contains(story),
                let name = LabyrinthName(parsing: entry.id),
                name.story == story, config.level(named: name.level) != nil
            else { return nil }
            guard let pathData = folder.shippedPathData[entry.id] else {
                if let reason = folder.unreadableReasons[entry.id] {
                    findings.problem(
                        reason.place,
                        "mazegen's JSON reader refuses the file (\(reason.message)), though the app may decode it, so its "
                            + "drawing cannot be kept as shipped; mend the file there, or import with --fresh-mazes "
                            + "to make new mazes instead")
                } else {
                    findings.problem(
                        LabyrinthName.fileName(id: entry.id),
                        "its `path_data` is not an object that can be kept as written; import with --fresh-mazes "
                            + "to make new mazes instead")
                }
                return nil
            }
            return KeptDrawing(name: name, pathData: pathData, sourceFile: KeptDrawing.relativePath(of: name))
        }
    }

    /// The folder's samples, unless the catalogue already keeps some (an import into it before): those stay.
    static func keptSamples(_ folder: ImportedFolder, existing: StoryCatalogue?, findings: inout ImportFindings)
        -> KeptSamples?
    {
        guard let shipped = folder.shippedSamples else {
            findings.note(
                ContentLayout.samplesName,
                "missing or not an object of drawings; generate will draw new level-picker samples")
            return nil
        }
        if let kept = existing?.samples {
            if kept.drawings != shipped {
                findings.note(
                    ContentLayout.samplesName,
                    "differs from the samples the catalogue keeps (\(kept.sourceFile)), which stay")
            }
            return nil
        }
        return KeptSamples(drawings: shipped)
    }

    // MARK: Reading the folder's stories

    /// Every labyrinth id must start with the config's universe: generate names the files after it.
    static func checkUniverseIDs(_ folder: ImportedFolder, config: MazegenConfig, findings: inout ImportFindings) {
        for entry in folder.manifest.labyrinths {
            let file = LabyrinthName.fileName(id: entry.id)
            guard let name = LabyrinthName(parsing: entry.id) else {
                findings.problem(file, "the id is not <universe>_<NNN>_<level>; import cannot tell its story")
                continue
            }
            if name.universe != config.universe {
                findings.problem(
                    file, "belongs to universe `\(name.universe)`, but config.yaml names universe `\(config.universe)`")
            }
        }
    }

    /// The manifest's packs with their stories recovered, in manifest order; stories the packs do not list are reported.
    /// - Parameter tracing: with fresh mazes, an organic story no figure draws gets its shipped drawing as a figure of
    ///   its own (`ShippedFigure`), collected in `newFigures`; kept drawings need none.
    static func storiesByPack(
        _ folder: ImportedFolder, config: MazegenConfig, figures: FigureLibrary, tracing: Bool,
        newFigures: inout [Figure],
        findings: inout ImportFindings
    ) -> [(info: PackInfo, stories: [RecoveredStory])] {
        let manifestFile = ContentLayout.manifestName
        let packs = folder.manifest.packs ?? []
        if packs.isEmpty {
            findings.problem(manifestFile, "lists no `packs`; import makes one pack file per manifest pack")
        }
        let levelsByStory = levels(folder, config: config, findings: &findings)
        var packOfStory: [Int: String] = [:]
        var result: [(info: PackInfo, stories: [RecoveredStory])] = []
        for info in packs {
            var stories: [RecoveredStory] = []
            // The pack's list is the app's display order (its first free_stories are free): kept as found.
            for number in info.stories {
                if let other = packOfStory[number] {
                    findings.problem(
                        manifestFile,
                        "story \(number) is in pack `\(info.id)` and in pack `\(other)`; a story belongs to one pack")
                    continue
                }
                packOfStory[number] = info.id
                guard let levels = levelsByStory[number], !levels.isEmpty else {
                    findings.problem(manifestFile, "pack `\(info.id)` lists story \(number), but no labyrinth of it")
                    continue
                }
                if var story = StoryRecovery.recover(
                    number: number, levels: levels, config: config, findings: &findings)
                {
                    switch story.story.kind {
                    case .maze: break
                    case .organicPath:
                        story.story.figure = FigureRecognition.figure(
                            of: story.story, levels: levels, library: figures, config: config)
                        if tracing, story.story.figure == nil,
                            let traced = ShippedFigure.make(
                                story.story, levels: levels, config: config, library: figures, findings: &findings)
                        {
                            story.story.figure = traced.id
                            if figures.figure(id: traced.id) == nil { newFigures.append(traced) }
                        }
                    }
                    stories.append(story)
                }
            }
            result.append((info, stories))
        }
        for (number, levels) in levelsByStory.sorted(by: { $0.key < $1.key }) where packOfStory[number] == nil {
            findings.note(levels[0].file, "story \(number) is in no pack of manifest.json; not imported")
        }
        for file in folder.unlistedFiles {
            findings.note(file, "not listed in manifest.json (the app never shows it); not imported")
        }
        return result
    }

    /// Each story's labyrinths in the config's level order; entries the catalogue cannot hold are reported.
    static func levels(_ folder: ImportedFolder, config: MazegenConfig, findings: inout ImportFindings) -> [Int:
        [SourceLevel]]
    {
        var result: [Int: [SourceLevel]] = [:]
        for entry in folder.manifest.labyrinths {
            let file = LabyrinthName.fileName(id: entry.id)
            guard let labyrinth = folder.labyrinths[entry.id] else { continue }
            guard let number = entry.story else {
                findings.note(file, "its manifest entry has no `story` (the app never shows it); not imported")
                continue
            }
            guard let level = LabyrinthName(parsing: entry.id)?.level, config.level(named: level) != nil else {
                findings.note(
                    file,
                    "its level is not one of config.yaml's (\(config.levelNames.joined(separator: ", "))); not imported"
                )
                continue
            }
            result[number, default: []].append(
                SourceLevel(file: file, level: level, labyrinth: labyrinth, entry: entry))
        }
        for number in result.keys {
            result[number]?.sort {
                config.levelNames.firstIndex(of: $0.level)! < config.levelNames.firstIndex(of: $1.level)!
            }
        }
        return result
    }

    // MARK: Packs

    static func pack(
        _ info: PackInfo, stories: [RecoveredStory], builder: UniverseBuilder, defaultStart: String, order: Int
    ) -> StoryPack {
        let catalogueStories = stories.map { recovered in
            var story = recovered.story
            let start = builder.characterID(recovered.start)
            story.startCharacter = start == defaultStart ? nil : start
            story.endCharacter = builder.characterID(recovered.end)
            return story
        }
        return StoryPack(
            id: info.id, title: info.title, order: order, freeStories: info.freeStories, stories: catalogueStories,
            sourceFile: StoryCatalogue.packsFolderName + "/" + info.id + ".yaml")
    }

    /// A story number, pack id or title the catalogue already uses, or one used twice by the import.
    static func checkConflicts(_ packs: [StoryPack], existing: StoryCatalogue?, findings: inout ImportFindings) {
        let existingPacks = existing?.packs ?? []
        var numbers: [Int: String] = [:]
        var titles: [String: String] = [:]
        for pack in existingPacks {
            for story in pack.stories {
                numbers[story.number] = pack.sourceFile
                titles[story.title] = pack.sourceFile
            }
        }
        var packIDs = Dictionary(existingPacks.map { ($0.id, $0.sourceFile) }, uniquingKeysWith: { first, _ in first })
        var packFiles = Dictionary(
            existingPacks.map { (lastComponent($0.sourceFile), $0.sourceFile) }, uniquingKeysWith: { first, _ in first }
        )
        for pack in packs {
            let here = "manifest.json pack `\(pack.id)`"
            if !isIdentifier(pack.id) {
                findings.problem(
                    ContentLayout.manifestName,
                    "pack id `\(pack.id)` is not lowercase letters, digits or _; it names the pack file")
            }
            if let other = packIDs[pack.id] {
                findings.problem(ContentLayout.manifestName, "pack id `\(pack.id)` is already used by \(other)")
            } else if let other = packFiles[lastComponent(pack.sourceFile)] {
                findings.problem(
                    ContentLayout.manifestName,
                    "pack `\(pack.id)` would be written to \(pack.sourceFile), which is \(other)")
            }
            packIDs[pack.id] = here
            packFiles[lastComponent(pack.sourceFile)] = here
            for story in pack.stories {
                let digits = LabyrinthName.storyDigits(story.number)
                if let other = numbers[story.number] {
                    findings.problem(
                        ContentLayout.manifestName,
                        "story number \(story.number) (\(digits)) is already used by \(other)")
                }
                if let other = titles[story.title] {
                    findings.problem(
                        ContentLayout.manifestName,
                        "the title \"\(story.title)\" of story \(story.number) is already used by \(other)")
                }
                numbers[story.number] = numbers[story.number] ?? here
                titles[story.title] = titles[story.title] ?? here
            }
        }
    }

    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
