import ContentFormat
import LabyrinthKit

struct LevelPathWidthRule: LabyrinthRule {
    init() {}
    let identifier = "level.pathWidth"
    let rationale =
        "The path width is the level's promise (40 / 30 / 22): wider paths for younger fingers on easier levels."
    let severity = Severity.warning
    let description =
        "`path_data.width` is the level's path width; an organic path's is the level's `organic_path.width`."
    var triggeringExamples: [RuleExample] {
        [
            .labyrinth(#"{"difficulty": "easy", "path_data": {"width": 35}}"#, at: .pathData(.width)),
            ExampleOrganic.labyrinth([(.pathData(.width), .int(40))], at: .pathData(.width)),
        ]
    }
    var nonTriggeringExamples: [RuleExample] { [.labyrinth(#"{"difficulty": "easy", "path_data": {"width": 40}}"#)] }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let level = labyrinth.level, case .number(let width) = labyrinth.value(.pathData, PathDataKey.width)
        else { return }
        let (expected, drawn) =
            switch labyrinth.kind {
            case .organicPath?: (level.organicPath.width, "organic paths")
            case .maze?, nil: (level.pathWidth, "paths")
            }
        if width.doubleValue != Double(expected) {
            recorder.report(
                labyrinth.file, at: .pathData(.width),
                "`width` is \(width.literal); the \(level.name) level draws \(drawn) \(expected) wide")
        }
    }
}
