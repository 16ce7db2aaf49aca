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

    package init(path: String, operation: String, code: Int32, explanation: String? = nil) {
        self.path = path
        self.operation = operation
        self.code = code
        self.explanation = explanation
    }

    package var reason: String { explanation ?? String(cString: strerror(code)) }
    package var description: String { ControlCharacters.escaped("\(path): cannot \(operation): \(reason)") }
}
