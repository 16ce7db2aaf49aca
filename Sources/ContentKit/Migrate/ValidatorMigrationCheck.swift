import ContentFormat
import ContentJSON
import ContentSupport
import ContentValidate

/// The pre-flight check with the validator's rules: the planned files laid over the folder on disk (so the
/// rules that look at `audio/` or other files see the real folder), errors only — the old mazes keep their old
/// sizes, which the level rules only warn about.
///
/// An error the old folder already has, and that the migration neither causes nor changes (an audio file
/// missing from `audio/`), does not refuse the migration: it is listed as already there. To tell the two
/// apart the folder is validated twice, as planned and as planned but with every kept file still holding its
/// old bytes, so the two differ in nothing but the migration's edits inside those files. An error is already
/// there when it is in both, equal in rule, file, place and message, and lies outside everything the
/// migration decides: not in the manifest, the samples or the folder as a whole (the migration writes those),
/// not about a file as a whole (its name is the migration's), and not at a value the migration edits.
package struct ValidatorMigrationCheck<Base: ContentSource>: MigrationResultCheck {
    package var validator: Validator
    package var base: Base

    /// The values every kept file's migration sets, whether or not this file's edit lists them.
    static var editedPointers: [JSONPointer] { [.labyrinth(.id)] + MigrationPlanner.difficultyPointers }

    package init(validator: Validator, base: Base) {
        self.validator = validator
        self.base = base
    }

    package func review(_ plan: MigrationPlan) -> MigrationCheckResult {
        let afterErrors: [Finding]
        let beforeErrors: [Finding]
        do throws(FileSystemError) {
            afterErrors = try errors(in: plan.resultingFiles, removing: plan.removals)
            beforeErrors = try errors(in: try filesWithOldBytes(plan), removing: plan.removals)
        } catch {
            return MigrationCheckResult(caused: [
                MigrationProblem(file: nil, message: "the planned folder could not be checked: \(error)")
            ])
        }
        var unmatchedBefore = Dictionary(beforeErrors.map { (FindingIdentity($0), 1) }, uniquingKeysWith: +)
        let renames = Dictionary(plan.renames.map { ($0.to, $0) }, uniquingKeysWith: { first, _ in first })
        var result = MigrationCheckResult()
        for finding in afterErrors {
            let identity = FindingIdentity(finding)
            if let rename = renames[finding.file], Self.isOutsideTheEdits(finding, of: rename),
                unmatchedBefore[identity, default: 0] > 0
            {
                unmatchedBefore[identity, default: 0] -= 1
                result.alreadyThere.append(
                    MigrationProblem(file: nil, message: finding.description + " (already in \(rename.from))"))
            } else {
                result.caused.append(MigrationProblem(file: nil, message: finding.description))
            }
        }
        return result
    }

    func errors(in files: [String: [UInt8]], removing removals: [String]) throws(FileSystemError) -> [Finding] {
        let planned = OverlayContentSource(base: base, replacements: files, removals: Set(removals))
        return try validator.validate(planned).findings.filter { $0.severity == .error }.sorted()
    }

    /// The planned folder, but each kept file under its new name with its old bytes, unedited.
    func filesWithOldBytes(_ plan: MigrationPlan) throws(FileSystemError) -> [String: [UInt8]] {
        var files = plan.resultingFiles
        for rename in plan.renames { files[rename.to] = try base.bytes(of: rename.from) }
        return files
    }

    /// Whether a finding in a kept file has a place, and that place is not one of the values the migration edits
    /// there (nor inside or around one).
    static func isOutsideTheEdits(_ finding: Finding, of rename: MigrationPlan.Rename) -> Bool {
        guard let pointer = finding.pointer, pointer != .root else { return false }
        let edited = editedPointers + rename.changes.map(\.pointer)
        return !edited.contains { $0.tokens.starts(with: pointer.tokens) || pointer.tokens.starts(with: $0.tokens) }
    }
}

/// What makes two findings the same problem: rule, file, place and message. Lines are left out: an edit
/// elsewhere in the file (a removed member) moves them.
struct FindingIdentity: Hashable {
    var ruleIdentifier: String
    var file: String
    var pointer: JSONPointer?
    var message: String

    init(_ finding: Finding) {
        ruleIdentifier = finding.ruleIdentifier
        file = finding.file
        pointer = finding.pointer
        message = finding.message
    }
}
