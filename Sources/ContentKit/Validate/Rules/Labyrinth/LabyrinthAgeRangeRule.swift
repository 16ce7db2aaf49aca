import ContentFormat
import ContentSupport
import LabyrinthKit

struct LabyrinthAgeRangeRule: LabyrinthRule {
    init() {}
    let identifier = "labyrinth.ageRange"
    let rationale =
        "The 3-level app ignores `age_range`; it is a leftover of the old layout that the migration removes."
    let severity = Severity.warning
    let description = "`age_range` is a leftover of the old layout; the migration removes it."
    var triggeringExamples: [RuleExample] { [.labyrinth(#"{"age_range": "3-4"}"#, at: .labyrinth(.ageRange))] }
    var nonTriggeringExamples: [RuleExample] { [.labyrinth(ExampleLabyrinth.text)] }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        if labyrinth.value(.ageRange) != nil {
            recorder.report(
                labyrinth.file, at: .labyrinth(.ageRange),
                "`age_range` is still present; remove it (`mazegen migrate \(ShellWord.folder(labyrinth.folderPath))` does)"
            )
        }
    }
}
