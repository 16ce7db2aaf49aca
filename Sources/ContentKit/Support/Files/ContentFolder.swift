import LabyrinthKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A name a command may write in its folder: a plain name (`ContentFileName.isPlain`) that is not hidden either,
/// so nothing mazegen writes is invisible in a listing.
package struct SafeFileName: Sendable, Hashable, Comparable, CustomStringConvertible {
    package let value: String

    package init?(_ value: String) {
        guard ContentFileName.isPlain(value), !value.hasPrefix(".") else { return nil }
        self.value = value
    }

    package var description: String { value }
    package static func < (lhs: SafeFileName, rhs: SafeFileName) -> Bool { lhs.value < rhs.value }
}

/// One file a command wants in a folder.
package struct PlannedFile: Sendable, Equatable {
    package var name: SafeFileName
    package var bytes: [UInt8]

    package init(name: SafeFileName, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}

/// A folder a command writes into. Every write stays inside it and goes through `AtomicFile`.
package struct ContentFolder: Sendable {
    package let path: String

    /// Trailing slashes are dropped (`out//` is `out`), so joined paths and messages read cleanly.
    package init(path: String) {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.path = trimmed
    }

    package func path(of name: SafeFileName) -> String { path + "/" + name.value }

    /// Creates the folder (and its parents) when missing; a file in the way is an error.
    package func create() throws(FileSystemError) {
        var built = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            built += "/" + component
            if mkdir(built, 0o755) != 0, errno != EEXIST {
                throw FileSystemError(path: built, operation: "create the folder", code: errno)
            }
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw FileSystemError(path: path, operation: "open the folder", code: errno)
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
            throw FileSystemError(path: path, operation: "use it as the output folder", code: ENOTDIR)
        }
    }

    /// The names in the folder, sorted, without `.` and `..`.
    package func names() throws(FileSystemError) -> [String] {
        try FolderListing.entries(of: path).map(\.name)
    }

    /// Removes what an interrupted run of this tool left behind: only its own temporary files.
    /// - Parameter names: the folder's listing, taken by the caller.
    package func removeLeftoverTemporaryFiles(among names: [String]) {
        for name in names where name.hasPrefix(AtomicFile.temporaryPrefix) {
            unlink(path + "/" + name)
        }
    }

    package func remove(_ name: SafeFileName) throws(FileSystemError) {
        guard unlink(path(of: name)) == 0 else {
            throw FileSystemError(path: path(of: name), operation: "remove the file", code: errno)
        }
    }
}
