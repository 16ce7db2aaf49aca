#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and writes whole files so that a reader (or a killed process) only ever sees the old bytes or the new
/// bytes: each new file is written to a temporary name in the same folder and renamed into place.
package enum AtomicFile {
    /// The prefix of temporary files, so a re-run can recognise and remove what an interrupted run left.
    package static let temporaryPrefix = ".mazegen-tmp-"

    package enum Outcome: Sendable, Equatable {
        case written
        case unchanged
    }

    /// Writes `bytes` to `path` unless the file already holds exactly those bytes. A FIFO, socket or device there
    /// (or a link to one) is refused, not replaced: someone put it there on purpose.
    @discardableResult
    package static func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) -> Outcome {
        do {
            if try read(path) == bytes { return .unchanged }
        } catch  where error.code == notRegularFile {
            throw error
        } catch {
            // Missing or unreadable: the rename below replaces it, or says why not.
        }
        let temporary = temporaryPath(for: path)
        try writeNew(bytes, to: temporary, mode: replacedMode(at: path))
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileSystemError(path: path, operation: "move the new file into place", code: code)
        }
        return .written
    }

    /// The one temporary name every command uses for a file it is about to put in place: hidden, in the same
    /// folder, so a rename replaces the file atomically and a re-run recognises what an interrupted run left.
    package static func temporaryName(for name: String) -> String { temporaryPrefix + name }

    static func temporaryPath(for path: String) -> String {
        let (folder, name) = splitPath(path)
        return folder + temporaryName(for: name)
    }

    /// Every file a command reads goes through here, and only a regular file is read: a FIFO, socket or device
    /// (a link's target included) is refused at once, with the path, never waited on. The open does not block
    /// (`O_NONBLOCK`, so a FIFO without a writer opens) and `fstat` on the open descriptor decides, so a file
    /// swapped in between a check and the open cannot slip through.
    /// - Parameter followingLinks: false refuses a symlink at `path` (ELOOP) instead of reading its target.
    package static func read(_ path: String, followingLinks: Bool = true) throws(FileSystemError) -> [UInt8] {
        var result: [UInt8] = []
        try read(path, followingLinks: followingLinks, into: &result)
        return result
    }

    /// Reads the file into `buffer`, replacing what it held.
    /// - Parameter limit: a file larger than this many bytes is refused (`tooLarge`) without reading past the limit:
    ///   at once when `fstat` says so, else once limit + 1 bytes have come (a file that grew, or one whose size
    ///   the system does not know).
    package static func read(
        _ path: String, followingLinks: Bool = true, into buffer: inout [UInt8], limit: Int = .max
    ) throws(FileSystemError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            let code = errno
            // A socket cannot be opened at all (ENXIO): say what it is rather than "no such device".
            var status = stat()
            if code == ENXIO, stat(path, &status) == 0, let kind = nonRegularKind(status.st_mode) {
                throw FileSystemError(path: path, operation: "read the file", code: notRegularFile, explanation: kind)
            }
            throw FileSystemError(path: path, operation: "open the file", code: code)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw FileSystemError(path: path, operation: "read the file", code: errno)
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            throw FileSystemError(path: path, operation: "read the file", code: EISDIR)
        }
        if let kind = nonRegularKind(status.st_mode) {
            throw FileSystemError(path: path, operation: "read the file", code: notRegularFile, explanation: kind)
        }
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
            throw FileSystemError(path: path, operation: "read the file", code: errno)
        }
        let size = Int(status.st_size)
        if size > limit { throw FileSystemError.tooLarge(path: path, size: size, limit: limit) }
        // Read into new storage, left unwritten until the file's bytes land in it (zeroing it first cost a
        // temporary array, a memset and a copy per file), one byte more than the size so a file that grew is
        // noticed; grown further only if it did, and never past one byte over the limit. A fresh array costs what
        // keeping the caller's storage saved: one allocation per file.
        let mostRead = limit == .max ? Int.max : limit + 1
        var failure: Int32 = 0
        var asked = min(max(size + 1, 4096), mostRead)
        buffer = Self.reading(descriptor, upTo: asked, failure: &failure)
        var full = buffer.count == asked
        while failure == 0 && full {
            if buffer.count > limit {
                throw FileSystemError.tooLarge(path: path, size: max(buffer.count, size), limit: limit)
            }
            asked = min(buffer.count, mostRead - buffer.count)
            let more = Self.reading(descriptor, upTo: asked, failure: &failure)
            buffer.append(contentsOf: more)
            full = more.count == asked
        }
        if failure != 0 { throw FileSystemError(path: path, operation: "read the file", code: failure) }
        if buffer.count > limit {
            throw FileSystemError.tooLarge(path: path, size: max(buffer.count, size), limit: limit)
        }
    }

    /// Up to `count` bytes from the descriptor, in one read (a regular file reads short only at its end, so no
    /// second call is made to be told so); `failure` is set to the error number of a read that failed.
    private static func reading(_ descriptor: Int32, upTo count: Int, failure: inout Int32) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { storage, initialized in
            while true {
                let read = systemRead(descriptor, storage.baseAddress, count)
                if read >= 0 {
                    initialized = read
                    return
                }
                if errno != EINTR {
                    failure = errno
                    initialized = 0
                    return
                }
            }
        }
    }

    /// Creates `path` afresh and writes `bytes` to it. `durably` adds an fsync before closing: generate
    /// writes thousands of files and a lost write is redone by the next run, but the migration must know its
    /// files are on disk before it deletes the originals.
    ///
    /// The file is created exclusively (`O_EXCL | O_NOFOLLOW`), never opened through a name that is there: a
    /// temporary name is predictable, and whatever holds it — a killed run's leftover, a symlink, or a hard link to
    /// a file outside the folder that someone put there — is unlinked first (which removes that name only; the file
    /// it led to keeps its bytes), and a name that keeps reappearing is an error rather than a write through it.
    /// - Parameter mode: the new file's permission bits, set exactly (the process's umask does not apply); nil
    ///   gives 0644 less the umask, as a new file gets.
    package static func writeNew(
        _ bytes: [UInt8], to path: String, durably: Bool = false, mode: mode_t? = nil
    ) throws(FileSystemError) {
        var descriptor: Int32 = -1
        for _ in 0..<3 {
            descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard descriptor < 0, errno == EEXIST else { break }
            if unlink(path) != 0 && errno != ENOENT { break }
        }
        guard descriptor >= 0 else { throw FileSystemError(path: path, operation: "create the file", code: errno) }
        if let mode, fchmod(descriptor, mode) != 0 {
            let code = errno
            close(descriptor)
            unlink(path)
            throw FileSystemError(path: path, operation: "set the file's mode", code: code)
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                let code = errno
                close(descriptor)
                unlink(path)
                throw FileSystemError(path: path, operation: "write the file", code: code)
            }
            written += count
        }
        if durably, fsync(descriptor) != 0 {
            let code = errno
            close(descriptor)
            throw FileSystemError(path: path, operation: "flush the file to disk", code: code)
        }
        let closed = close(descriptor)
        guard closed == 0 else {
            let code = errno
            unlink(path)
            throw FileSystemError(path: path, operation: "write the file", code: code)
        }
    }

    /// The permission bits of the regular file at `path`, which its replacement keeps (a 0640 or 0444 file stays
    /// so); nil when there is none to keep (no file, a link, something else).
    static func replacedMode(at path: String) -> mode_t? {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return status.st_mode & 0o7777
    }

    /// The code of a refusal to read a file larger than the reader's limit; the error carries the size and the limit.
    package static let tooLarge = EFBIG

    /// The code of a refusal to read something that is not a regular file; the error's reason says what it is.
    package static let notRegularFile = ENODEV

    /// What a non-regular, non-directory file is, for a message; nil for a regular file or a directory.
    static func nonRegularKind(_ mode: mode_t) -> String? {
        FolderEntry.nonRegularNoun(mode).map { "it is \($0), not a regular file; only regular files are read" }
    }

    static func splitPath(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }
}

// `AtomicFile.read` and `write` shadow the C functions inside the type; these name them on any platform.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
