import ContentCatalogue
import ContentSupport
import Foundation
import LabyrinthKit

/// One catalogue file an import writes, relative to the stories folder (`universe.yaml`, `packs/forest.yaml`).
package struct ImportedFile: Sendable, Equatable {
    package enum Change: Sendable, Equatable {
        /// A file that is not there yet.
        case new
        /// A kept drawing that is not there yet (`drawings/<id>.yaml`).
        case newDrawing
        /// `universe.yaml` with characters and locations inserted; `previous` is what it held before.
        case additions(previous: String)
        /// `figures.yaml` with figures traced from shipped drawings appended; `previous` is what it held (nil: no file).
        case figures(previous: String?)
        /// `narration.yaml` with the clips this import adopts added to those it held.
        case adoptedClips
    }

    package var path: String
    package var text: String
    package var change: Change
}

/// `mazegen import` without the command line: reads a shipped content folder, plans the catalogue, renders its
/// files, proves the result loads as `generate` would load it, and only then writes.
package struct CatalogueImport: Sendable {
    package var plan: ImportPlan
    /// The stories folder written into.
    package var folder: String
    /// `universe.yaml` first: a pack that names a character the universe lacks would break the catalogue if the
    /// run stopped half-way, while extra characters in the universe break nothing.
    package var files: [ImportedFile]

    package var notes: [ImportNote] { plan.notes }

    /// Nothing to write: the catalogue already holds everything this import makes (it ran before).
    package var isNothingToDo: Bool { files.isEmpty }

    /// Everything short of writing. Throws with every problem when the import cannot go ahead.
    /// - Parameter keepDrawings: keep the shipped drawings (the default); false makes new mazes for everything.
    package static func prepare(
        source: some ContentSource, into folder: String, config: MazegenConfig, keepDrawings: Bool = true
    ) throws(ImportError) -> CatalogueImport {
        let sourceFolder = try ImportedFolder.read(source, config: config)
        let figures = try FigureLibraryFile.read(folder, limit: config.limits.fileBytes)
        let existing = try ExistingCatalogue.read(folder, figures: figures.text, config: config)
        let plan = ImportPlan.make(
            folder: sourceFolder, existing: existing?.catalogue, config: config, figures: figures.library,
            keepDrawings: keepDrawings)
        // The plan's problems name files of the source folder.
        if !plan.problems.isEmpty { throw ImportError(problems: plan.problems.map { $0.inFolder(source) }) }
        var rendered = try render(plan, existing: existing, figures: figures.text)
        if let narration = try adoptedClipsFile(sourceFolder.adoptedClips, in: folder, config: config) {
            rendered.append(narration)
        }
        let files = try left(rendered, in: folder)
        let library =
            files.first { if case .figures = $0.change { true } else { false } }
            .map { CatalogueText(file: folder + "/" + $0.path, text: $0.text) } ?? figures.text
        try check(files, plan: plan, existing: existing, figures: library, folder: folder, config: config)
        return CatalogueImport(plan: plan, folder: folder, files: files)
    }

    /// The files still to write: a file already there with exactly these bytes was written by an earlier run of
    /// this import (stopped part-way) and is left alone; one there with other bytes is a conflict.
    static func left(_ files: [ImportedFile], in folder: String) throws(ImportError) -> [ImportedFile] {
        var left: [ImportedFile] = []
        var problems: [ImportProblem] = []
        for file in files {
            let path = folder + "/" + file.path
            let onDisk: [UInt8]?
            do {
                onDisk = try AtomicFile.read(path, followingLinks: false)
            } catch  where error.code == ENOENT {
                onDisk = nil
            } catch {
                problems.append(
                    ImportProblem(file: path, "cannot be read to compare with what import writes: \(error.reason)"))
                continue
            }
            switch file.change {
            case .additions(let previous) where previous.utf8.elementsEqual(file.text.utf8):
                continue
            case .new, .newDrawing:
                guard let onDisk else {
                    left.append(file)
                    continue
                }
                if !onDisk.elementsEqual(file.text.utf8) {
                    problems.append(
                        ImportProblem(
                            file: path,
                            "is already there and holds something else than this import writes; "
                                + "move it away, or import into another folder"))
                }
            case .additions:
                left.append(file)
            case .adoptedClips:
                if onDisk.map({ !$0.elementsEqual(file.text.utf8) }) ?? true { left.append(file) }
            case .figures(let previous):
                // The library on disk is the one this plan was made from (a figure already there is not added again).
                if onDisk.map({ $0.elementsEqual((previous ?? "").utf8) }) ?? (previous == nil) {
                    left.append(file)
                } else {
                    problems.append(ImportProblem(file: path, "changed while import was planning; run it again"))
                }
            }
        }
        if !problems.isEmpty { throw ImportError(problems: problems) }
        return left
    }

    /// `narration.yaml` with `adopted` added to the clips it records (a clip recorded before keeps its record); nil
    /// when there is nothing to add.
    static func adoptedClipsFile(_ adopted: [AdoptedClips.Clip], in folder: String, config: MazegenConfig)
        throws(ImportError) -> ImportedFile?
    {
        guard !adopted.isEmpty else { return nil }
        var record: AdoptedClips
        do throws(SourceError) {
            record = try AdoptedClips.read(storiesFolder: folder, limit: config.limits.fileBytes)
        } catch {
            throw ImportError(
                problems: error.problems.map { ImportProblem($0, "the adopted clips' record does not load") })
        }
        let before = record
        for clip in adopted where record.clips[clip.clip] == nil { record.clips[clip.clip] = clip }
        guard record != before || before.clips.isEmpty else { return nil }
        return ImportedFile(path: AdoptedClips.fileName, text: record.text, change: .adoptedClips)
    }

    static func render(_ plan: ImportPlan, existing: ExistingCatalogue?, figures: CatalogueText? = nil)
        throws(ImportError) -> [ImportedFile]
    {
        let universeFile: ImportedFile
        if let existing {
            let previous = existing.universeText.text
            let additions =
                plan.newCharacters.isEmpty && plan.newLocations.isEmpty
                ? previous : CatalogueFileText.universe(previous, adding: plan.newCharacters, plan.newLocations)
            guard let additions else {
                throw ImportError(
                    ImportProblem(
                        file: existing.universeText.file,
                        "`characters` and `locations` must be block lists (`- id: …`) for import to add to them"))
            }
            universeFile = ImportedFile(
                path: StoryCatalogue.universeFileName, text: additions, change: .additions(previous: previous))
        } else {
            universeFile = ImportedFile(
                path: StoryCatalogue.universeFileName, text: CatalogueFileText.universe(plan.universe), change: .new)
        }
        // A pack's drawings before its file: the pack file marks the pack as imported, drawings and all. A pack an
        // earlier run finished is left as it is, even when the team has edited its file since.
        var files = [universeFile]
        if let samples = plan.samples {
            files.append(
                ImportedFile(path: samples.sourceFile, text: KeptDrawingText.render(samples), change: .newDrawing))
        }
        // Before the packs, which name the figures.
        if !plan.newFigures.isEmpty {
            var text = figures?.text
            for figure in plan.newFigures {
                text = try FigureAddition.appended(
                    FigureEntryText.lines(
                        figure, comment: "traced from the shipped drawing by `mazegen import --fresh-mazes`"),
                    to: text, file: figures?.file ?? FigureLibrary.fileName)
            }
            files.append(
                ImportedFile(path: FigureLibrary.fileName, text: text ?? "", change: .figures(previous: figures?.text)))
        }
        for pack in plan.packs where !plan.alreadyImported.contains(pack.id) {
            let stories = Set(pack.storyNumbers)
            files += plan.drawings.filter { stories.contains($0.name.story) }
                .map { ImportedFile(path: $0.sourceFile, text: KeptDrawingText.render($0), change: .newDrawing) }
            files.append(ImportedFile(path: pack.sourceFile, text: CatalogueFileText.pack(pack), change: .new))
        }
        return files
    }

    /// Loads the catalogue as it will be on disk through the catalogue's own decoding and validation, and checks
    /// that every story reads back as planned, texts byte for byte: import never writes what `generate` rejects
    /// or reads differently.
    static func check(
        _ files: [ImportedFile], plan: ImportPlan, existing: ExistingCatalogue?, figures: CatalogueText? = nil,
        folder: String,
        config: MazegenConfig
    ) throws(ImportError) {
        let texts = files.map { CatalogueText(file: folder + "/" + $0.path, text: $0.text) }
        let universe =
            files.first { if case .additions = $0.change { true } else { $0.path == StoryCatalogue.universeFileName } }
            .map { CatalogueText(file: folder + "/" + $0.path, text: $0.text) } ?? existing?.universeText
        guard let universe else { throw ImportError(ImportProblem(file: folder, "no universe.yaml to import into")) }
        let packTexts = zip(files, texts).filter { $0.0.change == .new && $0.0.path != StoryCatalogue.universeFileName }
            .map(\.1)
        let drawingTexts = zip(files, texts).filter { $0.0.change == .newDrawing }.map(\.1)
        let catalogue: StoryCatalogue
        do {
            catalogue = try StoryCatalogue.decode(
                universe: universe, packs: (existing?.packTexts ?? []) + packTexts,
                drawings: (existing?.drawingTexts ?? []) + (existing?.unlistedDrawingTexts ?? []) + drawingTexts,
                figures: figures, expectedUniverse: config.universe)
        } catch {
            throw ImportError(
                problems: error.problems.map { ImportProblem($0, "the imported catalogue would not load") })
        }
        var problems: [ImportProblem] = []
        if catalogue.universe != plan.universe {
            problems.append(ImportProblem(file: universe.file, "reads back differently from what import planned"))
        }
        for drawing in plan.drawings where catalogue.drawings[drawing.name.id]?.pathData != drawing.pathData {
            problems.append(
                ImportProblem(
                    file: folder + "/" + drawing.sourceFile, "would read back differently from the shipped path_data"))
        }
        if let samples = plan.samples, catalogue.samples?.drawings != samples.drawings {
            problems.append(
                ImportProblem(
                    file: folder + "/" + samples.sourceFile, "would read back differently from the shipped samples"))
        }
        for pack in plan.packs {
            let loaded = catalogue.packs.first { $0.id == pack.id }?.stories ?? []
            for (index, planned) in pack.stories.enumerated()
            where !loaded.indices.contains(index) || !sameBytes(loaded[index], planned) {
                problems.append(
                    ImportProblem(
                        file: folder + "/" + pack.sourceFile,
                        "story \(planned.number) would read back differently from the source; YAML cannot hold one of its texts exactly"
                    ))
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
    /// A pack file that appeared since `prepare` is not overwritten. Throws `FileSystemError`, or `RunStopped` when
    /// a stop (Ctrl-C) was asked for: looked at before each file, so the files are a prefix of `files`, each whole,
    /// which is what a re-run expects of a stopped import (`left(_:in:)`).
    /// The same, through a write of its own of the stories folder (for a caller that holds no lock).
    package func write() throws {
        let own = try FolderWrite.begin(in: ContentFolder(path: folder), removingTemporaries: false)
        defer { own.end() }
        try write(through: own)
    }

    package func write(through folderWrite: FolderWrite) throws {
        // Every name at once, before a folder is made or a file written.
        try folderWrite.requireWritable(files.map(\.path))
        try ContentFolder(path: folder + "/" + StoryCatalogue.packsFolderName).create()
        if files.contains(where: { $0.change == .newDrawing }) {
            try ContentFolder(path: folder + "/" + KeptDrawing.folderName).create()
        }
        try removeLeftovers()
        for (index, file) in files.enumerated() {
            if StopRequest.isRequested { throw RunStopped(written: index, total: files.count) }
            let path = folder + "/" + file.path
            if file.change == .new || file.change == .newDrawing, FolderEntry.at(file.path, in: folder) != .absent {
                throw FileSystemError(
                    path: path, operation: "write the new file (something else created it meanwhile)", code: EEXIST)
            }
            try folderWrite.put(Array(file.text.utf8), as: file.path)
        }
    }
}

extension CatalogueImport {
    /// The folders an import writes into: the stories folder, `packs/` and `drawings/`.
    var writtenFolders: [ContentFolder] {
        [folder, folder + "/" + StoryCatalogue.packsFolderName, folder + "/" + KeptDrawing.folderName].map(
            ContentFolder.init)
    }

    /// Whether a killed import left something of its own here: its lock or a lock draft (of a process gone), or a
    /// temporary of a file import writes.
    package var hasLeftovers: Bool {
        FolderLock.hasLeftovers(in: ContentFolder(path: folder)) || !leftoverTemporaries.isEmpty
    }

    /// Temporaries of the files an import writes (`universe.yaml`, `packs/*.yaml`, `drawings/*.yaml`); others in the
    /// stories folder (a preview page being written beside it) are not import's to remove.
    var leftoverTemporaries: [String] {
        writtenFolders.flatMap { folder in
            ((try? folder.names()) ?? []).filter { name in
                name.hasPrefix(AtomicFile.temporaryPrefix)
                    && (folder.path == self.folder
                        ? name == AtomicFile.temporaryName(for: StoryCatalogue.universeFileName)
                        : name.hasSuffix(".yaml"))
            }.map { folder.path + "/" + $0 }
        }
    }

    /// Removes the temporaries a killed import left. Call under the lock, which itself takes over a dead run's lock
    /// and removes its drafts.
    package func removeLeftovers() throws(FileSystemError) {
        for path in leftoverTemporaries where unlink(path) != 0 && errno != ENOENT {
            throw FileSystemError(
                path: path, operation: "remove the temporary file an interrupted import left", code: errno)
        }
    }
}

/// The catalogue already in the stories folder, as texts and as loaded; nil when the folder has no universe.yaml.
struct ExistingCatalogue: Sendable {
    var universeText: CatalogueText
    var packTexts: [CatalogueText]
    var drawingTexts: [CatalogueText]
    /// Drawings of stories in no pack: what an import stopped before writing the pack file left.
    var unlistedDrawingTexts: [CatalogueText]
    var catalogue: StoryCatalogue

    static func read(_ folder: String, figures: CatalogueText? = nil, config: MazegenConfig) throws(ImportError)
        -> ExistingCatalogue?
    {
        let universePath = folder + "/" + StoryCatalogue.universeFileName
        guard try storiesFileIsThere(StoryCatalogue.universeFileName, in: folder) else { return nil }
        do {
            let universe = CatalogueText(
                file: universePath, text: try YAMLSource.readText(path: universePath, limit: config.limits.fileBytes))
            let packTexts = try packFiles(folder).map { path throws(SourceError) in
                CatalogueText(file: path, text: try YAMLSource.readText(path: path, limit: config.limits.fileBytes))
            }
            let allDrawings = try drawingFiles(folder).map { path throws(SourceError) in
                CatalogueText(file: path, text: try YAMLSource.readText(path: path, limit: config.limits.fileBytes))
            }
            // Drawings of a story no pack lists yet were written by an import stopped before that pack's file: they
            // are set aside, to be matched against what this import writes, not read as the catalogue's.
            let stories = Set(
                try StoryCatalogue.decode(
                    universe: universe, packs: packTexts, figures: figures, expectedUniverse: config.universe
                )
                .stories.map(\.number))
            let listed = allDrawings.filter { KeptDrawing.story(ofFile: $0.file).map(stories.contains) ?? true }
            let catalogue = try StoryCatalogue.decode(
                universe: universe, packs: packTexts, drawings: listed, figures: figures,
                expectedUniverse: config.universe)
            return ExistingCatalogue(
                universeText: universe, packTexts: packTexts, drawingTexts: listed,
                unlistedDrawingTexts: allDrawings.filter { text in !listed.contains { $0.file == text.file } },
                catalogue: catalogue)
        } catch {
            throw ImportError(problems: error.problems.map { ImportProblem($0, "the catalogue there does not load") })
        }
    }

    /// `packs/*.yaml` as the loader lists them; a stories folder without a packs folder has no packs yet.
    static func packFiles(_ folder: String) throws(SourceError) -> [String] {
        try StoryCatalogue.files(
            in: folder + "/" + StoryCatalogue.packsFolderName, where: StoryCatalogue.isPackFile, what: "pack files")
    }

    /// `drawings/*.yaml` as the loader lists them.
    static func drawingFiles(_ folder: String) throws(SourceError) -> [String] {
        try StoryCatalogue.files(
            in: folder + "/" + KeptDrawing.folderName, where: StoryCatalogue.isDrawingFile, what: "drawings")
    }
}

/// Whether the stories folder holds `name`, asked as the catalogue and every writer ask it (`FolderEntry`): what
/// neither reads nor replaces (a link leading out, a folder, a FIFO) stops the import, named.
func storiesFileIsThere(_ name: String, in folder: String) throws(ImportError) -> Bool {
    switch FolderEntry.at(name, in: folder) {
    case .absent: return false
    case .file: return true
    case .refused(let refusal): throw ImportError(ImportProblem(refusal))
    }
}
