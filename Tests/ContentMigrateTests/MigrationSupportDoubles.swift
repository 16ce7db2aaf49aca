import Foundation
import LabyrinthKit

@testable import ContentMigrate
@testable import ContentSupport

// Test doubles of the migration's seams: a folder without the disk and a result check given as a closure.

/// A folder in memory: the same contract as the disk, without the disk.
final class InMemoryFolder: FileOperations {
    private(set) var files: [String: [UInt8]]
    private(set) var otherEntries: [String: ListedEntry.Kind]

    init(files: [String: [UInt8]] = [:], otherEntries: [String: ListedEntry.Kind] = [:]) {
        self.files = files
        self.otherEntries = otherEntries
    }

    func entries() throws(FileSystemError) -> [ListedEntry] {
        (files.keys.map { ListedEntry(name: $0, kind: .file) }
            + otherEntries.map { ListedEntry(name: $0.key, kind: $0.value) })
            .sorted { $0.name < $1.name }
    }

    func read(_ name: String) throws(FileSystemError) -> [UInt8] {
        guard let bytes = files[name] else {
            throw FileSystemError(
                path: name, operation: "open the file", code: otherEntries[name] == nil ? ENOENT : ELOOP)
        }
        return bytes
    }

    func writeDurably(_ bytes: [UInt8], to name: String) throws(FileSystemError) {
        guard ContentFileName.isPlain(name), otherEntries[name] == nil else {
            throw FileSystemError(path: name, operation: "create the file", code: EINVAL)
        }
        files[name] = bytes
    }

    func rename(_ name: String, to target: String) throws(FileSystemError) {
        guard ContentFileName.isPlain(target), otherEntries[target] == nil, let bytes = files[name] else {
            throw FileSystemError(path: target, operation: "move \(name) into place", code: ENOENT)
        }
        files[name] = nil
        files[target] = bytes
    }

    func remove(_ name: String) throws(FileSystemError) {
        files[name] = nil
    }

    func synchronizeFolder() throws(FileSystemError) {}
}

/// A check given as a closure over the planned files.
struct MigrationResultClosureCheck: MigrationResultCheck {
    let body: ([String: [UInt8]]) -> [MigrationProblem]

    init(_ body: @escaping ([String: [UInt8]]) -> [MigrationProblem]) { self.body = body }

    func review(_ plan: MigrationPlan) -> MigrationCheckResult {
        MigrationCheckResult(caused: body(plan.resultingFiles))
    }
}
