import LabyrinthKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One name in a folder listing, as the folder holds it: symlinks are described, never followed.
package struct ContentEntry: Sendable, Equatable, Comparable {
    package enum Kind: Sendable, Equatable {
        case file
        case directory
        /// `escapesFolder` when the link (or what it resolves to) lies outside the validated folder.
        case symlink(target: String, escapesFolder: Bool)
        /// Sockets, devices, FIFOs: nothing the app ships. `what` says which, for a person ("a FIFO").
        case other(what: String)

        /// What the entry is, for a message that names it: "a directory", "a symlink to "x", outside the folder".
        package var description: String {
            switch self {
            case .file: "a file"
            case .directory: "a directory"
            case .symlink(let target, let escapes):
                "a symlink to \"\(ControlCharacters.escaped(target))\"\(escapes ? ", outside the folder" : "")"
            case .other(let what): what
            }
        }
    }

    package var name: String
    package var kind: Kind

    package init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    package static func < (lhs: ContentEntry, rhs: ContentEntry) -> Bool { lhs.name < rhs.name }
}

/// The read side of a content folder, for validate, review and import: a folder on disk, or a planned folder
/// in memory (so `migrate` can check its result before it touches the disk).
package protocol ContentSource: Sendable {
    /// The entries of the folder itself (`subfolder` "") or of one sub-folder such as `audio`, sorted by name.
    func listing(of subfolder: String) throws(FileSystemError) -> [ContentEntry]
    /// The bytes of a file named by its path relative to the folder. Never reads outside the folder.
    func bytes(of name: String) throws(FileSystemError) -> [UInt8]
    /// The same bytes into `buffer`, whose storage a source may keep using: the validator reads thousands of
    /// files one after another on each core.
    func read(_ name: String, into buffer: inout [UInt8]) throws(FileSystemError)
    /// The same, refusing a file larger than `limit` bytes (`AtomicFile.tooLarge`, with its size and the limit)
    /// without reading past the limit: a file from elsewhere may be of any size.
    func read(_ name: String, into buffer: inout [UInt8], limit: Int) throws(FileSystemError)
    /// The folder as the user named it, which messages and hints repeat; nil for a folder only in memory.
    var folderPath: String? { get }
}

extension ContentSource {
    package func listing() throws(FileSystemError) -> [ContentEntry] { try listing(of: "") }

    package var folderPath: String? { nil }

    /// A name of the folder as a person finds it: under the folder's path when it has one (`.` is the folder).
    package func path(of name: String) -> String {
        guard let folderPath else { return name }
        if name == "." { return folderPath }
        return folderPath.hasSuffix("/") ? folderPath + name : folderPath + "/" + name
    }

    package func read(_ name: String, into buffer: inout [UInt8]) throws(FileSystemError) {
        buffer = try bytes(of: name)
    }

    /// A source in memory holds its bytes already: only the verdict is bounded.
    package func read(_ name: String, into buffer: inout [UInt8], limit: Int) throws(FileSystemError) {
        try read(name, into: &buffer)
        if buffer.count > limit {
            let size = buffer.count
            buffer = []
            throw FileSystemError.tooLarge(path: name, size: size, limit: limit)
        }
    }
}

/// A folder on disk. Listing uses `lstat`/`readlink`; symlinks leaving the folder are reported and never read.
package struct DiskContentSource: ContentSource {
    package let folder: String
    package var folderPath: String? { folder }
    /// The folder with every symlink in its own path resolved, to tell where links lead.
    let resolvedFolder: String

    /// Fails when `folder` does not exist or is not a directory: the validator cannot run.
    package init(folder: String) throws(FileSystemError) {
        var status = stat()
        guard stat(folder, &status) == 0 else {
            throw FileSystemError(path: folder, operation: "open the content folder", code: errno)
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
            throw FileSystemError(path: folder, operation: "open the content folder", code: ENOTDIR)
        }
        self.folder = folder
        self.resolvedFolder = FolderEntry.realPath(folder) ?? folder
    }

    package func listing(of subfolder: String) throws(FileSystemError) -> [ContentEntry] {
        if !subfolder.isEmpty, !ContentFileName.staysInside(subfolder) {
            throw FileSystemError(path: subfolder, operation: "list a folder outside the content folder", code: EACCES)
        }
        if !subfolder.isEmpty, !resolvesInside(subfolder) {
            throw FileSystemError(
                path: folder + "/" + subfolder, operation: "list a folder outside the content folder", code: EACCES,
                explanation: "it leads outside the folder through a symlink, which is never followed")
        }
        let path = subfolder.isEmpty ? folder : folder + "/" + subfolder
        return try FolderListing.entries(of: path).map { entry in
            switch entry.kind {
            case .file: ContentEntry(name: entry.name, kind: .file)
            case .directory: ContentEntry(name: entry.name, kind: .directory)
            // Links and odd files are looked at closely: where a link points decides whether it may be read.
            case .symbolicLink, .other:
                ContentEntry(
                    name: entry.name, kind: kind(of: subfolder.isEmpty ? entry.name : subfolder + "/" + entry.name))
            }
        }
    }

    package func bytes(of name: String) throws(FileSystemError) -> [UInt8] {
        guard ContentFileName.staysInside(name) else {
            throw FileSystemError(path: name, operation: "read a file outside the content folder", code: EACCES)
        }
        guard parentStaysInside(name) else {
            throw FileSystemError(
                path: folder + "/" + name, operation: "read a file outside the content folder", code: EACCES,
                explanation: "its folder leads outside the content folder through a symlink, which is never followed")
        }
        let path = folder + "/" + name
        // Most names are plain files: opened without following links, they need no lstat first. Anything else
        // (a link, a failure) takes the long way, which also words any error as it always has.
        if let bytes = try? AtomicFile.read(path, followingLinks: false) { return bytes }
        return try bytesTheLongWay(path: path, name: name)
    }

    package func read(_ name: String, into buffer: inout [UInt8]) throws(FileSystemError) {
        try read(name, into: &buffer, limit: .max)
    }

    package func read(_ name: String, into buffer: inout [UInt8], limit: Int) throws(FileSystemError) {
        guard ContentFileName.staysInside(name) else {
            throw FileSystemError(path: name, operation: "read a file outside the content folder", code: EACCES)
        }
        guard parentStaysInside(name) else {
            throw FileSystemError(
                path: folder + "/" + name, operation: "read a file outside the content folder", code: EACCES,
                explanation: "its folder leads outside the content folder through a symlink, which is never followed")
        }
        let path = folder + "/" + name
        do throws(FileSystemError) {
            try AtomicFile.read(path, followingLinks: false, into: &buffer, limit: limit)
        } catch  where error.code == AtomicFile.tooLarge {
            throw error
        } catch {
            buffer = try bytesTheLongWay(path: path, name: name, limit: limit)
        }
    }

    /// A link that stays inside the folder is read at its target; every failure is worded by what failed.
    private func bytesTheLongWay(path: String, name: String, limit: Int = .max) throws(FileSystemError) -> [UInt8] {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            throw FileSystemError(path: path, operation: "read the file", code: errno)
        }
        var bytes: [UInt8] = []
        if (status.st_mode & S_IFMT) == S_IFLNK {
            guard case .symlink(_, escapesFolder: false) = kind(of: name), let target = FolderEntry.realPath(path)
            else {
                throw FileSystemError(
                    path: path, operation: "follow a symlink that leaves the content folder", code: EACCES,
                    explanation: "it is a symlink leading outside the folder, which is never followed; "
                        + "replace the link with the file itself")
            }
            try AtomicFile.read(target, into: &bytes, limit: limit)
            return bytes
        }
        try AtomicFile.read(path, into: &bytes, limit: limit)
        return bytes
    }

    func kind(of relative: String) -> ContentEntry.Kind {
        let path = folder + "/" + relative
        var status = stat()
        guard lstat(path, &status) == 0 else { return .other(what: "gone while the folder was listed") }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK:
            let target = FolderEntry.linkTarget(path) ?? ""
            return .symlink(target: target, escapesFolder: linkEscapes(relative: relative, target: target))
        case S_IFIFO: return .other(what: "a named pipe (FIFO)")
        case S_IFSOCK: return .other(what: "a socket")
        case S_IFCHR: return .other(what: "a character device")
        case S_IFBLK: return .other(what: "a block device")
        default: return .other(what: "neither a file nor a directory")
        }
    }

    /// Whether the sub-folders of `name` (`audio` of `audio/x.mp3`) resolve inside the folder: a sub-folder that is a
    /// link out is never listed or read through, as validate never follows it.
    func parentStaysInside(_ name: String) -> Bool {
        guard let slash = name.lastIndex(of: "/") else { return true }
        return resolvesInside(String(name[..<slash]))
    }

    /// Whether `relative` resolves inside the folder; one that does not resolve (not there) is left to its read.
    func resolvesInside(_ relative: String) -> Bool {
        guard let resolved = FolderEntry.realPath(folder + "/" + relative) else { return true }
        return FolderEntry.isInside(resolved, resolvedRoot: resolvedFolder)
    }

    /// A link escapes when what it resolves to is outside the folder; a dangling link is judged by its text.
    func linkEscapes(relative: String, target: String) -> Bool {
        if let resolved = FolderEntry.realPath(folder + "/" + relative) {
            return resolved == resolvedFolder || !FolderEntry.isInside(resolved, resolvedRoot: resolvedFolder)
        }
        if target.hasPrefix("/") { return !target.hasPrefix(resolvedFolder + "/") && !target.hasPrefix(folder + "/") }
        return !ContentFileName.linkStaysInside(at: relative, target: target)
    }

}

/// A planned folder in memory: file paths relative to the folder (`audio/x.mp3` makes an `audio` sub-folder),
/// plus symlinks by name and target (for tests and for describing a folder without touching it).
package struct InMemoryContentSource: ContentSource {
    package var files: [String: [UInt8]]
    package var symlinks: [String: String]
    /// Set when the files came from a folder on disk (`validate FILE` checks one file of it here).
    package var folderPath: String?
    /// Files that are there but were refused when read from disk (too large), with why: reading one throws that.
    var refusals: [String: FileSystemError] = [:]

    package init(_ files: [String: [UInt8]], symlinks: [String: String] = [:], folderPath: String? = nil) {
        self.files = files
        self.symlinks = symlinks
        self.folderPath = folderPath
    }

    /// One file read from disk, alone in a folder of its own under its own name, so that only what the file
    /// holds is judged, not its neighbours. Throws when it cannot be read.
    /// - Parameter limit: a file larger than this is not read past it; it stays in the folder, and reading it
    ///   throws `AtomicFile.tooLarge` with its size, so the validator reports it like one in a folder.
    package init(file path: String, limit: Int = .max) throws(FileSystemError) {
        let slash = path.lastIndex(of: "/")
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        var bytes: [UInt8] = []
        do throws(FileSystemError) { try AtomicFile.read(path, into: &bytes, limit: limit) } catch
            where error.code == AtomicFile.tooLarge
        {
            var refused = error
            refused.path = name
            self.init([name: []], folderPath: folder)
            refusals[name] = refused
            return
        }
        self.init([name: bytes], folderPath: folder)
    }

    package init(texts: [String: String], symlinks: [String: String] = [:]) {
        self.init(texts.mapValues { Array($0.utf8) }, symlinks: symlinks)
    }

    package func listing(of subfolder: String) throws(FileSystemError) -> [ContentEntry] {
        let prefix = subfolder.isEmpty ? "" : subfolder + "/"
        if !subfolder.isEmpty, !files.keys.contains(where: { $0.hasPrefix(prefix) }) {
            throw FileSystemError(path: subfolder, operation: "list the folder", code: ENOENT)
        }
        var entries: [String: ContentEntry] = [:]
        for path in files.keys where path.hasPrefix(prefix) {
            let rest = path.dropFirst(prefix.count)
            if let slash = rest.firstIndex(of: "/") {
                let name = String(rest[..<slash])
                entries[name] = ContentEntry(name: name, kind: .directory)
            } else {
                entries[String(rest)] = ContentEntry(name: String(rest), kind: .file)
            }
        }
        for (path, target) in symlinks where path.hasPrefix(prefix) && !path.dropFirst(prefix.count).contains("/") {
            let name = String(path.dropFirst(prefix.count))
            let escapes = !ContentFileName.linkStaysInside(at: path, target: target)
            entries[name] = ContentEntry(name: name, kind: .symlink(target: target, escapesFolder: escapes))
        }
        return entries.values.sorted()
    }

    package func bytes(of name: String) throws(FileSystemError) -> [UInt8] {
        try bytes(of: name, linksFollowed: 0)
    }

    private func bytes(of name: String, linksFollowed: Int) throws(FileSystemError) -> [UInt8] {
        if let refusal = refusals[name] { throw refusal }
        if let bytes = files[name] { return bytes }
        if let target = symlinks[name] {
            guard linksFollowed < 8 else {
                throw FileSystemError(path: name, operation: "follow the symlink", code: ELOOP)
            }
            guard ContentFileName.linkStaysInside(at: name, target: target) else {
                throw FileSystemError(
                    path: name, operation: "follow a symlink that leaves the content folder", code: EACCES)
            }
            let components =
                name.split(separator: "/").dropLast().map(String.init) + target.split(separator: "/").map(String.init)
            return try bytes(of: normalized(components), linksFollowed: linksFollowed + 1)
        }
        throw FileSystemError(path: name, operation: "open the file", code: ENOENT)
    }

    private func normalized(_ components: [String]) -> String {
        var stack: [String] = []
        for component in components {
            switch component {
            case "", ".": continue
            case "..": _ = stack.popLast()
            default: stack.append(component)
            }
        }
        return stack.joined(separator: "/")
    }
}

/// A folder as it will be after planned changes: `base` with some files replaced or added and some removed,
/// all in memory, so `migrate` can validate its result before it touches the disk. Sub-folders (audio/) and
/// every name not planned come from `base` unchanged.
package struct OverlayContentSource<Base: ContentSource>: ContentSource {
    package var base: Base
    /// Files of the folder itself (no `/` in the name) with their planned bytes.
    package var replacements: [String: [UInt8]]
    package var removals: Set<String>

    package init(base: Base, replacements: [String: [UInt8]], removals: Set<String> = []) {
        self.base = base
        self.replacements = replacements
        self.removals = removals
    }

    package var folderPath: String? { base.folderPath }

    package func listing(of subfolder: String) throws(FileSystemError) -> [ContentEntry] {
        guard subfolder.isEmpty else { return try base.listing(of: subfolder) }
        var entries: [String: ContentEntry] = [:]
        for entry in try base.listing() where !removals.contains(entry.name) { entries[entry.name] = entry }
        for name in replacements.keys { entries[name] = ContentEntry(name: name, kind: .file) }
        return entries.values.sorted()
    }

    package func bytes(of name: String) throws(FileSystemError) -> [UInt8] {
        if let bytes = replacements[name] { return bytes }
        if removals.contains(name) { throw FileSystemError(path: name, operation: "open the file", code: ENOENT) }
        return try base.bytes(of: name)
    }
}
