import ContentSupport
import LabyrinthKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every file operation the migration performs, on plain names inside ONE folder: an implementation joins them
/// to its folder and nothing else, so the migration cannot reach outside it. Tests inject failures through it.
package protocol FileOperations {
    /// The folder's own entries (not recursive), sorted by name, links reported as links.
    func entries() throws(FileSystemError) -> [ListedEntry]
    func read(_ name: String) throws(FileSystemError) -> [UInt8]
    /// The same, refusing a file larger than `limit` bytes (`AtomicFile.tooLarge`) without reading past the limit.
    func read(_ name: String, limit: Int) throws(FileSystemError) -> [UInt8]
    /// Creates or truncates `name`, writes `bytes` and flushes them to the disk before returning.
    func writeDurably(_ bytes: [UInt8], to name: String) throws(FileSystemError)
    /// Replaces `target` atomically, keeping its mode.
    func rename(_ name: String, to target: String) throws(FileSystemError)
    /// Removes a file; a file that is already gone is not an error.
    func remove(_ name: String) throws(FileSystemError)
    /// Makes the renames and removals so far durable.
    func synchronizeFolder() throws(FileSystemError)
}

extension FileOperations {
    /// A folder in memory holds its bytes already: only the verdict is bounded.
    package func read(_ name: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        let bytes = try read(name)
        if bytes.count > limit { throw FileSystemError.tooLarge(path: name, size: bytes.count, limit: limit) }
        return bytes
    }
}

// At file scope, where `rename` is the C function and not the method below.
private func renameEntry(_ from: String, _ to: String) -> Int32 { rename(from, to) }

/// The real disk.
package struct FolderFileOperations: FileOperations {
    package let folder: String

    package init(folder: String) {
        self.folder = ContentFolder(path: folder).path
    }

    func path(_ name: String) throws(FileSystemError) -> String {
        guard ContentFileName.isPlain(name) else {
            throw FileSystemError(path: folder + "/" + name, operation: "use a name outside the folder", code: EINVAL)
        }
        return folder + "/" + name
    }

    /// The folder itself must be a real folder, not a link to one somewhere else.
    package func checkFolder() throws(FileSystemError) {
        var status = stat()
        guard lstat(folder, &status) == 0 else {
            throw FileSystemError(path: folder, operation: "open the folder", code: errno)
        }
        if (status.st_mode & S_IFMT) == S_IFLNK {
            throw FileSystemError(
                path: folder, operation: "migrate a symbolic link (pass the real folder)", code: ELOOP)
        }
        if (status.st_mode & S_IFMT) != S_IFDIR {
            throw FileSystemError(path: folder, operation: "migrate it", code: ENOTDIR)
        }
    }

    package func entries() throws(FileSystemError) -> [ListedEntry] {
        try FolderListing.entries(of: folder)
    }

    package func read(_ name: String) throws(FileSystemError) -> [UInt8] {
        // A link swapped in after the folder was listed is refused, not followed.
        try AtomicFile.read(try path(name), followingLinks: false)
    }

    package func read(_ name: String, limit: Int) throws(FileSystemError) -> [UInt8] {
        var bytes: [UInt8] = []
        try AtomicFile.read(try path(name), followingLinks: false, into: &bytes, limit: limit)
        return bytes
    }

    package func writeDurably(_ bytes: [UInt8], to name: String) throws(FileSystemError) {
        try AtomicFile.writeNew(bytes, to: try path(name), durably: true)
    }

    package func rename(_ name: String, to target: String) throws(FileSystemError) {
        let from = try path(name)
        let to = try path(target)
        // A file replaced keeps its mode (a 0640 manifest stays 0640), as every writer's replacement does.
        var status = stat()
        if lstat(to, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, chmod(from, status.st_mode & 0o7777) != 0 {
            throw FileSystemError(path: from, operation: "give the new file the mode of \(target)", code: errno)
        }
        guard renameEntry(from, to) == 0 else {
            throw FileSystemError(path: to, operation: "move \(name) into place", code: errno)
        }
    }

    package func remove(_ name: String) throws(FileSystemError) {
        let path = try path(name)
        guard unlink(path) == 0 || errno == ENOENT else {
            throw FileSystemError(path: path, operation: "delete the file", code: errno)
        }
    }

    package func synchronizeFolder() throws(FileSystemError) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError(path: folder, operation: "open the folder", code: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else {
            throw FileSystemError(path: folder, operation: "flush the folder to disk", code: errno)
        }
    }
}
