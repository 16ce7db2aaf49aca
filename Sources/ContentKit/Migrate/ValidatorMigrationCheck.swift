/// The pre-flight check with the validator's rules: the planned files laid over the folder on disk (so the
/// rules that look at `audio/` or other files see the real folder), errors only — the old mazes keep their old
/// sizes, which the level rules only warn about.
public struct ValidatorMigrationCheck<Base: ContentSource>: MigrationResultCheck {
    public var validator: Validator
    public var base: Base

    public init(validator: Validator, base: Base) {
        self.validator = validator
        self.base = base
    }

    public func problems(in files: [String: [UInt8]], removing removals: [String]) -> [MigrationProblem] {
        let planned = OverlayContentSource(base: base, replacements: files, removals: Set(removals))
        do throws(FileSystemError) {
            return try validator.validate(planned).findings.filter { $0.severity == .error }.sorted().map {
                MigrationProblem(file: nil, message: $0.description)
            }
        } catch {
            return [MigrationProblem(file: nil, message: "the planned folder could not be checked: \(error)")]
        }
    }
}
