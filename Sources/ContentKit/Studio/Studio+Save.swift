import ContentCatalogue
import ContentFormat
import ContentGenerate
import ContentJSON
import ContentSupport
import ContentValidate
import Foundation
import LabyrinthKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a save would write: the catalogue's files (pack files edited in place, kept drawings of the levels the
/// person shaped or rerolled), then the labyrinths `generate` makes from that catalogue, laid out like the files
/// they replace.
struct SavePlan {
    /// Stories-folder files, by their name in that folder (`packs/ocean.yaml`, `drawings/denny_029_medium.yaml`).
    var catalogueFiles: [(name: String, bytes: [UInt8])]
    var content: GeneratedContent
    /// Clips narrated in the studio whose text is the saved story's, by their name in the content folder (`audio/…`).
    var clips: [(name: String, bytes: [UInt8])] = []
    var writer: ContentWriter
    var report: ValidationReport
    var changes: [SaveReply.Change]
}

extension Studio {
    func save(_ request: SaveRequest) throws(StudioRefusal) -> SaveReply {
        guard let loaded = request.loadedStamp.flatMap({ snapshots[$0] }) else {
            throw StudioRefusal(
                409,
                "the page's state is older than what this studio remembers; reload the page (unsaved edits are kept)")
        }
        let plan = try savePlan(request.edits)
        let findings = plan.report.findings.map(LevelState.wire)
        if plan.report.hasErrors(strict: false) {
            throw StudioRefusal(
                422,
                "validate's rules refuse what this save would write; nothing was written: "
                    + (plan.report.findings.first { $0.severity == .error }.map { "\($0.file): \($0.message)" } ?? ""),
                file: plan.report.findings.first { $0.severity == .error }?.file)
        }
        // Only the files this save writes count: a clip made meanwhile is no conflict with a moved obstacle.
        let ours = Set(
            plan.catalogueFiles.map { folder.storiesFolder + "/" + $0.name }
                + plan.content.allFiles.map { folder.contentFolder + "/" + $0.name.value }
                + plan.clips.map { folder.contentFolder + "/" + $0.name })
        if let changed = snapshot.changed(since: loaded).first(where: ours.contains) {
            throw StudioRefusal(
                409, "\(changed) changed on disk since the page loaded it; nothing was written. Reload to see it",
                file: changed)
        }
        if request.dryRun ?? true {
            return SaveReply(
                changes: plan.changes, findings: findings, written: [],
                unchanged: plan.content.allFiles.count - plan.changes.count, stamp: snapshot.stamp)
        }
        let written = try write(plan)
        for clip in plan.clips { drafts[String(clip.name.dropFirst("audio/".count))] = nil }
        refreshIfChanged()
        return SaveReply(
            changes: plan.changes, findings: findings, written: written,
            unchanged: plan.content.allFiles.count + plan.catalogueFiles.count - written.count, stamp: snapshot.stamp)
    }

    func savePlan(_ edits: SaveRequest.Edits) throws(StudioRefusal) -> SavePlan {
        var catalogue = folder.catalogue
        var catalogueFiles: [(name: String, bytes: [UInt8])] = []
        var touched: Set<Int> = []
        var changes: [SaveReply.Change] = []

        for (id, edit) in (edits.levels ?? [:]).sorted(by: { $0.key < $1.key }) {
            let level = try level(id)
            let state = try LevelState(level, edit: edit, in: folder)
            guard let name = LabyrinthName(parsing: id) else { throw StudioRefusal(404, "\(id) is not a labyrinth id") }
            let drawing = KeptDrawing(
                name: name, pathData: state.pathData,
                sourceFile: folder.storiesFolder + "/" + KeptDrawing.relativePath(of: name))
            catalogue.drawings[id] = drawing
            catalogueFiles.append((KeptDrawing.relativePath(of: name), Array(StudioDrawingText.render(drawing).utf8)))
            touched.insert(level.story.number)
        }

        var packTexts: [String: String] = [:]
        for (id, edit) in (edits.stories ?? [:]).sorted(by: { $0.key < $1.key }) {
            let story = try story(id: id)
            let texts = edit.texts ?? [:]
            let edited = try StoryTexts.applying(texts, to: story)
            guard !texts.isEmpty, let packFile = folder.packFile(of: story) else { continue }
            let original: String
            if let known = packTexts[packFile] {
                original = known
            } else {
                do {
                    original = try YAMLSource.readText(path: packFile, limit: folder.config.limits.fileBytes)
                } catch {
                    throw StudioRefusal(422, "\(packFile) cannot be read: \(error)", file: packFile)
                }
            }
            guard let changed = PackFileEdit.replacing(texts, ofStory: story.number, in: original) else {
                throw StudioRefusal(
                    422, "\(packFile) does not hold story \(story.number) as a block under `stories:`; edit it by hand",
                    file: packFile)
            }
            packTexts[packFile] = changed
            for index in catalogue.packs.indices {
                if let place = catalogue.packs[index].stories.firstIndex(where: { $0.number == story.number }) {
                    catalogue.packs[index].stories[place] = edited
                }
            }
            touched.insert(story.number)
        }
        try checkCatalogue(packTexts)
        for (file, text) in packTexts.sorted(by: { $0.key < $1.key }) {
            catalogueFiles.append((relativeToStories(file), Array(text.utf8)))
        }
        for file in catalogueFiles {
            let path = folder.storiesFolder + "/" + file.name
            let current = try? AtomicFile.read(path)
            if current != file.bytes {
                changes.append(
                    SaveReply.Change(
                        file: path, summary: current == nil ? "new: kept in the catalogue" : "changed in the catalogue")
                )
            }
        }

        let generated: GeneratedContent
        do {
            generated = try ContentGenerator(config: folder.config, catalogue: catalogue).generate(onlyStories: touched)
        } catch {
            throw StudioRefusal(422, "generate would refuse this: \(error)")
        }
        let writer = ContentWriter(
            folder: ContentFolder(path: folder.contentFolder), universe: folder.config.universe,
            fileByteLimit: folder.config.limits.fileBytes)
        let content: GeneratedContent
        do {
            content = try writer.laidOut(generated)
        } catch {
            throw StudioRefusal(422, "\(error)")
        }
        let clips = narratedClips(for: catalogue)
        var contentReport = FolderWrite.check(names: clips.map(\.name), in: folder.contentFolder)
        contentReport.refused = content.refused + contentReport.refused
        try Self.refuseUnwritable(
            FolderWrite.check(names: catalogueFiles.map(\.name), in: folder.storiesFolder), contentReport)
        if let unreadable = content.unreadable.first {
            throw StudioRefusal(422, "\(folder.contentFolder)/\(unreadable)", file: unreadable.name)
        }
        let report: ValidationReport
        do {
            report = try GenerationCheck.findings(
                content, writtenOver: folder.contentFolder, validator: folder.validator)
        } catch {
            throw StudioRefusal(422, "\(error)")
        }
        for file in content.allFiles where !content.alreadyOnDisk.contains(file.name.value) {
            changes.append(
                SaveReply.Change(
                    file: folder.contentFolder + "/" + file.name.value, summary: "written as generate writes it"))
        }
        for clip in clips {
            changes.append(
                SaveReply.Change(file: folder.contentFolder + "/" + clip.name, summary: "narrated in the studio"))
        }
        return SavePlan(
            catalogueFiles: catalogueFiles, content: content, clips: clips, writer: writer, report: report,
            changes: changes)
    }

    /// The catalogue with the edited pack files, read as `load` reads it: a text the catalogue refuses (a title
    /// another story has, a question without `?`) stops the save before anything is written.
    func checkCatalogue(_ packTexts: [String: String]) throws(StudioRefusal) {
        guard !packTexts.isEmpty else { return }
        let storiesFolder = folder.storiesFolder
        let limit = folder.config.limits.fileBytes
        func read(_ path: String) -> CatalogueText? {
            (try? YAMLSource.readText(path: path, limit: limit)).map { CatalogueText(file: path, text: $0) }
        }
        guard let universe = read(storiesFolder + "/" + StoryCatalogue.universeFileName) else { return }
        let packs = folder.catalogue.packs.map(\.sourceFile).compactMap { path in
            packTexts[path].map { CatalogueText(file: path, text: $0) } ?? read(path)
        }
        do {
            _ = try StoryCatalogue.decode(
                universe: universe, packs: packs, figures: read(storiesFolder + "/" + FigureLibrary.fileName),
                expectedUniverse: folder.config.universe)
        } catch {
            let problem = error.problems.first
            throw StudioRefusal(
                422, problem.map { "\($0)" } ?? "the catalogue refuses these texts", file: problem?.file,
                key: problem?.keyPath)
        }
    }

    /// The drafts that say what the saved catalogue's stories say (a draft of a text changed again is left out).
    func narratedClips(for catalogue: StoryCatalogue) -> [(name: String, bytes: [UInt8])] {
        guard !drafts.isEmpty else { return [] }
        var clips: [(name: String, bytes: [UInt8])] = []
        for story in catalogue.stories {
            let texts = StoryTexts.texts(of: story)
            for line in storyLines(story) {
                guard let draft = drafts[line.clip], ContentFileName.isPlain(line.clip),
                    draft.text == ClipScript.text(line.role, texts: { texts[$0.stringValue] })
                else { continue }
                clips.append((ContentLayout.audioFolderName + "/" + line.clip, draft.bytes))
            }
        }
        return clips.sorted { $0.name < $1.name }
    }

    func relativeToStories(_ path: String) -> String {
        let prefix = folder.storiesFolder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// The catalogue first, then the labyrinths, each folder under the lock every writing command takes: stopped in
    /// between, a plain `generate` writes the same labyrinths from the catalogue.
    func write(_ plan: SavePlan) throws(StudioRefusal) -> [String] {
        var written: [String] = []
        do {
            let stories = try FolderWrite.begin(
                in: ContentFolder(path: folder.storiesFolder), creating: false, removingTemporaries: false)
            defer { stories.end() }
            let labyrinths = try FolderWrite.begin(in: ContentFolder(path: folder.contentFolder), creating: false)
            defer { labyrinths.end() }
            // Both folders as they are under their locks, every name at once, before the first file is written.
            try Self.refuseUnwritable(
                stories.check(names: plan.catalogueFiles.map(\.name)),
                labyrinths.check(names: plan.content.allFiles.map(\.name.value) + plan.clips.map(\.name)))
            if plan.catalogueFiles.contains(where: { $0.name.hasPrefix(KeptDrawing.folderName + "/") }) {
                try ContentFolder(path: folder.storiesFolder + "/" + KeptDrawing.folderName).create()
            }
            for file in plan.catalogueFiles {
                if try stories.put(file.bytes, as: file.name) == .written {
                    written.append(folder.storiesFolder + "/" + file.name)
                }
            }
            let summary = try plan.writer.write(plan.content, prune: false, through: labyrinths)
            written += summary.written.map { folder.contentFolder + "/" + $0 }
            if !plan.clips.isEmpty {
                try ContentFolder(path: folder.contentFolder + "/" + ContentLayout.audioFolderName).create()
            }
            for clip in plan.clips {
                if StopRequest.isRequested { throw RunStopped(written: written.count, total: plan.clips.count) }
                if try labyrinths.put(clip.bytes, as: clip.name) == .written {
                    written.append(folder.contentFolder + "/" + clip.name)
                }
            }
        } catch let refusal as StudioRefusal {
            throw refusal
        } catch {
            throw StudioRefusal(500, "the save stopped: \(error); what was written is whole, run the save again")
        }
        return written
    }
}

extension Studio {
    /// Names a save would write that no writer may, refused before anything is written and said as every writer
    /// says them (`FolderWrite.Report.refusalLines`), the stories folder's, then the content folder's.
    static func refuseUnwritable(_ reports: FolderWrite.Report...) throws(StudioRefusal) {
        guard let first = reports.flatMap(\.refused).first else { return }
        let lines = reports.flatMap { $0.refusalLines() }
        throw StudioRefusal(422, lines.joined(separator: "\n"), file: first.path)
    }
}

/// A kept drawing the studio writes: the same YAML `import` writes, with a comment saying where it came from.
enum StudioDrawingText {
    static func render(_ drawing: KeptDrawing) -> String {
        let imported = KeptDrawingText.render(drawing)
        let body = imported.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("#") }
        return [
            "# The drawing of \(drawing.name.id) as shaped in `mazegen studio`: `mazegen generate` writes it back as it",
            "# is. `mazegen generate --fresh \(drawing.name.story)` makes new mazes for story \(drawing.name.story) and removes its drawings.",
        ].joined(separator: "\n") + "\n" + body.joined(separator: "\n")
    }
}
