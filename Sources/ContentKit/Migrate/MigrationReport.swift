import ContentFormat
import ContentJSON
import ContentSupport

/// What `mazegen migrate` prints on stdout: the plan in a dry run, the summary after a run.
package enum MigrationReport {
    package static func text(_ outcome: MigrationOutcome, folder: String) -> String {
        var lines: [String] = []
        if outcome.discardedAttempt {
            lines.append(
                "note: an unfinished attempt was found; its temporary files "
                    + (isDryRun(outcome) ? "would be" : "were") + " removed first")
        }
        switch outcome.result {
        case .alreadyMigrated(let count):
            lines.append("\(folder) is already migrated (\(count) labyrinths in the 3-level layout); nothing to do")
        case .planned(let plan):
            lines += planLines(plan)
            lines += alreadyThereLines(outcome.alreadyThere)
            lines.append(summaryLine(plan) + " (dry run: nothing was changed)")
        case .migrated(let plan):
            lines += alreadyThereLines(outcome.alreadyThere)
            lines.append("migrated \(folder): " + summaryLine(plan))
        case .pendingResume(let journal):
            lines.append(
                "\(folder) holds an interrupted migration (\(ContentLayout.migrationJournalName)); a run will finish it: "
                    + "\(journal.writes.count) new files into place, \(journal.removals.count) old files removed (dry run: nothing was changed)"
            )
        case .resumed(let journal):
            lines.append(
                "finished the interrupted migration of \(folder): \(journal.writes.count) new files in place, "
                    + "\(journal.removals.count) old files removed")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func isDryRun(_ outcome: MigrationOutcome) -> Bool {
        switch outcome.result {
        case .planned, .pendingResume: true
        default: false
        }
    }

    /// The old folder's own problems that the migration carries over unchanged: not its doing, but still to fix.
    static func alreadyThereLines(_ problems: [MigrationProblem]) -> [String] {
        guard !problems.isEmpty else { return [] }
        return [
            "already there before the migration, and left as it is (\(problems.count == 1 ? "1 problem" : "\(problems.count) problems")):"
        ]
            + problems.map { "  - \($0)" }
    }

    static func summaryLine(_ plan: MigrationPlan) -> String {
        "\(plan.deletions.count) deletions, \(plan.renames.count) renames, \(plan.rewrites.count) rewrites"
    }

    static func show(_ value: JSONValue) -> String {
        JSONWriter.string(value, finalNewline: false)
    }

    static func planLines(_ plan: MigrationPlan) -> [String] {
        var lines: [String] = []
        for name in plan.deletions { lines.append("delete  \(name)") }
        for rename in plan.renames {
            lines.append("rename  \(rename.from) → \(rename.to)")
            for change in rename.changes {
                if let to = change.to {
                    lines.append("          \(change.pointer): \(show(change.from)) → \(show(to))")
                } else {
                    lines.append("          \(change.pointer): \(show(change.from)) removed")
                }
            }
        }
        for rewrite in plan.rewrites {
            lines.append("rewrite \(rewrite.name)")
            lines += rewrite.details.map { "          " + $0 }
        }
        return lines
    }

    /// The members of the JSON report: mazegen's own words, not the app's (the summary's `labyrinths` is a count).
    private enum ReportKey: String, CodingKey {
        case operations, summary
        case alreadyThere = "already_there"
        case folder, status, labyrinths, deletions, renames, rewrites, removals
        case newFiles = "new_files"
        case discardedUnfinishedAttempt = "discarded_unfinished_attempt"
        case file, message
        case action, path, from, to, changes, pointer
    }

    /// `{"operations": [...], "summary": {...}, "already_there": [...]}`, in the app's JSON style.
    package static func json(_ outcome: MigrationOutcome, folder: String) -> String {
        var operations: [JSONValue] = []
        var summary = JSONObject()
        summary.append(ReportKey.folder, .string(folder))
        switch outcome.result {
        case .alreadyMigrated(let count):
            summary.append(ReportKey.status, .string("already_migrated"))
            summary.append(ReportKey.labyrinths, .int(count))
        case .planned(let plan), .migrated(let plan):
            operations = planOperations(plan)
            if case .planned = outcome.result {
                summary.append(ReportKey.status, .string("planned"))
            } else {
                summary.append(ReportKey.status, .string("migrated"))
            }
            summary.append(ReportKey.deletions, .int(plan.deletions.count))
            summary.append(ReportKey.renames, .int(plan.renames.count))
            summary.append(ReportKey.rewrites, .int(plan.rewrites.count))
        case .pendingResume(let journal), .resumed(let journal):
            if case .resumed = outcome.result {
                summary.append(ReportKey.status, .string("resumed"))
            } else {
                summary.append(ReportKey.status, .string("pending_resume"))
            }
            summary.append(ReportKey.newFiles, .int(journal.writes.count))
            summary.append(ReportKey.removals, .int(journal.removals.count))
        }
        summary.append(ReportKey.discardedUnfinishedAttempt, .bool(outcome.discardedAttempt))
        let alreadyThere = outcome.alreadyThere.map { problem -> JSONValue in
            .object(
                JSONObject([
                    ReportKey.file: problem.file.map(JSONValue.string) ?? .null, .message: .string(problem.message),
                ]))
        }
        return JSONWriter.string(
            .object(
                JSONObject([
                    ReportKey.operations: .array(operations), .summary: .object(summary),
                    .alreadyThere: .array(alreadyThere),
                ])))
    }

    static func planOperations(_ plan: MigrationPlan) -> [JSONValue] {
        var operations: [JSONValue] = plan.deletions.map {
            .object(JSONObject([ReportKey.action: .string("delete"), .path: .string($0)]))
        }
        for rename in plan.renames {
            operations.append(
                .object(
                    JSONObject([
                        ReportKey.action: .string("rename"),
                        .from: .string(rename.from),
                        .to: .string(rename.to),
                        .changes: .array(
                            rename.changes.map { change in
                                .object(
                                    JSONObject([
                                        ReportKey.pointer: .string(change.pointer.description), .from: change.from,
                                        .to: change.to ?? .null,
                                    ]))
                            }),
                    ])))
        }
        operations += plan.rewrites.map {
            .object(JSONObject([ReportKey.action: .string("rewrite"), .path: .string($0.name)]))
        }
        return operations
    }
}
