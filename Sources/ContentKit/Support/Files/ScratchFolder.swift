#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder of a run's own for the files other programs read and write (a speech engine's WAV, an encoder's
/// input): made new (`mkdtemp`, mode 0700) under `TMPDIR`, outside any content folder, at an absolute path, so a
/// program given a path there can neither take it for an option nor lose it by changing directory, and whatever it
/// leaves there (a directory at its output's name, a file without end) is removed with the folder and blocks no
/// later run. `remove()` takes it away whole, never following a link out of it.
package final class ScratchFolder: Sendable {
    package let path: String

    package init(purpose: String) throws(FileSystemError) {
        var base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        if base.isEmpty { base = "/tmp" }
        if !base.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            guard getcwd(&buffer, buffer.count) != nil else {
                throw FileSystemError(path: base, operation: "find the temporary folder", code: errno)
            }
            base = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) + "/" + base
        }
        var template = Array((base + "/mazegen-\(purpose)-XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else {
            throw FileSystemError(path: base, operation: "make a scratch folder", code: errno)
        }
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The folder and everything in it, links removed as links; what cannot be removed is left (it is a temporary).
    package func remove() { Self.removeTree(path) }

    static func removeTree(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
            unlink(path)
            return
        }
        if let listing = opendir(path) {
            var names: [String] = []
            while let entry = readdir(listing) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(listing)
            for name in names { removeTree(path + "/" + name) }
        }
        rmdir(path)
    }
}
