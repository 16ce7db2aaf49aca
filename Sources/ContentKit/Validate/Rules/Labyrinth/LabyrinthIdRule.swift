import ContentFormat
import LabyrinthKit

struct LabyrinthIdRule: LabyrinthRule {
    init() {}
    let identifier = "labyrinth.id"
    let rationale =
        "The app loads each file by the manifest's id; a file whose `id` differs from its name is found under one name and reports another."
    let severity = Severity.error
    let description = "`id` equals the file name without `.json`."
    var triggeringExamples: [RuleExample] { [.labyrinth(#"{"id": "denny_002_easy"}"#, at: .labyrinth(.id))] }
    var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"id": "denny_001_easy"}"#), .labyrinth("{}")] }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let id = labyrinth.string(.id) else { return }
        let expected = LabyrinthName.id(fileName: labyrinth.file)
        if id != expected {
            recorder.report(
                labyrinth.file, at: .labyrinth(.id),
                "`id` is \"\(id)\"; expected \"\(expected)\", the file name without .json")
        }
    }
}
