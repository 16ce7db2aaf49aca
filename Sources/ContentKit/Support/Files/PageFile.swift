#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A page mazegen writes for people to open (the preview, the figure preview): written where nothing is, or over a
/// page mazegen wrote before (its `mark` in the head), and never over anything else. A path that names the config,
/// a manifest, a drawing or any file of the user's is refused with what to do, and nothing is written.
package enum PageFile {
    /// In the head of every page mazegen writes.
    package static let mark = "<meta name=\"generator\" content=\"mazegen\"/>"
    /// How far into a file the mark is looked for.
    static let markSearchBytes = 4096

    /// Why `path` may not take a page, or nil when it may.
    package static func refusal(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFLNK:
            return "it is a symbolic link; a page is written only where nothing is or over a page mazegen wrote"
        case S_IFDIR: return "it is a folder; name the page's file (ending .html)"
        default:
            return AtomicFile.nonRegularKind(status.st_mode).map { $0 + "; a page is written only to a regular file" }
                ?? "it is not a regular file"
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else {
            return "it cannot be read to check that mazegen wrote it: \(String(cString: strerror(errno)))"
        }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: markSearchBytes)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        head = Array(head.prefix(max(0, count)))
        let text = String(decoding: head, as: UTF8.self)
        return text.contains(mark)
            ? nil
            : "it is not a page mazegen wrote (it lacks mazegen's mark), so it is left as it is; choose another "
                + "name for the page, or remove the file first"
    }

    /// Writes `page` at `path` unless `refusal` says why not (then `operation` names what was asked in the error).
    package static func write(_ page: [UInt8], to path: String, operation: String) throws(FileSystemError)
        -> AtomicFile.Outcome
    {
        if let reason = refusal(path) {
            throw FileSystemError(
                path: path, operation: operation, code: AtomicFile.notRegularFile, explanation: reason)
        }
        do throws(FileSystemError) {
            return try AtomicFile.write(page, to: path)
        } catch {
            // AtomicFile names its temporary file; the user asked for `path`.
            throw FileSystemError(path: path, operation: operation, code: error.code)
        }
    }
}
