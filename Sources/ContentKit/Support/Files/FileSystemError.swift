#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed file operation, with the path and the system's reason, so the user knows what to fix.
package struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    package var path: String
    package var operation: String
    package var code: Int32
    /// Said instead of the system's wording of `code`, when mazegen itself refused (what the file is).
    var explanation: String?
    /// The size of a file refused as larger than a limit (`AtomicFile.tooLarge`), in bytes: its size on disk, or
    /// what was read before the read stopped.
    package var fileSize: Int?
    /// The limit such a file exceeded, in bytes.
    package var sizeLimit: Int?

    package init(path: String, operation: String, code: Int32, explanation: String? = nil) {
        self.path = path
        self.operation = operation
        self.code = code
        self.explanation = explanation
    }

    /// A file larger than `limit`, refused without being read past it.
    package static func tooLarge(path: String, size: Int, limit: Int) -> FileSystemError {
        var error = FileSystemError(
            path: path, operation: "read the file", code: AtomicFile.tooLarge,
            explanation: "it is \(size) bytes, more than the limit of \(limit) bytes")
        error.fileSize = size
        error.sizeLimit = limit
        return error
    }

    package var reason: String { explanation ?? String(cString: strerror(code)) }
    package var description: String { ControlCharacters.escaped("\(path): cannot \(operation): \(reason)") }
}
