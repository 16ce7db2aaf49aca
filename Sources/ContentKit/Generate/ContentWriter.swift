import ContentFormat
import ContentJSON
import ContentSupport
import ContentValidate
import LabyrinthKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why `generate` could not put its files in the folder.
package enum ContentWriteError: Error, Sendable, CustomStringConvertible {
    case fileSystem(FileSystemError)
    case folderWrite(FolderWriteError)
    case unfinishedMigration(String)
    case stopped(RunStopped)

    package var description: String {
        switch self {
        case .fileSystem(let error): error.description
        case .folderWrite(let error): error.description
        case .unfinishedMigration(let folder):
            "\(folder): a migration was interrupted here; run `mazegen migrate \(folder)` to finish it before generating"
        case .stopped(let stop): stop.description
        }
    }
}

/// The side-effect half of `generate`: puts generated files into the folder, one atomic rename each,
/// leaving files whose bytes are already right untouched.
package struct ContentWriter: Sendable {
    package struct Summary: Sendable, Equatable {
        /// What `FolderWrite` did with each file: the report every writer gives.
        package var report: FolderWrite.Report
        package var written: [String] { report.written }
        package var unchanged: [String] { report.unchanged }
        /// Labyrinth files in the folder that the catalogue no longer produces.
        package var stale: [String] = []
        package var pruned: [String] = []
    }

    package var folder: ContentFolder
    package var universe: String
    /// Files already in the folder are read up to this many bytes, as validate reads them (`limits.file_bytes`).
    package var fileByteLimit: Int

    package init(
        folder: ContentFolder, universe: String,
        fileByteLimit: Int = ValidationProfile.standard.limits.fileBytes
    ) {
        self.folder = folder
        self.universe = universe
        self.fileByteLimit = fileByteLimit
    }

    /// Puts `content` in the folder through `write` (the folder's one way to be written, begun by the caller under
    /// its lock, so a check before and the writing after see the same folder); without one, a write of its own is
    /// begun and ended here.
    package func write(
        _ content: GeneratedContent, prune: Bool, through write: FolderWrite? = nil, parallelism: Int = activeCores()
    ) throws(ContentWriteError) -> Summary {
        do {
            if let write { return try self.write(content, prune: prune, folderWrite: write, parallelism: parallelism) }
            let own = try FolderWrite.begin(in: folder)
            defer { own.end() }
            return try self.write(content, prune: prune, folderWrite: own, parallelism: parallelism)
        } catch let error as FileSystemError {
            throw .fileSystem(error)
        } catch let error as FolderWriteError {
            throw .folderWrite(error)
        } catch let error as ContentWriteError {
            throw error
        } catch let stop as RunStopped {
            throw .stopped(stop)
        } catch {
            preconditionFailure("ContentWriter only throws its own errors: \(error)")
        }
    }

    /// Throws `FileSystemError`, `FolderWriteError`, `ContentWriteError`, or `RunStopped` when a stop was asked for.
    private func write(_ content: GeneratedContent, prune: Bool, folderWrite: FolderWrite, parallelism: Int) throws
        -> Summary
    {
        // One listing serves the whole write: the caller holds the folder's lock, so only this write changes
        // it, and what it adds (the catalogue's files, temporary files) is never a stale labyrinth.
        let names = try folder.names()
        // The temporary files of an unfinished migration are its only copy of the new files (FolderWrite keeps them).
        if names.contains(ContentLayout.migrationJournalName) {
            throw ContentWriteError.unfinishedMigration(folder.path)
        }
        let report = try folderWrite.putAll(
            content.allFiles, alreadyOnDisk: content.alreadyOnDisk, parallelism: parallelism)
        var summary = Summary(report: report)
        summary.stale = staleLabyrinths(keeping: content.catalogueFileNames, among: names)
        if prune {
            for name in summary.stale {
                guard let safe = SafeFileName(name) else { continue }
                try folderWrite.remove(safe)
                summary.pruned.append(name)
            }
        }
        return summary
    }

    /// Files named like this universe's labyrinths (`denny_NNN_*.json`) that the catalogue does not produce.
    package func staleLabyrinths(keeping produced: Set<String>) throws(FileSystemError) -> [String] {
        staleLabyrinths(keeping: produced, among: try folder.names())
    }

    func staleLabyrinths(keeping produced: Set<String>, among names: [String]) -> [String] {
        names.filter { name in !produced.contains(name) && LabyrinthName(fileName: name)?.universe == universe }
    }

    /// What this run will put in the folder: each file laid out like the one it replaces (`FileRewrite`), or, when
    /// new, like a file of the same kind already there, so a folder the app shipped keeps its own style and a file
    /// whose content is unchanged keeps its bytes. Only reads.
    package func laidOut(_ content: GeneratedContent, parallelism: Int = activeCores()) throws(ContentWriteError)
        -> GeneratedContent
    {
        let names: Set<String>
        do {
            names = Set(try folder.names())
            // Before anything is read or checked, and before the catalogue changes: the folder is a migration's.
            if names.contains(ContentLayout.migrationJournalName) {
                throw ContentWriteError.unfinishedMigration(folder.path)
            }
        } catch let error as ContentWriteError {
            throw error
        } catch let error as FileSystemError where error.code == ENOENT || error.code == ENOTDIR {
            // Nothing there to lay out like; making the folder will say what is in the way. A name no folder may
            // hold is refused all the same.
            var result = content
            result.refused = FolderWrite.check(names: content.allFiles.map(\.name.value), in: folder.path).refused
            return result
        } catch let error as FileSystemError {
            throw .fileSystem(error)
        } catch {
            preconditionFailure("ContentWriter only throws its own errors: \(error)")
        }
        let siblings = Siblings(names.sorted(), universe: universe)
        var result = content
        let folder = self.folder
        let limit = fileByteLimit
        let labyrinths = orderedConcurrentMap(content.labyrinths, workers: parallelism) { file in
            folder.laidOut(
                file, .labyrinth, existing: names, limit: limit,
                sibling: names.contains(file.name.value) ? nil : siblings.of(file.name.value))
        }
        let manifest = folder.laidOut(content.manifest, .manifest, existing: names, limit: limit, sibling: nil)
        let samples = content.samples.map {
            folder.laidOut($0, .wholeDocument, existing: names, limit: limit, sibling: nil)
        }
        let laid = labyrinths + [manifest] + (samples.map { [$0] } ?? [])
        result.labyrinths = labyrinths.map(\.file)
        result.manifest = manifest.file
        result.samples = samples?.file
        result.alreadyOnDisk = Set(laid.filter(\.isOnDisk).map(\.file.name.value))
        result.unreadable = laid.compactMap(\.unreadable)
        result.refused = laid.compactMap(\.refused)
        result.notes = laid.flatMap(\.notes)
        return result
    }

    /// The file a new labyrinth is laid out like: another level of its story, else the first labyrinth there.
    struct Siblings: Sendable {
        var byStory: [Int: String] = [:]
        var first: String?

        init(_ sortedNames: [String], universe: String) {
            for name in sortedNames {
                guard let labyrinth = LabyrinthName(fileName: name), labyrinth.universe == universe else { continue }
                if byStory[labyrinth.story] == nil { byStory[labyrinth.story] = name }
                if first == nil { first = name }
            }
        }

        func of(_ name: String) -> String? {
            LabyrinthName(fileName: name).flatMap { byStory[$0.story] } ?? first
        }
    }
}

/// A file the folder holds under a name generate writes, which generate cannot read whole: replaced, whatever it
/// holds beside what generate writes would be lost, so generate refuses unless told to replace it
/// (`--replace-unreadable`).
package struct UnreadableFile: Sendable, Equatable, CustomStringConvertible {
    /// The file's name in the folder.
    package var name: String
    /// Why it cannot be read whole.
    package var reason: String
    /// Its keys at the root that generate does not write (what a replacement drops), as far as they could be read;
    /// nil when not even that much of the file could be read.
    package var keysNotWritten: [String]?

    package var description: String { "\(name) cannot be read whole: \(reason)" }

    /// What replacing it loses, for a person.
    package var atStake: String {
        guard let keys = keysNotWritten else {
            return "any key mazegen does not write (its keys could not be read)"
        }
        if keys.isEmpty { return "no key mazegen does not write, as far as the file could be read" }
        // Bounded: a file from elsewhere may hold thousands of keys, or one key of megabytes.
        let named = keys.prefix(Self.keysNamed).map { key in
            "`" + (key.count <= Self.keyCharacters ? key : key.prefix(Self.keyCharacters - 1) + "…") + "`"
        }
        let rest = keys.count - named.count
        return "its keys mazegen does not write: " + named.joined(separator: ", ")
            + (rest > 0 ? " and \(rest) more" : "")
    }

    /// The most keys `atStake` names, and the most characters of each.
    static let keysNamed = 5
    static let keyCharacters = 40
}

/// One planned file laid over what the folder holds.
struct LaidOutFile: Sendable {
    var file: PlannedFile
    /// The folder already holds exactly these bytes.
    var isOnDisk = false
    var unreadable: UnreadableFile? = nil
    /// The name holds what no writer may write over or through (a link leaving the folder, a FIFO, a folder), or
    /// is itself one no writer may write (too long).
    var refused: WriteRefusal? = nil
    var notes: [String] = []
}

extension ContentFolder {
    /// `file` as it goes over what the folder holds, read within `limit` bytes as validate reads it. Every name is
    /// asked what `FolderWrite` asks (`FolderEntry`): a symlink inside the folder is read through (the writer writes
    /// its target); one leading out of the folder, a name that holds no regular file or is too long, is refused; a
    /// file that cannot be read whole is reported unreadable, with what replacing it would lose, and planned as
    /// generate made it.
    func laidOut(
        _ file: PlannedFile, _ rewrite: FileRewrite, existing: Set<String>, limit: Int, sibling: String?
    ) -> LaidOutFile {
        switch FolderEntry.at(file.name.value, in: path) {
        case .refused(let refusal): return LaidOutFile(file: file, refused: refusal)
        case .file(let target): return laidOut(file, rewrite, over: target, limit: limit)
        case .absent:
            // Listed but gone since: read where it was, and the read says why it cannot be.
            if existing.contains(file.name.value) {
                return laidOut(file, rewrite, over: path(of: file.name), limit: limit)
            }
        }
        guard let sibling, let template = try? AtomicFile.read(path + "/" + sibling, followingLinks: false) else {
            return LaidOutFile(file: file)
        }
        return LaidOutFile(file: PlannedFile(name: file.name, bytes: rewrite.bytes(file.bytes, like: template)))
    }

    private func laidOut(_ file: PlannedFile, _ rewrite: FileRewrite, over target: String, limit: Int) -> LaidOutFile {
        let name = file.name.value
        var old: [UInt8] = []
        do throws(FileSystemError) {
            try AtomicFile.read(target, into: &old, limit: limit)
        } catch {
            let reason =
                error.code == AtomicFile.tooLarge
                ? "it is \(error.fileSize.map { "\($0) bytes" } ?? "larger than the limit"), more than "
                    + "`limits.file_bytes` (\(error.sizeLimit ?? limit)) in config.yaml"
                : error.reason
            return LaidOutFile(file: file, unreadable: UnreadableFile(name: name, reason: reason, keysNotWritten: nil))
        }
        if old == file.bytes { return LaidOutFile(file: file, isOnDisk: true) }
        let document: JSONDocument
        do throws(JSONSyntaxError) {
            document = try JSONReader.parse(old)
        } catch {
            // The JSON before trailing text is whole: its keys say what a replacement would drop.
            let before = error.offset > 0 ? try? JSONReader.parse(Array(old[..<error.offset])) : nil
            return LaidOutFile(
                file: file,
                unreadable: UnreadableFile(
                    name: name, reason: "not JSON at \(error)",
                    keysNotWritten: before.map { rewrite.keysNotWritten($0.value) }))
        }
        var notes: [String] = []
        for key in FileRewrite.repeatedKeys(document.value) {
            notes.append(
                "\(name): the key `\(key)` appears more than once; written once, with its first value (the app reads the first)"
            )
        }
        guard let rewritten = rewrite.bytes(file.bytes, over: document, layout: FileLayout(of: old)) else {
            return LaidOutFile(file: PlannedFile(name: file.name, bytes: old), isOnDisk: true)
        }
        // A repeated key is noted only when the file is written (once the file is as generate would write it, it is
        // left as it is, repeated key and all).
        return LaidOutFile(file: PlannedFile(name: file.name, bytes: rewritten), notes: notes)
    }
}
