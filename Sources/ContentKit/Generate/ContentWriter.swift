import ContentFormat
import ContentSupport
import LabyrinthKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why `generate` could not put its files in the folder.
package enum ContentWriteError: Error, Sendable, CustomStringConvertible {
    case fileSystem(FileSystemError)
    case unfinishedMigration(String)
    case stopped(RunStopped)

    package var description: String {
        switch self {
        case .fileSystem(let error): error.description
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
        package var written: [String] = []
        package var unchanged: [String] = []
        /// Labyrinth files in the folder that the catalogue no longer produces.
        package var stale: [String] = []
        package var pruned: [String] = []
    }

    package var folder: ContentFolder
    package var universe: String

    package init(folder: ContentFolder, universe: String) {
        self.folder = folder
        self.universe = universe
    }

    package func write(
        _ content: GeneratedContent, prune: Bool, parallelism: Int = activeCores()
    ) throws(ContentWriteError) -> Summary {
        do {
            try folder.create()
            // One listing serves the whole write: the caller holds the folder's lock, so only this write changes
            // it, and what it adds (the catalogue's files, temporary files) is never a stale labyrinth.
            let names = try folder.names()
            // The temporary files of an unfinished migration are its only copy of the new files: keep them.
            if names.contains(ContentLayout.migrationJournalName) {
                throw ContentWriteError.unfinishedMigration(folder.path)
            }
            folder.removeLeftoverTemporaryFiles(among: names)
            return try writeFiles(content, prune: prune, listed: names, parallelism: parallelism)
        } catch let error as FileSystemError {
            throw .fileSystem(error)
        } catch let error as ContentWriteError {
            throw error
        } catch let stop as RunStopped {
            throw .stopped(stop)
        } catch {
            preconditionFailure("ContentWriter only throws its own errors: \(error)")
        }
    }

    /// Throws `FileSystemError`, or `RunStopped` when a stop was asked for.
    private func writeFiles(_ content: GeneratedContent, prune: Bool, listed: [String], parallelism: Int) throws
        -> Summary
    {
        let outcomes = try writeAll(content.allFiles, alreadyOnDisk: content.alreadyOnDisk, parallelism: parallelism)
        var summary = Summary()
        for (file, outcome) in zip(content.allFiles, outcomes) {
            switch outcome {
            case .written: summary.written.append(file.name.value)
            case .unchanged: summary.unchanged.append(file.name.value)
            }
        }
        summary.stale = staleLabyrinths(keeping: content.catalogueFileNames, among: listed)
        if prune {
            for name in summary.stale {
                guard let safe = SafeFileName(name) else { continue }
                try folder.remove(safe)
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
            // Nothing there to lay out like; making the folder will say what is in the way.
            return content
        } catch let error as FileSystemError {
            throw .fileSystem(error)
        } catch {
            preconditionFailure("ContentWriter only throws its own errors: \(error)")
        }
        let siblings = Siblings(names.sorted(), universe: universe)
        var result = content
        let folder = self.folder
        let labyrinths = orderedConcurrentMap(content.labyrinths, workers: parallelism) { file in
            folder.laidOut(
                file, .labyrinth, existing: names,
                sibling: names.contains(file.name.value) ? nil : siblings.of(file.name.value))
        }
        let manifest = folder.laidOut(content.manifest, .manifest, existing: names, sibling: nil)
        let samples = content.samples.map { folder.laidOut($0, .wholeDocument, existing: names, sibling: nil) }
        result.labyrinths = labyrinths.map(\.file)
        result.manifest = manifest.file
        result.samples = samples?.file
        let laid = labyrinths + [manifest] + (samples.map { [$0] } ?? [])
        result.alreadyOnDisk = Set(laid.filter(\.isOnDisk).map(\.file.name.value))
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

    /// After a file fails, the files behind it are not started: the run stops with the first failure's error,
    /// and a re-run writes what is missing (each file is whole or absent). A stop asked for (Ctrl-C) is looked at
    /// before each file: files in flight finish, none starts after it, and `RunStopped` counts what is in place.
    /// Files laying out found already on disk, byte for byte, under this run's lock, are not read a second time.
    func writeAll(_ files: [PlannedFile], alreadyOnDisk: Set<String> = [], parallelism: Int) throws -> [AtomicFile
        .Outcome]
    {
        let folder = self.folder
        return try RunStopped.unlessStopped(
            orderedConcurrentMap(files, workers: parallelism) { file throws(FileSystemError) in
                if StopRequest.isRequested { return nil }
                if alreadyOnDisk.contains(file.name.value) { return .unchanged }
                return try AtomicFile.write(file.bytes, to: folder.path(of: file.name))
            })
    }
}

extension ContentFolder {
    /// `file` as it goes over what the folder holds. A file that cannot be read as a plain file (a link, a folder)
    /// is replaced as before, never read through.
    /// Also whether the folder already holds exactly those bytes, so the writer need not read the file again.
    func laidOut(_ file: PlannedFile, _ rewrite: FileRewrite, existing: Set<String>, sibling: String?) -> (
        file: PlannedFile, isOnDisk: Bool
    ) {
        if existing.contains(file.name.value) {
            guard let old = try? AtomicFile.read(path(of: file.name), followingLinks: false) else {
                return (file, false)
            }
            guard let rewritten = rewrite.bytes(file.bytes, over: old) else {
                return (PlannedFile(name: file.name, bytes: old), true)
            }
            return (PlannedFile(name: file.name, bytes: rewritten), false)
        }
        guard let sibling, let template = try? AtomicFile.read(path + "/" + sibling, followingLinks: false) else {
            return (file, false)
        }
        return (PlannedFile(name: file.name, bytes: rewrite.bytes(file.bytes, like: template)), false)
    }
}
