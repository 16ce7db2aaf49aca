/// Why a command could not start or finish writing a folder.
package enum FolderWriteError: Error, Sendable, CustomStringConvertible {
    case lock(FolderLockError)
    case fileSystem(FileSystemError)
    /// Names the command would write that no writer may (`FolderWrite.check`), found before anything was written.
    case refused(FolderWrite.Report)

    package var description: String {
        switch self {
        case .lock(let error): error.description
        case .fileSystem(let error): error.description
        case .refused(let report):
            report.refused.count == 1
                ? "\(report.refused[0]); nothing was written to \(report.folder)"
                : "\(report.refused.count) names in the way, nothing was written to \(report.folder): "
                    + report.refused.map(\.description).joined(separator: "; ")
        }
    }

    /// The refusals, when they are what stopped the write.
    package var refusals: [WriteRefusal] {
        if case .refused(let report) = self { report.refused } else { [] }
    }
}

/// The one way a command writes a folder (generate, import, migrate, figure add, narrate): begun under the folder's
/// lock, after the leftovers of a dead run are gone; each file written to a temporary created exclusively in the same
/// folder and renamed into place (`AtomicFile`), keeping the mode of the file it replaces; a stop asked for (Ctrl-C)
/// looked at before every file; never a write through a symlink or a hard link to a file the folder does not own.
/// A command begins one with `begin`, puts its files, and ends it on every way out (a `defer` beside `begin`).
package struct FolderWrite: Sendable {
    /// What became of each name a write was asked to put, in the order asked: the one report every writer gives.
    /// A report with refusals comes before anything is written (`check`, or `putAll` throwing it), and nothing is
    /// written; a person reads the refusals through `refusalLines`, the rest through `counts`.
    package struct Report: Sendable, Equatable {
        /// The folder the names are in.
        package var folder: String
        package var written: [String] = []
        package var unchanged: [String] = []
        package var refused: [WriteRefusal] = []

        package init(
            folder: String, written: [String] = [], unchanged: [String] = [], refused: [WriteRefusal] = []
        ) {
            self.folder = folder
            self.written = written
            self.unchanged = unchanged
            self.refused = refused
        }

        /// `3 written, 5 unchanged`, as every writer's summary line says it.
        package var counts: String { "\(written.count) written, \(unchanged.count) unchanged" }

        /// The one way every writer tells a person what it refused, on stderr or a page: a line a refusal (then any
        /// `others` the command found in the way itself, already worded), then one line saying nothing was
        /// written; no line without them.
        package func refusalLines(others: [String] = []) -> [String] {
            let count = refused.count + others.count
            guard count > 0 else { return [] }
            return refused.map { "error: \($0)" } + others.map { "error: \($0)" } + [
                "error: nothing was written to \(folder): \(count) \(count == 1 ? "name" : "names") in the way (above)"
            ]
        }
    }

    package let folder: ContentFolder
    package let lock: FolderLock

    /// Creates the folder when asked (and missing), takes its lock, and removes what a dead run of this tool left
    /// there: its lock drafts (taking the lock removes them) and its temporaries — unless the folder holds an
    /// unfinished migration's journal, whose temporaries are its only copy of the new files.
    /// - Parameter removingTemporaries: false for a command that removes only its own files' temporaries itself (a
    ///   catalogue folder may hold a preview page being written beside it, which is not the command's to remove).
    /// - Parameter tookOver: told the pid of a dead run whose lock this one took over, for the command's log.
    package static func begin(
        in folder: ContentFolder, creating: Bool = true, removingTemporaries: Bool = true,
        tookOver: (FolderLock) -> Void = { _ in }
    ) throws(FolderWriteError) -> FolderWrite {
        do throws(FileSystemError) {
            if creating { try folder.create() }
        } catch {
            throw .fileSystem(error)
        }
        let lock: FolderLock
        do throws(FolderLockError) {
            lock = try FolderLock.acquire(in: folder)
        } catch {
            throw .lock(error)
        }
        tookOver(lock)
        let write = FolderWrite(folder: folder, lock: lock)
        if removingTemporaries {
            do throws(FileSystemError) {
                let names = try folder.names()
                if !names.contains(ContentLayout.migrationJournalName) {
                    folder.removeLeftoverTemporaryFiles(among: names)
                }
            } catch {
                lock.release()
                throw .fileSystem(error)
            }
        }
        return write
    }

    /// Ends the write: the lock goes. Safe to call more than once.
    package func end() { lock.release() }

    /// Puts `bytes` in the folder as `name` (a plain name, or a path below the folder such as `packs/x.yaml`),
    /// unless it holds exactly those bytes already.
    @discardableResult
    package func put(_ bytes: [UInt8], as name: String) throws(FolderWriteError) -> AtomicFile.Outcome {
        let path: String
        switch FolderEntry.at(name, in: folder.path) {
        case .absent: path = folder.path + "/" + name
        case .file(let target): path = target
        case .refused(let refusal): throw .refused(Report(folder: folder.path, refused: [refusal]))
        }
        do throws(FileSystemError) {
            return try AtomicFile.write(bytes, to: path)
        } catch {
            throw .fileSystem(error)
        }
    }

    /// Every name of `names` (plain names, or paths below the folder) that no writer may write, in order: a name
    /// that leaves the folder or is too long, a symlink leading out, a folder, FIFO or device in the way. A command
    /// asks this with every name it will write before any work it cannot take back (narrate before it makes a
    /// clip); `putAll` asks it itself.
    package func check(names: [String]) -> Report {
        Self.check(names: names, in: folder.path)
    }

    /// `check(names:)` for a folder not yet begun (generate's check of a folder it has not locked yet).
    /// A folder in the way of many names (`audio` linked out of the folder) is named once.
    package static func check(names: [String], in folder: String) -> Report {
        var report = Report(folder: folder)
        for name in names {
            if case .refused(let refusal) = FolderEntry.at(name, in: folder), !report.refused.contains(refusal) {
                report.refused.append(refusal)
            }
        }
        return report
    }

    /// Throws every refusal among `names` at once, before anything is written.
    package func requireWritable(_ names: [String]) throws(FolderWriteError) {
        let report = check(names: names)
        if !report.refused.isEmpty { throw .refused(report) }
    }

    /// Puts every file, `parallelism` at a time, and reports each in order. Every name is checked first: one refused
    /// throws them all and nothing is written. A stop asked for is looked at before each file: files in flight
    /// finish, none starts after it, and `RunStopped` counts what is in place. After a file fails, the files behind
    /// it are not started: the first failure is thrown, and a re-run writes what is missing (each file is whole or
    /// absent).
    /// - Parameter alreadyOnDisk: names the caller found byte for byte on disk under this lock: not read again.
    package func putAll(
        _ files: [PlannedFile], alreadyOnDisk: Set<String> = [], parallelism: Int = activeCores()
    ) throws -> Report {
        try requireWritable(files.map(\.name.value))
        let write = self
        let outcomes = try RunStopped.unlessStopped(
            orderedConcurrentMap(files, workers: parallelism) { file throws(FolderWriteError) -> AtomicFile.Outcome? in
                if StopRequest.isRequested { return nil }
                if alreadyOnDisk.contains(file.name.value) { return .unchanged }
                return try write.put(file.bytes, as: file.name.value)
            })
        var report = Report(folder: folder.path)
        for (file, outcome) in zip(files, outcomes) {
            switch outcome {
            case .written: report.written.append(file.name.value)
            case .unchanged: report.unchanged.append(file.name.value)
            }
        }
        return report
    }

    /// Removes a file the command no longer produces.
    package func remove(_ name: SafeFileName) throws(FolderWriteError) {
        do throws(FileSystemError) {
            try folder.remove(name)
        } catch {
            throw .fileSystem(error)
        }
    }
}
