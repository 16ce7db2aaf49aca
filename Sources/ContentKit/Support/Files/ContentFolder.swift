#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LabyrinthKit

/// A name a command may write in its folder: a plain name (`ContentFileName.isPlain`) that is not hidden either,
/// so nothing mazegen writes is invisible in a listing.
public struct SafeFileName: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let value: String

    public init?(_ value: String) {
        guard ContentFileName.isPlain(value), !value.hasPrefix(".") else { return nil }
        self.value = value
    }

    public var description: String { value }
    public static func < (lhs: SafeFileName, rhs: SafeFileName) -> Bool { lhs.value < rhs.value }
}

/// One file a command wants in a folder.
public struct PlannedFile: Sendable, Equatable {
    public var name: SafeFileName
    public var bytes: [UInt8]

    public init(name: SafeFileName, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}

/// A folder a command writes into. Every write stays inside it and goes through `AtomicFile`.
public struct ContentFolder: Sendable {
    public let path: String

    /// Trailing slashes are dropped (`out//` is `out`), so joined paths and messages read cleanly.
    public init(path: String) {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.path = trimmed
    }

    public func path(of name: SafeFileName) -> String { path + "/" + name.value }

    /// Creates the folder (and its parents) when missing; a file in the way is an error.
    public func create() throws(FileSystemError) {
        var built = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            built += "/" + component
            if mkdir(built, 0o755) != 0, errno != EEXIST {
                throw FileSystemError(path: built, operation: "create the folder", code: errno)
            }
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw FileSystemError(path: path, operation: "open the folder", code: errno) }
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
            throw FileSystemError(path: path, operation: "use it as the output folder", code: ENOTDIR)
        }
    }

    /// The names in the folder, sorted, without `.` and `..`.
    public func names() throws(FileSystemError) -> [String] {
        try FolderListing.entries(of: path).map(\.name)
    }

    /// Removes what an interrupted run of this tool left behind: only its own temporary files.
    public func removeLeftoverTemporaryFiles() throws(FileSystemError) {
        for name in try names() where name.hasPrefix(AtomicFile.temporaryPrefix) {
            unlink(path + "/" + name)
        }
    }

    public func remove(_ name: SafeFileName) throws(FileSystemError) {
        guard unlink(path(of: name)) == 0 else {
            throw FileSystemError(path: path(of: name), operation: "remove the file", code: errno)
        }
    }
}
