import ContentSupport
import Dispatch
import Foundation
import LabyrinthKit
import Yams

/// One source file of the catalogue as text: where it lives (or will live) and what it holds.
package struct CatalogueText: Sendable, Equatable {
    package var file: String
    package var text: String

    package init(file: String, text: String) {
        self.file = file
        self.text = text
    }
}

/// The universe and every pack, read from the stories folder:
/// `<folder>/universe.yaml` and `<folder>/packs/*.yaml` (all of them, read in file-name order).
package struct StoryCatalogue: Sendable, Equatable {
    package static let universeFileName = "universe.yaml"
    package static let packsFolderName = "packs"

    package var universe: Universe
    package var universeFile: String
    /// Ascending by `order`, then by file name.
    package var packs: [StoryPack]
    /// Shipped drawings `generate` writes back instead of new mazes (`drawings/*.yaml`), by labyrinth id.
    package var drawings: [String: KeptDrawing]
    /// The level-picker drawings as the app shipped them (`drawings/difficulty_samples.yaml`), written back instead
    /// of new sample mazes.
    package var samples: KeptSamples?
    /// The pictures organic stories draw; empty when the folder has no figure library.
    package var figures: FigureLibrary
    /// Where `figures` was read from (`<folder>/figures.yaml`), named in problems.
    package var figuresFile: String

    package init(
        universe: Universe, universeFile: String, packs: [StoryPack], drawings: [String: KeptDrawing] = [:],
        figures: FigureLibrary = FigureLibrary(figures: []), figuresFile: String = FigureLibrary.fileName
    ) {
        self.universe = universe
        self.universeFile = universeFile
        self.packs = packs
        self.drawings = drawings
        self.figures = figures
        self.figuresFile = figuresFile
    }

    /// Loads and validates; every problem of every file is reported together.
    /// - Parameter expectedUniverse: the config's `universe`, checked against the universe file's id.
    package static func load(from folder: String, expectedUniverse: String? = nil) throws(SourceError) -> StoryCatalogue
    {
        var problems: [SourceProblem] = []
        func readText(_ path: String) -> CatalogueText? {
            do {
                return CatalogueText(file: path, text: try YAMLSource.readText(path: path))
            } catch {
                problems += error.problems
                return nil
            }
        }

        let universePath = (folder as NSString).appendingPathComponent(universeFileName)
        let universeThere = isThere(universeFileName, in: folder, problems: &problems)
        let universe = universeThere == true ? readText(universePath) : nil
        if universeThere == false {
            problems.append(
                SourceProblem(
                    kind: .unreadableFile, file: universePath,
                    message: "missing; the stories folder needs a universe file"))
        }
        let packs = packFiles(in: folder, problems: &problems).compactMap(readText)
        let drawings = drawingFiles(in: folder, problems: &problems).compactMap(readText)
        let figuresPath = (folder as NSString).appendingPathComponent(FigureLibrary.fileName)
        let figures =
            isThere(FigureLibrary.fileName, in: folder, problems: &problems) == true ? readText(figuresPath) : nil
        return try decode(
            universe: universe, packs: packs, drawings: drawings, figures: figures, expectedUniverse: expectedUniverse,
            problems: problems)
    }

    /// Decodes and validates a catalogue from its files' texts exactly as `load` does from disk, so a catalogue
    /// about to be written (by `import`) can be checked before any byte of it is on disk.
    /// - Parameter figures: the figure library's text, when the catalogue has one.
    package static func decode(
        universe: CatalogueText, packs: [CatalogueText], drawings: [CatalogueText] = [], figures: CatalogueText? = nil,
        expectedUniverse: String? = nil
    ) throws(SourceError) -> StoryCatalogue {
        try decode(
            universe: Optional(universe), packs: packs, drawings: drawings, figures: figures,
            expectedUniverse: expectedUniverse,
            problems: [])
    }

    private static func decode(
        universe universeText: CatalogueText?, packs packTexts: [CatalogueText], drawings drawingTexts: [CatalogueText],
        figures figuresText: CatalogueText?,
        expectedUniverse: String?, problems earlierProblems: [SourceProblem]
    ) throws(SourceError) -> StoryCatalogue {
        // The files are read side by side (YAML is most of a small run's time), the figure library with them: read
        // first and alone, it took as long as a pack while the other core waited.
        let texts = (universeText.map { [$0] } ?? []) + packTexts
        let hasUniverse = universeText != nil
        let jobs = (figuresText == nil ? [] : [nil]) + texts.indices.map(Optional.some)
        let allOutcomes = orderedConcurrentMap(jobs, workers: jobs.count) { index in
            guard let index else { return FileOutcome(figures: figuresText!) }
            return FileOutcome(texts[index], isUniverse: index == 0 && hasUniverse)
        }
        let figuresOutcome = figuresText == nil ? nil : allOutcomes.first
        let outcomes = allOutcomes.dropFirst(figuresOutcome == nil ? 0 : 1)
        let figures = figuresOutcome?.figures ?? FigureLibrary(figures: [])
        var problems = earlierProblems + (figuresOutcome?.problems ?? []) + outcomes.flatMap(\.problems)
        let universe = universeText == nil ? nil : outcomes.first?.universe
        var packs: [StoryPack] = []
        for (text, outcome) in zip(texts, outcomes) {
            guard var pack = outcome.pack else { continue }
            pack.sourceFile = text.file
            packs.append(pack)
        }
        let samplesText = drawingTexts.first { KeptSamples.isSamplesFile($0.file) }
        let drawings = readDrawings(drawingTexts.filter { !KeptSamples.isSamplesFile($0.file) }, problems: &problems)
        var samples: KeptSamples?
        if let samplesText {
            do {
                samples = KeptSamples(
                    drawings: try KeptDrawingText.read(samplesText.text, file: samplesText.file),
                    sourceFile: samplesText.file)
            } catch {
                problems += error.problems
            }
        }
        guard let universe, let universeText, problems.isEmpty else { throw SourceError(problems: problems) }

        // Stable sort: equal orders keep file-name order (and are reported by validation).
        let ordered = packs.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
        var catalogue = StoryCatalogue(
            universe: universe, universeFile: universeText.file, packs: ordered.map(\.element),
            drawings: drawings, figures: figures, figuresFile: figuresText?.file ?? FigureLibrary.fileName)
        catalogue.samples = samples
        // Positions are only needed for problems, so a file is parsed again only when one is reported in it.
        var sources: [String: YAMLSource] = [:]
        let textByFile = Dictionary(
            (texts + (figuresText.map { [$0] } ?? [])).map { ($0.file, $0.text) },
            uniquingKeysWith: { first, _ in first })
        problems = StoryCatalogueValidation.problems(in: catalogue, expectedUniverse: expectedUniverse) { file, path in
            if sources[file] == nil, let text = textByFile[file] {
                sources[file] = try? YAMLSource.parse(text, file: file)
            }
            return sources[file]?.mark(at: path)
        }
        if !problems.isEmpty { throw SourceError(problems: problems) }
        return catalogue
    }

    /// One catalogue file parsed and decoded: the universe, a pack or the figure library, or the problems that stopped it.
    private struct FileOutcome: Sendable {
        var universe: Universe?
        var pack: StoryPack?
        var figures: FigureLibrary?
        var problems: [SourceProblem] = []

        init(figures text: CatalogueText) {
            do {
                figures = try YAMLSource.parse(text.text, file: text.file).decode(FigureLibrary.self)
            } catch {
                problems = error.problems
            }
        }

        init(_ text: CatalogueText, isUniverse: Bool) {
            do {
                let source = try YAMLSource.parse(text.text, file: text.file)
                if isUniverse {
                    universe = try source.decode(Universe.self)
                } else {
                    pack = try source.decode(StoryPack.self)
                }
            } catch {
                problems = error.problems
            }
        }
    }

    /// Each drawing file parsed, side by side like the packs (an adopted folder has one a labyrinth); its name must be
    /// a labyrinth id (`denny_007_easy.yaml`), so one id has one file.
    private static func readDrawings(_ texts: [CatalogueText], problems: inout [SourceProblem]) -> [String: KeptDrawing]
    {
        let outcomes = orderedConcurrentMap(texts, workers: texts.count) { text -> Result<KeptDrawing, SourceError> in
            guard let name = KeptDrawing.name(ofFile: text.file) else {
                return .failure(
                    SourceError(
                        SourceProblem(
                            kind: .invalidValue, file: text.file,
                            message:
                                "is not named after a labyrinth (<universe>_<NNN>_<level>.yaml, like denny_007_easy.yaml)"
                        )))
            }
            return Result { () throws(SourceError) in
                KeptDrawing(
                    name: name, pathData: try KeptDrawingText.read(text.text, file: text.file), sourceFile: text.file)
            }
        }
        var drawings: [String: KeptDrawing] = [:]
        for outcome in outcomes {
            switch outcome {
            case .success(let drawing): drawings[drawing.name.id] = drawing
            case .failure(let error): problems += error.problems
            }
        }
        return drawings
    }

    /// `drawings/*.yaml`; a stories folder without a drawings folder keeps no drawings.
    private static func drawingFiles(in folder: String, problems: inout [SourceProblem]) -> [String] {
        do {
            return try files(
                in: (folder as NSString).appendingPathComponent(KeptDrawing.folderName), where: isDrawingFile,
                what: "drawings")
        } catch {
            problems += error.problems
            return []
        }
    }

    /// The files of a catalogue subfolder that `include` takes, in name order; none when there is no such folder.
    /// The loader and `import` both list `packs/` and `drawings/` through this.
    package static func files(in subfolder: String, where include: (ListedEntry) -> Bool, what: String)
        throws(SourceError) -> [String]
    {
        // Asked as writers ask a folder on their way: a link leading out of the stories folder is named, not listed.
        let slash = subfolder.lastIndex(of: "/")
        let parent = slash.map { String(subfolder[..<$0]) } ?? "."
        let name = slash.map { String(subfolder[subfolder.index(after: $0)...]) } ?? subfolder
        switch FolderEntry.folder(name, in: parent.isEmpty ? "/" : parent) {
        case .absent: return []
        case .refused(let refusal):
            throw SourceError(SourceProblem(kind: .unreadableFile, file: subfolder, message: refusal.whatIsWrong))
        case .file: break
        }
        let entries: [ListedEntry]
        do {
            entries = try FolderListing.entries(of: subfolder)
        } catch {
            throw SourceError(
                SourceProblem(
                    kind: .unreadableFile, file: subfolder, message: "cannot list the \(what): \(error.reason)"))
        }
        let problems = notPlainFiles(entries, in: subfolder)
        if !problems.isEmpty { throw SourceError(problems: problems) }
        return entries.filter(include).map { (subfolder as NSString).appendingPathComponent($0.name) }
    }

    /// A `*.yaml` that is a link or a folder would be passed over in silence (a drawing left out gets a new maze):
    /// the catalogue reads only plain files inside its own folder, and says so.
    static func notPlainFiles(_ entries: [ListedEntry], in folder: String) -> [SourceProblem] {
        entries.filter { $0.name.hasSuffix(".yaml") && !$0.name.hasPrefix(".") && $0.kind != .file }.map { entry in
            SourceProblem(
                kind: .unreadableFile, file: (folder as NSString).appendingPathComponent(entry.name),
                message: "is a \(entry.kind == .symbolicLink ? "link" : "folder or special file"), not a plain file; "
                    + "the catalogue reads only plain files inside its folder: copy the file here instead")
        }
    }

    /// Every `*.yaml` in `drawings/` that is not hidden (a temporary of an interrupted write is).
    package static func isDrawingFile(_ entry: ListedEntry) -> Bool {
        entry.kind == .file && entry.name.hasSuffix(KeptDrawing.fileExtension) && !entry.name.hasPrefix(".")
    }

    /// Whether the stories folder holds a file at `name`, asked as every writer asks it (`FolderEntry`): true for a
    /// regular file (or a link to one inside the folder), false for nothing there; nil, with a problem naming it,
    /// for what the catalogue neither reads nor lets a writer replace (a link leading out, a folder, a FIFO).
    static func isThere(_ name: String, in folder: String, problems: inout [SourceProblem]) -> Bool? {
        switch FolderEntry.at(name, in: ContentFolder(path: folder).path) {
        case .absent: return false
        case .file: return true
        case .refused(let refusal):
            problems.append(
                SourceProblem(
                    kind: .unreadableFile, file: (folder as NSString).appendingPathComponent(name),
                    message: refusal.whatIsWrong))
            return nil
        }
    }

    /// Every `*.yaml` in `packs/` that is not hidden is a pack; the loader and `import` both ask this.
    package static func isPackFile(_ entry: ListedEntry) -> Bool {
        entry.kind == .file && entry.name.hasSuffix(".yaml") && !entry.name.hasPrefix(".")
    }

    private static func packFiles(in folder: String, problems: inout [SourceProblem]) -> [String] {
        let packsFolder = (folder as NSString).appendingPathComponent(packsFolderName)
        if case .refused(let refusal) = FolderEntry.folder(packsFolderName, in: ContentFolder(path: folder).path) {
            problems.append(SourceProblem(kind: .unreadableFile, file: packsFolder, message: refusal.whatIsWrong))
            return []
        }
        let entries: [ListedEntry]
        do {
            entries = try FolderListing.entries(of: packsFolder)
        } catch {
            problems.append(
                SourceProblem(
                    kind: .unreadableFile, file: packsFolder,
                    message: "cannot list the pack files: \(error.reason)"))
            return []
        }
        problems += notPlainFiles(entries, in: packsFolder)
        let packNames = entries.filter(isPackFile).map(\.name)
        if packNames.isEmpty {
            problems.append(
                SourceProblem(
                    kind: .unreadableFile, file: packsFolder,
                    message: "no pack files (*.yaml) found; at least one pack is needed"))
        }
        return packNames.map { (packsFolder as NSString).appendingPathComponent($0) }
    }

    // MARK: Lookups for the jobs

    /// Every story, pack by pack, in listed order.
    package var stories: [Story] { packs.flatMap(\.stories) }

    package func startCharacter(of story: Story) -> StoryCharacter? {
        universe.character(id: story.startCharacter ?? universe.defaultStartCharacter)
    }

    package func endCharacter(of story: Story) -> StoryCharacter? {
        universe.character(id: story.endCharacter)
    }

    package func location(of story: Story) -> StoryLocation? {
        universe.location(id: story.location)
    }

    /// Every kept drawing of a story, by level name.
    package func drawings(ofStory number: Int) -> [KeptDrawing] {
        drawings.values.filter { $0.name.story == number }.sorted { $0.name.id < $1.name.id }
    }

    /// A pack's own theme, else the universe's: the app gives each pack its own (ocean, space, forest).
    package func theme(of pack: StoryPack) -> String {
        pack.theme ?? universe.theme
    }

    package func figure(of story: Story) -> Figure? {
        story.figure.flatMap(figures.figure(id:))
    }
}
