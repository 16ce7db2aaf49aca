#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed file operation, with the path and the system's reason, so the user knows what to fix.
public struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var operation: String
    public var code: Int32

    public init(path: String, operation: String, code: Int32) {
        self.path = path
        self.operation = operation
        self.code = code
    }

    public var reason: String { String(cString: strerror(code)) }
    public var description: String { "\(path): cannot \(operation): \(reason)" }
}
