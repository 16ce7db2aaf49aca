import ContentCatalogue
import ContentFormat
import ContentJSON
import ContentRead
import ContentSupport
import ContentValidate

/// The last gate before the folder is touched: the folder as the plan would leave it is checked with the
/// validator's rules. A problem the migration causes refuses it; one the old folder already has, and that the
/// migration leaves as it is, is only listed.
package protocol MigrationResultCheck {
    func review(_ plan: MigrationPlan) -> MigrationCheckResult
}

/// The problems of the planned folder, split by whether the migration is their cause.
package struct MigrationCheckResult: Sendable, Equatable {
    /// Problems the migration would cause or change: any one refuses it.
    var caused: [MigrationProblem]
    /// Problems already in the old folder that the migration neither causes nor changes: it goes on.
    var alreadyThere: [MigrationProblem]

    package init(caused: [MigrationProblem] = [], alreadyThere: [MigrationProblem] = []) {
        self.caused = caused
        self.alreadyThere = alreadyThere
    }
}

package struct MigrationOutcome: Sendable, Equatable {
    package enum Result: Sendable, Equatable {
        case alreadyMigrated(labyrinths: Int)
        /// Dry run: what a run would do.
        case planned(MigrationPlan)
        case migrated(MigrationPlan)
        /// A committed run that a previous process did not finish, now finished.
        case resumed(MigrationJournal)
        /// Dry run over a folder with a committed journal: a run would finish it.
        case pendingResume(MigrationJournal)
    }

    package var result: Result
    /// An unfinished attempt (journal in phase `prepared`) was discarded first — or, in a dry run, would be.
    var discardedAttempt: Bool
    /// Problems the old folder already had and the migration leaves as they are: listed, not refused.
    var alreadyThere: [MigrationProblem] = []
}

/// The whole command: recover from a journal if there is one, plan, check, and carry out (unless a dry run).
package struct Migration {
    package var files: any FileOperations
    package var folder: String
    package var mapping: MigrationMapping
    package var check: (any MigrationResultCheck)?
    /// The config's bounds on one file: a file beyond them is refused before it is planned or checked.
    package var limits: LimitsConfig
    package var log: (String) -> Void

    package init(
        files: any FileOperations, folder: String, mapping: MigrationMapping, check: (any MigrationResultCheck)? = nil,
        limits: LimitsConfig = MazegenConfig.defaults.limits, log: @escaping (String) -> Void = { _ in }
    ) {
        self.files = files
        self.folder = folder
        self.mapping = mapping
        self.check = check
        self.limits = limits
        self.log = log
    }

    var executor: MigrationExecutor { MigrationExecutor(files: files, folder: folder, log: log) }

    /// A dry run only reads.
    package func run(dryRun: Bool) throws(MigrationError) -> MigrationOutcome {
        var discarded = false
        if let journal = try existingJournal() {
            try executor.checkTrusted(journal, mapping: mapping)
            switch (journal.phase, dryRun) {
            case (.committed, true): return MigrationOutcome(result: .pendingResume(journal), discardedAttempt: false)
            case (.committed, false):
                try executor.recover(journal)
                try executor.removeStaleTemporaries()
                return MigrationOutcome(result: .resumed(journal), discardedAttempt: false)
            case (.prepared, true): discarded = true
            case (.prepared, false):
                try executor.recover(journal)
                discarded = true
            }
        }
        if !dryRun { try executor.removeStaleTemporaries() }
        let plan: MigrationPlan
        switch try assess() {
        case .alreadyMigrated(let count):
            return MigrationOutcome(result: .alreadyMigrated(labyrinths: count), discardedAttempt: discarded)
        case .plan(let value): plan = value
        }
        let review = check?.review(plan) ?? MigrationCheckResult()
        if !review.caused.isEmpty {
            throw .refused(
                MigrationRefusal(
                    folder: folder,
                    problems: review.caused.map {
                        MigrationProblem(file: $0.file, message: "after the migration, " + $0.message)
                    }))
        }
        if dryRun {
            return MigrationOutcome(
                result: .planned(plan), discardedAttempt: discarded, alreadyThere: review.alreadyThere)
        }
        try executor.execute(plan)
        return MigrationOutcome(result: .migrated(plan), discardedAttempt: discarded, alreadyThere: review.alreadyThere)
    }

    /// Reads the folder and plans, touching nothing.
    func assess() throws(MigrationError) -> MigrationAssessment {
        let snapshot: MigrationFolderSnapshot
        do throws(FileSystemError) {
            snapshot = try MigrationFolderSnapshot.read(using: files, limit: limits.fileBytes)
        } catch {
            throw .refused(
                MigrationRefusal(folder: folder, problems: [MigrationProblem(file: nil, message: error.description)]))
        }
        // What validate refuses as beyond its limits is not migrated: planning and checking it would take time
        // that grows with what a stranger's file holds.
        let oversized = snapshot.unreadable.filter { $0.value.code == AtomicFile.tooLarge }.sorted { $0.key < $1.key }
            .map {
                MigrationProblem(
                    file: $0.key,
                    message:
                        "\($0.value.reason) (`\(LimitExcess.name(.fileBytes))` in config.yaml); not read past the limit"
                )
            }
        let excesses = snapshot.contents.keys.sorted().flatMap { name in
            let document = try? JSONReader.parse(snapshot.contents[name]!)
            return (document.map { LimitExcess.all(in: $0, limits: limits) } ?? []).map {
                MigrationProblem(file: name, message: $0.message)
            }
        }
        if !oversized.isEmpty || !excesses.isEmpty {
            throw .refused(
                MigrationRefusal(
                    folder: folder, problems: (oversized + excesses).sorted { ($0.file ?? "") < ($1.file ?? "") }))
        }
        do throws(MigrationRefusal) {
            return try MigrationPlanner.assess(snapshot, mapping: mapping, folder: folder)
        } catch {
            throw .refused(error)
        }
    }

    func existingJournal() throws(MigrationError) -> MigrationJournal? {
        let entries: [ListedEntry]
        do throws(FileSystemError) { entries = try files.entries() } catch {
            throw .refused(
                MigrationRefusal(folder: folder, problems: [MigrationProblem(file: nil, message: error.description)]))
        }
        guard let entry = entries.first(where: { $0.name == ContentLayout.migrationJournalName }) else { return nil }
        guard entry.kind == .file else {
            throw .journal(
                MigrationJournalProblem(
                    folder: folder, message: "\(ContentLayout.migrationJournalName) is not a regular file"))
        }
        let bytes: [UInt8]
        do throws(FileSystemError) { bytes = try files.read(ContentLayout.migrationJournalName) } catch {
            throw .interrupted(
                MigrationFailure(folder: folder, step: "reading the journal", cause: error, committed: false))
        }
        guard let journal = MigrationJournal(bytes: bytes) else {
            throw .journal(
                MigrationJournalProblem(
                    folder: folder,
                    message: "\(ContentLayout.migrationJournalName) is not a journal this version of mazegen can read"))
        }
        return journal
    }
}
