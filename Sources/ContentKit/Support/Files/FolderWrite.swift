#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a command could not start or finish writing a folder.
package enum FolderWriteError: Error, Sendable, CustomStringConvertible {
    case lock(FolderLockError)
    case fileSystem(FileSystemError)
    /// A name the command writes is a symlink leading out of the folder (or to what the folder does not own):
    /// written through, the file outside would change; replaced, the folder would silently stop being what its
    /// owner linked. Refused before anything is written.
    case linkLeavesFolder(path: String, target: String)
    /// A name the command writes holds a folder, a FIFO, a socket or a device: someone put it there on purpose.
    case notAFile(path: String, kind: String)

    package var description: String {
        switch self {
        case .lock(let error): error.description
        case .fileSystem(let error): error.description
        case .linkLeavesFolder(let path, let target):
            "\(path) is a symlink to \"\(target)\", outside the folder; mazegen neither writes through it nor "
                + "replaces it. Replace the link with the file itself, then run the command again"
        case .notAFile(let path, let kind):
            "\(path) \(kind); move it out of the way, then run the command again"
        }
    }
}

/// The one way a command writes a folder (generate, import, migrate, figure add, narrate): begun under the folder's
/// lock, after the leftovers of a dead run are gone; each file written to a temporary created exclusively in the same
/// folder and renamed into place (`AtomicFile`), keeping the mode of the file it replaces; a stop asked for (Ctrl-C)
/// looked at before every file; never a write through a symlink or a hard link to a file the folder does not own.
/// A command begins one with `begin`, puts its files, and ends it on every way out (a `defer` beside `begin`).
package struct FolderWrite: Sendable {
    /// What became of each file a write was asked to put, in the order asked.
    package struct Report: Sendable, Equatable {
        package var written: [String] = []
        package var unchanged: [String] = []

        package init() {}
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
        let path = try Self.writablePath(folder.path + "/" + name, inside: folder.path)
        do throws(FileSystemError) {
            return try AtomicFile.write(bytes, to: path)
        } catch {
            throw .fileSystem(error)
        }
    }

    /// Puts every file, `parallelism` at a time, and reports each in order. A stop asked for is looked at before
    /// each file: files in flight finish, none starts after it, and `RunStopped` counts what is in place. After a
    /// file fails, the files behind it are not started: the first failure is thrown, and a re-run writes what is
    /// missing (each file is whole or absent).
    /// - Parameter alreadyOnDisk: names the caller found byte for byte on disk under this lock: not read again.
    package func putAll(
        _ files: [PlannedFile], alreadyOnDisk: Set<String> = [], parallelism: Int = activeCores()
    ) throws -> Report {
        let write = self
        let outcomes = try RunStopped.unlessStopped(
            orderedConcurrentMap(files, workers: parallelism) { file throws(FolderWriteError) -> AtomicFile.Outcome? in
                if StopRequest.isRequested { return nil }
                if alreadyOnDisk.contains(file.name.value) { return .unchanged }
                return try write.put(file.bytes, as: file.name.value)
            })
        var report = Report()
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

    /// Where a write of `path` lands: `path` itself when it is a regular file or nothing yet; the file a symlink
    /// there leads to when that lies inside `root` (the link is kept, its target replaced); refused when the link
    /// leaves `root` or the name holds something that is not a file.
    package static func writablePath(_ path: String, inside root: String) throws(FolderWriteError) -> String {
        // A name below a sub-folder (`audio/x.mp3`): the sub-folder itself must lie inside `root`, or a link in its
        // place (`audio -> /elsewhere`) would carry the write out of the folder.
        if let slash = path.lastIndex(of: "/"), path[..<slash] != root,
            let resolvedRoot = DiskContentSource.realPath(root)
        {
            let parent = String(path[..<slash])
            if let resolvedParent = DiskContentSource.realPath(parent), resolvedParent != resolvedRoot,
                !resolvedParent.hasPrefix(resolvedRoot + "/")
            {
                throw .linkLeavesFolder(path: parent, target: DiskContentSource.linkTarget(parent) ?? resolvedParent)
            }
        }
        var status = stat()
        guard lstat(path, &status) == 0 else { return path }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return path
        case S_IFLNK:
            let target = DiskContentSource.linkTarget(path) ?? "?"
            guard let resolved = DiskContentSource.realPath(path), let resolvedRoot = DiskContentSource.realPath(root),
                resolved.hasPrefix(resolvedRoot + "/")
            else {
                throw .linkLeavesFolder(path: path, target: target)
            }
            var targetStatus = stat()
            guard stat(resolved, &targetStatus) == 0, (targetStatus.st_mode & S_IFMT) == S_IFREG else {
                throw .notAFile(path: path, kind: "is a symlink to \"\(target)\", which is not a regular file")
            }
            return resolved
        case S_IFDIR:
            throw .notAFile(path: path, kind: "is a folder, not a file")
        default:
            let kind = AtomicFile.nonRegularKind(status.st_mode) ?? "it is not a regular file"
            throw .notAFile(path: path, kind: kind.hasPrefix("it ") ? String(kind.dropFirst(3)) : kind)
        }
    }

    /// Whether a write of `path` would be refused, and why; for a command that checks every name before it writes
    /// any.
    package static func refusal(of path: String, inside root: String) -> FolderWriteError? {
        do throws(FolderWriteError) {
            _ = try writablePath(path, inside: root)
            return nil
        } catch {
            return error
        }
    }
}
