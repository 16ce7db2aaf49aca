import ContentFormat
import ContentSupport
/// What is in the folder, as the planner sees it: every entry's name and kind, and the bytes (or the read error)
/// of every file the layout could concern. Hidden entries (`.mazegen-…`, `.git`) are listed but never read.
public struct MigrationFolderSnapshot: Sendable {
    public var entries: [ListedEntry]
    public var contents: [String: [UInt8]]
    public var unreadable: [String: FileSystemError]

    public init(entries: [ListedEntry], contents: [String: [UInt8]], unreadable: [String: FileSystemError] = [:]) {
        self.entries = entries.sorted { $0.name < $1.name }
        self.contents = contents
        self.unreadable = unreadable
    }

    /// Reads the folder: only regular, visible `.json` files are opened.
    public static func read(using files: some FileOperations) throws(FileSystemError) -> MigrationFolderSnapshot {
        let entries = try files.entries()
        var contents: [String: [UInt8]] = [:]
        var unreadable: [String: FileSystemError] = [:]
        for entry in entries where entry.kind == .file && isJSONName(entry.name) && !entry.name.hasPrefix(".") {
            do throws(FileSystemError) {
                contents[entry.name] = try files.read(entry.name)
            } catch {
                unreadable[entry.name] = error
            }
        }
        return MigrationFolderSnapshot(entries: entries, contents: contents, unreadable: unreadable)
    }

    static func isJSONName(_ name: String) -> Bool { name.lowercased().hasSuffix(".json") }
}

/// One value a kept file changes: `to == nil` means the member is removed.
public struct MigrationFieldChange: Sendable, Equatable {
    public var pointer: JSONPointer
    public var from: JSONValue
    public var to: JSONValue?

    public init(pointer: JSONPointer, from: JSONValue, to: JSONValue?) {
        self.pointer = pointer
        self.from = from
        self.to = to
    }
}

/// Everything the migration will do, computed before the folder is touched; the new bytes included.
public struct MigrationPlan: Sendable, Equatable {
    public struct Rename: Sendable, Equatable {
        public var from: String
        public var to: String
        public var changes: [MigrationFieldChange]
        public var bytes: [UInt8]
    }

    public struct Rewrite: Sendable, Equatable {
        public var name: String
        public var bytes: [UInt8]
        /// Lines a person reads in the dry run: what the rewrite does, before → after.
        public var details: [String]
    }

    /// Old files removed for good (the dropped levels), sorted.
    public var deletions: [String]
    /// Kept files: new name, edited in their own bytes. Their old names are deleted last.
    public var renames: [Rename]
    /// `manifest.json` then `difficulty_samples.json`.
    public var rewrites: [Rewrite]

    /// The new files with their bytes, in the order they are written.
    public var writes: [(name: String, bytes: [UInt8])] {
        renames.map { ($0.to, $0.bytes) } + rewrites.map { ($0.name, $0.bytes) }
    }

    /// Every name the run removes at the end: the dropped levels and the old names of the renamed files.
    public var removals: [String] {
        (deletions + renames.map(\.from)).sorted()
    }

    /// The layout files as they will be after the run, for the pre-flight check.
    public var resultingFiles: [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for write in writes { result[write.name] = write.bytes }
        return result
    }
}

/// What the planner found.
public enum MigrationAssessment: Sendable, Equatable {
    case plan(MigrationPlan)
    case alreadyMigrated(labyrinths: Int)
}

/// Something in the folder that stops the migration; `file` is a name inside the folder.
public struct MigrationProblem: Sendable, Equatable, CustomStringConvertible {
    public var file: String?
    public var message: String

    public init(file: String?, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { file.map { "\($0): \(message)" } ?? message }
}

/// The migration refused to start; nothing in the folder was changed.
public struct MigrationRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    public var folder: String
    public var problems: [MigrationProblem]

    public init(folder: String, problems: [MigrationProblem]) {
        self.folder = folder
        self.problems = problems
    }

    public var description: String {
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return "refusing to migrate \(folder): \(count), nothing was changed:\n"
            + problems.map { "  - \($0)" }.joined(separator: "\n")
    }
}
