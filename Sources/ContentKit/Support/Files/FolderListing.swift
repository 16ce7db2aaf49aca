#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One entry of a folder as the file system describes it, without following links.
package struct ListedEntry: Sendable, Hashable, Comparable {
    package enum Kind: Sendable, Hashable {
        case file, directory, symbolicLink, other
    }

    package var name: String
    package var kind: Kind

    package init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    package static func < (lhs: ListedEntry, rhs: ListedEntry) -> Bool { lhs.name < rhs.name }
}

/// The one place that reads a folder's entries: sorted by name (never the file system's order), without
/// `.` and `..`, each with its kind. The listing's own type saves an lstat per file; only entries the
/// file system does not type are looked at with lstat.
package enum FolderListing {
    package static func entries(of folder: String) throws(FileSystemError) -> [ListedEntry] {
        guard let directory = opendir(folder) else {
            throw FileSystemError(path: folder, operation: "list the folder", code: errno)
        }
        defer { closedir(directory) }
        var entries: [ListedEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let kind: ListedEntry.Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN):
                // Gone between readdir and lstat: it is no longer an entry of the folder.
                guard let looked = lstatKind(folder + "/" + name) else { continue }
                kind = looked
            default: kind = .other
            }
            entries.append(ListedEntry(name: name, kind: kind))
        }
        return sortedByName(entries)
    }

    /// In the order `String`'s `<` gives the names. Where every name is ASCII, comparing their bytes gives that order
    /// (an ASCII scalar is its byte, and nothing in it normalizes) at a fraction of the cost: a run lists its output
    /// folder several times, and sorting the names was most of each listing.
    static func sortedByName(_ entries: [ListedEntry]) -> [ListedEntry] {
        let names = entries.map { Array($0.name.utf8) }
        guard names.allSatisfy({ name in name.allSatisfy { $0 < 0x80 } }) else { return entries.sorted() }
        return entries.indices.sorted { first, second in
            names[first].withUnsafeBytes { a in names[second].withUnsafeBytes { b in precedes(a, b) } }
        }
        .map { entries[$0] }
    }

    static func precedes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        let common = min(a.count, b.count)
        let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
        return order != 0 ? order < 0 : a.count < b.count
    }

    static func lstatKind(_ path: String) -> ListedEntry.Kind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }
}
