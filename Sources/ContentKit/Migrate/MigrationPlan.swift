import ContentFormat
import ContentJSON
import ContentSupport

/// What is in the folder, as the planner sees it: every entry's name and kind, and the bytes (or the read error)
/// of every file the layout could concern. Hidden entries (`.mazegen-…`, `.git`) are listed but never read.
struct MigrationFolderSnapshot: Sendable {
    var entries: [ListedEntry]
    var contents: [String: [UInt8]]
    var unreadable: [String: FileSystemError]

    init(entries: [ListedEntry], contents: [String: [UInt8]], unreadable: [String: FileSystemError] = [:]) {
        self.entries = entries.sorted { $0.name < $1.name }
        self.contents = contents
        self.unreadable = unreadable
    }

    /// Reads the folder: only regular, visible `.json` files are opened, none past `limit` bytes (a folder from
    /// elsewhere may hold a file of any size).
    static func read(using files: some FileOperations, limit: Int = .max) throws(FileSystemError)
        -> MigrationFolderSnapshot
    {
        let entries = try files.entries()
        var contents: [String: [UInt8]] = [:]
        var unreadable: [String: FileSystemError] = [:]
        for entry in entries where entry.kind == .file && isJSONName(entry.name) && !entry.name.hasPrefix(".") {
            do throws(FileSystemError) {
                contents[entry.name] = try files.read(entry.name, limit: limit)
            } catch {
                unreadable[entry.name] = error
            }
        }
        return MigrationFolderSnapshot(entries: entries, contents: contents, unreadable: unreadable)
    }

    static func isJSONName(_ name: String) -> Bool { name.lowercased().hasSuffix(".json") }
}

/// One value a kept file changes: `to == nil` means the member is removed.
package struct MigrationFieldChange: Sendable, Equatable {
    package var pointer: JSONPointer
    package var from: JSONValue
    package var to: JSONValue?

    package init(pointer: JSONPointer, from: JSONValue, to: JSONValue?) {
        self.pointer = pointer
        self.from = from
        self.to = to
    }
}

/// Everything the migration will do, computed before the folder is touched; the new bytes included.
package struct MigrationPlan: Sendable, Equatable {
    package struct Rename: Sendable, Equatable {
        package var from: String
        package var to: String
        package var changes: [MigrationFieldChange]
        package var bytes: [UInt8]
    }

    package struct Rewrite: Sendable, Equatable {
        package var name: String
        package var bytes: [UInt8]
        /// Lines a person reads in the dry run: what the rewrite does, before → after.
        package var details: [String]
    }

    /// Old files removed for good (the dropped levels), sorted.
    var deletions: [String]
    /// Kept files: new name, edited in their own bytes. Their old names are deleted last.
    package var renames: [Rename]
    /// `manifest.json` then `difficulty_samples.json`.
    package var rewrites: [Rewrite]

    /// The new files with their bytes, in the order they are written.
    package var writes: [(name: String, bytes: [UInt8])] {
        renames.map { ($0.to, $0.bytes) } + rewrites.map { ($0.name, $0.bytes) }
    }

    /// Every file the run removes at the end (the dropped levels and the old names of the renamed files), sorted,
    /// with the digest of the bytes it was planned from: a resumed run removes a file only while it still holds them.
    var removedFiles: [MigrationJournal.Removal]

    package var removals: [String] { removedFiles.map(\.name) }

    /// The layout files as they will be after the run, for the pre-flight check.
    var resultingFiles: [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for write in writes { result[write.name] = write.bytes }
        return result
    }
}

/// What the planner found.
enum MigrationAssessment: Sendable, Equatable {
    case plan(MigrationPlan)
    case alreadyMigrated(labyrinths: Int)
}

/// Something in the folder that stops the migration; `file` is a name inside the folder.
package struct MigrationProblem: Sendable, Equatable, CustomStringConvertible {
    package var file: String?
    package var message: String

    package init(file: String?, message: String) {
        self.file = file
        self.message = message
    }

    /// One line, whatever the file's name and text hold.
    package var description: String { ControlCharacters.escaped(file.map { "\($0): \(message)" } ?? message) }
}

/// The migration refused to start; nothing in the folder was changed.
package struct MigrationRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    package var folder: String
    package var problems: [MigrationProblem]

    package init(folder: String, problems: [MigrationProblem]) {
        self.folder = folder
        self.problems = problems
    }

    package var description: String {
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return "refusing to migrate \(folder): \(count), nothing was changed:\n"
            + problems.map { "  - \($0)" }.joined(separator: "\n")
    }
}
