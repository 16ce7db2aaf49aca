import ContentFormat
import LabyrinthKit

public struct IdentifierRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.id"
    public let severity = Severity.error
    public let description = "`id` equals the file name without `.json`."
    public var triggeringExamples: [RuleExample] { [.labyrinth(#"{"id": "denny_002_easy"}"#, at: .labyrinth(.id))] }
    public var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"id": "denny_001_easy"}"#), .labyrinth("{}")] }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let id = labyrinth.string(.id) else { return }
        let expected = LabyrinthName.id(fileName: labyrinth.file)
        if id != expected {
            recorder.report(labyrinth.file, at: .labyrinth(.id), "`id` is \"\(id)\"; expected \"\(expected)\", the file name without .json")
        }
    }
}
