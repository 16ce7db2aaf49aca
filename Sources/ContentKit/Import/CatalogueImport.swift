import Foundation
import LabyrinthKit

/// One catalogue file an import writes, relative to the stories folder (`universe.yaml`, `packs/forest.yaml`).
public struct ImportedFile: Sendable, Equatable {
    public enum Change: Sendable, Equatable {
        /// A file that is not there yet.
        case new
        /// `universe.yaml` with characters and locations inserted; `previous` is what it held before.
        case additions(previous: String)
    }

    public var path: String
    public var text: String
    public var change: Change
}

/// `mazegen import` without the command line: reads a shipped content folder, plans the catalogue, renders its
/// files, proves the result loads as `generate` would load it, and only then writes.
public struct CatalogueImport: Sendable {
    public var plan: ImportPlan
    /// The stories folder written into.
    public var folder: String
    /// `universe.yaml` first: a pack that names a character the universe lacks would break the catalogue if the
    /// run stopped half-way, while extra characters in the universe break nothing.
    public var files: [ImportedFile]

    public var notes: [ImportNote] { plan.notes }

    /// Everything short of writing. Throws with every problem when the import cannot go ahead.
    public static func prepare(
        source: some ContentSource, into folder: String, config: MazegenConfig
    ) throws(ImportError) -> CatalogueImport {
        let sourceFolder = try ImportedFolder.read(source, config: config)
        let figures = try FigureLibraryFile.read(folder)
        let existing = try ExistingCatalogue.read(folder, figures: figures.text, config: config)
        let plan = ImportPlan.make(folder: sourceFolder, existing: existing?.catalogue, config: config, figures: figures.library)
        if !plan.problems.isEmpty { throw ImportError(problems: plan.problems) }
        let files = try render(plan, existing: existing)
        try check(files, plan: plan, existing: existing, figures: figures.text, folder: folder, config: config)
        return CatalogueImport(plan: plan, folder: folder, files: files)
    }

    static func render(_ plan: ImportPlan, existing: ExistingCatalogue?) throws(ImportError) -> [ImportedFile] {
        let universeFile: ImportedFile
        if let existing {
            let previous = existing.universeText.text
            let additions = plan.newCharacters.isEmpty && plan.newLocations.isEmpty
                ? previous : CatalogueFileText.universe(previous, adding: plan.newCharacters, plan.newLocations)
            guard let additions else {
                throw ImportError(ImportProblem(file: existing.universeText.file,
                    "`characters` and `locations` must be block lists (`- id: …`) for import to add to them"))
            }
            universeFile = ImportedFile(path: StoryCatalogue.universeFileName, text: additions, change: .additions(previous: previous))
        } else {
            universeFile = ImportedFile(path: StoryCatalogue.universeFileName, text: CatalogueFileText.universe(plan.universe), change: .new)
        }
        let packFiles = plan.packs.map { ImportedFile(path: $0.sourceFile, text: CatalogueFileText.pack($0), change: .new) }
        return [universeFile] + packFiles
    }

    /// Loads the catalogue as it will be on disk through the catalogue's own decoding and validation, and checks
    /// that every story reads back as planned, texts byte for byte: import never writes what `generate` rejects
    /// or reads differently.
    static func check(
        _ files: [ImportedFile], plan: ImportPlan, existing: ExistingCatalogue?, figures: CatalogueText? = nil, folder: String,
        config: MazegenConfig
    ) throws(ImportError) {
        let texts = files.map { CatalogueText(file: folder + "/" + $0.path, text: $0.text) }
        let catalogue: StoryCatalogue
        do {
            catalogue = try StoryCatalogue.decode(
                universe: texts[0], packs: (existing?.packTexts ?? []) + texts.dropFirst(), figures: figures, expectedUniverse: config.universe)
        } catch {
            throw ImportError(problems: error.problems.map { ImportProblem($0, "the imported catalogue would not load") })
        }
        var problems: [ImportProblem] = []
        if catalogue.universe != plan.universe {
            problems.append(ImportProblem(file: texts[0].file, "reads back differently from what import planned"))
        }
        for pack in plan.packs {
            let loaded = catalogue.packs.first { $0.id == pack.id }?.stories ?? []
            for (index, planned) in pack.stories.enumerated() where !loaded.indices.contains(index) || !sameBytes(loaded[index], planned) {
                problems.append(ImportProblem(file: folder + "/" + pack.sourceFile,
                    "story \(planned.number) would read back differently from the source; YAML cannot hold one of its texts exactly"))
            }
        }
        if !problems.isEmpty { throw ImportError(problems: problems) }
    }

    static func sameBytes(_ loaded: Story, _ planned: Story) -> Bool {
        loaded == planned && zip(loaded.texts, planned.texts).allSatisfy { StoryRecovery.sameBytes($0.text, $1.text) }
            && StoryRecovery.sameBytes(loaded.title, planned.title)
            && StoryRecovery.sameBytes(loaded.itemEmoji ?? "", planned.itemEmoji ?? "")
    }

    /// Writes every file atomically (temporary name in the same folder, then rename), inside `folder` only.
    /// A pack file that appeared since `prepare` is not overwritten.
    public func write() throws(FileSystemError) {
        try ContentFolder(path: folder + "/" + StoryCatalogue.packsFolderName).create()
        for file in files {
            let path = folder + "/" + file.path
            if file.change == .new, access(path, F_OK) == 0 {
                throw FileSystemError(path: path, operation: "write the new file (something else created it meanwhile)", code: EEXIST)
            }
            try AtomicFile.write(Array(file.text.utf8), to: path)
        }
    }
}

/// The catalogue already in the stories folder, as texts and as loaded; nil when the folder has no universe.yaml.
struct ExistingCatalogue: Sendable {
    var universeText: CatalogueText
    var packTexts: [CatalogueText]
    var catalogue: StoryCatalogue

    static func read(_ folder: String, figures: CatalogueText? = nil, config: MazegenConfig) throws(ImportError) -> ExistingCatalogue? {
        let universePath = folder + "/" + StoryCatalogue.universeFileName
        guard access(universePath, F_OK) == 0 else { return nil }
        do {
            let universe = CatalogueText(file: universePath, text: try YAMLSource.readText(path: universePath))
            let packTexts = try packFiles(folder).map { path throws(SourceError) in
                CatalogueText(file: path, text: try YAMLSource.readText(path: path))
            }
            let catalogue = try StoryCatalogue.decode(universe: universe, packs: packTexts, figures: figures, expectedUniverse: config.universe)
            return ExistingCatalogue(universeText: universe, packTexts: packTexts, catalogue: catalogue)
        } catch {
            throw ImportError(problems: error.problems.map { ImportProblem($0, "the catalogue there does not load") })
        }
    }

    /// `packs/*.yaml` as the loader lists them; a stories folder without a packs folder has no packs yet.
    static func packFiles(_ folder: String) throws(SourceError) -> [String] {
        let packsFolder = folder + "/" + StoryCatalogue.packsFolderName
        guard access(packsFolder, F_OK) == 0 else { return [] }
        do {
            return try FolderListing.entries(of: packsFolder)
                .filter(StoryCatalogue.isPackFile)
                .map { packsFolder + "/" + $0.name }
        } catch {
            throw SourceError(SourceProblem(kind: .unreadableFile, file: packsFolder, message: "cannot list the pack files: \(error.reason)"))
        }
    }
}
