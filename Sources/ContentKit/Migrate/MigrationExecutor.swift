import ContentSupport

/// A run that stopped part-way. The folder is consistent in the sense that matters: no content is lost, and a
/// plain re-run finishes the job from the journal.
package struct MigrationFailure: Error, Sendable, Equatable, CustomStringConvertible {
    package var folder: String
    var step: String
    var cause: FileSystemError
    /// Whether the commit point had been passed: then a re-run rolls forward, else it starts over.
    var committed: Bool

    package var description: String {
        let state =
            committed
            ? "every new file was already written and flushed; the old files are still there until the new ones are in place"
            : "the labyrinths, the manifest and the samples are unchanged; only temporary files were written"
        return "the migration of \(folder) stopped while \(step): \(cause)\nNothing is lost: \(state). "
            + "Fix the cause, then run `mazegen migrate \(ShellWord.quoted(folder))` again: it finds the journal (\(ContentLayout.migrationJournalName)) and \(committed ? "finishes the job" : "cleans up and starts over")."
    }
}

/// The folder holds something a re-run must not guess about (a journal from another tool version, a new file that
/// changed after it was flushed); a person has to look.
package struct MigrationJournalProblem: Error, Sendable, Equatable, CustomStringConvertible {
    package var folder: String
    package var message: String

    package var description: String {
        "cannot resume the migration of \(folder): \(message). Nothing was changed by this run; "
            + "do not delete \(ContentLayout.migrationJournalName) before the folder has been checked (for example against version control)."
    }
}

/// Carries out a plan with the journal protocol, and finishes or undoes an interrupted run.
struct MigrationExecutor {
    var files: any FileOperations
    var folder: String
    var log: (String) -> Void

    static let journalTemporary = AtomicFile.temporaryPrefix + ContentLayout.migrationJournalName

    init(files: any FileOperations, folder: String, log: @escaping (String) -> Void = { _ in }) {
        self.files = files
        self.folder = folder
        self.log = log
    }

    static func temporaryName(for target: String) -> String { AtomicFile.temporaryName(for: target) }

    /// Journal, temporaries, commit, renames, removals, journal removed.
    ///
    /// A stop (Ctrl-C) is honoured only before the commit: before each temporary and before committing, the attempt
    /// is discarded as `recover` discards a prepared one (temporaries and journal removed), so the folder is exactly
    /// as before and nothing of this run is needed to resume; the re-run starts over. After the commit the run
    /// finishes: only renames and removals are left, quick and writing no bytes, while stopping there would leave
    /// the journal and the temporaries it needs. (A second Ctrl-C, or a kill, still leaves them; the re-run resumes.)
    func execute(_ plan: MigrationPlan) throws(MigrationError) {
        let writes = plan.writes
        var journal = MigrationJournal(
            phase: .prepared,
            writes: writes.map {
                .init(temporary: Self.temporaryName(for: $0.name), target: $0.name, digest: ContentDigest(of: $0.bytes))
            },
            removals: plan.removedFiles
        )
        try step("writing the journal", committed: false) { () throws(FileSystemError) in try writeJournal(journal) }
        log("writing \(writes.count) new files under temporary names")
        for (write, entry) in zip(writes, journal.writes) {
            try discardIfStopRequested(journal)
            try step("writing \(write.name) (as \(entry.temporary))", committed: false) { () throws(FileSystemError) in
                try files.writeDurably(write.bytes, to: entry.temporary)
            }
        }
        try step("flushing the folder", committed: false) { () throws(FileSystemError) in try files.synchronizeFolder()
        }
        try discardIfStopRequested(journal)
        journal.phase = .committed
        try step("committing the journal", committed: false) { () throws(FileSystemError) in try writeJournal(journal) }
        try rollForward(journal, verifying: false)
    }

    /// Before the commit: undoes the attempt and stops, when a stop was asked for. None of its files is in place.
    private func discardIfStopRequested(_ journal: MigrationJournal) throws(MigrationError) {
        guard StopRequest.isRequested else { return }
        try recover(journal)
        throw .stopped(RunStopped(written: 0, total: journal.writes.count))
    }

    /// Refuses, touching nothing, a journal that names a file the migration neither writes nor removes, or (once
    /// committed) a file that no longer holds the bytes the journal recorded. A prepared journal's temporaries are
    /// not compared: one may be torn by the crash being recovered from, and a name of the migration's own temporary
    /// form is removed by the sweep of stale temporaries anyway.
    func checkTrusted(_ journal: MigrationJournal, mapping: MigrationMapping) throws(MigrationError) {
        let outside = journal.entriesOutside(mapping)
        guard outside.isEmpty else {
            throw .journal(
                MigrationJournalProblem(
                    folder: folder,
                    message:
                        "\(ContentLayout.migrationJournalName) lists files a migration of this folder neither writes nor removes:\n"
                        + outside.map { "  - " + $0 }.joined(separator: "\n")
                        + "\nso it is not a journal `mazegen migrate` wrote here"
                ))
        }
        guard journal.phase == .committed else { return }
        let present = Set(
            try step("listing the folder", committed: true) { () throws(FileSystemError) in try files.entries() }.map(
                \.name))
        for (index, write) in journal.writes.enumerated() {
            let name = present.contains(write.temporary) ? write.temporary : write.target
            try verify(name, write.digest, entry: "writes[\(index)]", changed: "it changed after it was written")
        }
        for (index, removal) in journal.removals.enumerated() where present.contains(removal.name) {
            try verify(
                removal.name, removal.digest, entry: "removals[\(index)]",
                changed: "it changed after the migration read it, so it is not removed")
        }
    }

    /// Finishes a committed run, or removes what a prepared one wrote (the caller then starts over).
    func recover(_ journal: MigrationJournal) throws(MigrationError) {
        switch journal.phase {
        case .committed:
            log(
                "finishing an interrupted migration: \(journal.writes.count) new files, \(journal.removals.count) removals"
            )
            try rollForward(journal, verifying: true)
        case .prepared:
            log("discarding an unfinished attempt (\(journal.writes.count) temporary files)")
            for write in journal.writes {
                try step("removing \(write.temporary)", committed: false) { () throws(FileSystemError) in
                    try files.remove(write.temporary)
                }
            }
            try step("flushing the folder", committed: false) { () throws(FileSystemError) in
                try files.synchronizeFolder()
            }
            try step("removing the journal", committed: false) { () throws(FileSystemError) in
                try files.remove(ContentLayout.migrationJournalName)
            }
            try step("flushing the folder", committed: false) { () throws(FileSystemError) in
                try files.synchronizeFolder()
            }
        }
    }

    /// Removes temporary files an interrupted run left (ours, or an interrupted `generate`'s).
    func removeStaleTemporaries() throws(MigrationError) {
        let entries = try step("listing the folder", committed: false) { () throws(FileSystemError) in
            try files.entries()
        }
        let stale = entries.filter { $0.name.hasPrefix(AtomicFile.temporaryPrefix) && $0.kind != .directory }
        guard !stale.isEmpty else { return }
        log("removing \(stale.count) temporary files left by an interrupted run")
        for entry in stale {
            try step("removing \(entry.name)", committed: false) { () throws(FileSystemError) in
                try files.remove(entry.name)
            }
        }
        try step("flushing the folder", committed: false) { () throws(FileSystemError) in try files.synchronizeFolder()
        }
    }

    private func writeJournal(_ journal: MigrationJournal) throws(FileSystemError) {
        try files.writeDurably(journal.bytes, to: Self.journalTemporary)
        try files.rename(Self.journalTemporary, to: ContentLayout.migrationJournalName)
        try files.synchronizeFolder()
    }

    /// After the commit point: each new file into place, then the old ones out, then the journal.
    private func rollForward(_ journal: MigrationJournal, verifying: Bool) throws(MigrationError) {
        let present =
            verifying
            ? Set(
                try step("listing the folder", committed: true) { () throws(FileSystemError) in try files.entries() }
                    .map(\.name))
            : Set(journal.writes.map(\.temporary))
        log("moving \(journal.writes.count) new files into place")
        for (index, write) in journal.writes.enumerated() {
            if present.contains(write.temporary) {
                if verifying {
                    try verify(
                        write.temporary, write.digest, entry: "writes[\(index)]",
                        changed: "it changed after it was written")
                }
                try step("moving \(write.temporary) to \(write.target)", committed: true) {
                    () throws(FileSystemError) in
                    try files.rename(write.temporary, to: write.target)
                }
            } else {
                try verify(
                    write.target, write.digest, entry: "writes[\(index)]", changed: "it changed after it was written")
            }
        }
        try step("flushing the folder", committed: true) { () throws(FileSystemError) in try files.synchronizeFolder() }
        log("removing \(journal.removals.count) old files")
        for removal in journal.removals {
            try step("removing \(removal.name)", committed: true) { () throws(FileSystemError) in
                try files.remove(removal.name)
            }
        }
        try step("flushing the folder", committed: true) { () throws(FileSystemError) in try files.synchronizeFolder() }
        try step("removing the journal", committed: true) { () throws(FileSystemError) in
            try files.remove(ContentLayout.migrationJournalName)
        }
        try step("flushing the folder", committed: true) { () throws(FileSystemError) in try files.synchronizeFolder() }
    }

    private func verify(_ name: String, _ digest: ContentDigest, entry: String, changed: String) throws(MigrationError)
    {
        let bytes = try step("reading \(name)", committed: true) { () throws(FileSystemError) in try files.read(name) }
        guard ContentDigest(of: bytes) == digest else {
            throw .journal(
                MigrationJournalProblem(
                    folder: folder,
                    message:
                        "\(name) (the journal's \(entry)) does not hold the bytes the journal recorded (\(digest), found \(ContentDigest(of: bytes))); \(changed)"
                ))
        }
    }

    private func step<T>(_ description: String, committed: Bool, _ body: () throws(FileSystemError) -> T)
        throws(MigrationError) -> T
    {
        do {
            return try body()
        } catch {
            throw .interrupted(MigrationFailure(folder: folder, step: description, cause: error, committed: committed))
        }
    }
}

package enum MigrationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing was touched: the folder is not a consistent old layout, or the planned result would not validate.
    case refused(MigrationRefusal)
    /// A file operation failed part-way; a re-run resumes.
    case interrupted(MigrationFailure)
    /// A re-run cannot safely decide what to do.
    case journal(MigrationJournalProblem)
    /// A stop (Ctrl-C) was asked for before the commit; the attempt was undone, the folder is as it was.
    case stopped(RunStopped)

    package var description: String {
        switch self {
        case .refused(let refusal): refusal.description
        case .interrupted(let failure): failure.description
        case .journal(let problem): problem.description
        case .stopped(let stop): stop.description
        }
    }
}
