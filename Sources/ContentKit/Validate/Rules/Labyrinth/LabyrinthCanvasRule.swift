import ContentFormat
import LabyrinthKit

struct LabyrinthCanvasRule: LabyrinthRule {
    init() {}
    let identifier = "labyrinth.canvas"
    let rationale =
        "The maze is drawn and hit-tested on this canvas; a size that is not a whole positive number cannot be drawn."
    let severity = Severity.error
    var stopsFurtherChecks: Bool { true }
    let description =
        "`canvas_width` and `canvas_height` are whole numbers from 1 to 100000: the maze is drawn on that canvas."

    var triggeringExamples: [RuleExample] {
        ["0", "-600", "600.5", "1e9"].map {
            .labyrinth(#"{"path_data": {"canvas_width": \#($0)}}"#, at: .pathData(.canvasWidth))
        }
            + [.labyrinth(#"{"path_data": {"canvas_height": 0}}"#, at: .pathData(.canvasHeight))]
    }

    var nonTriggeringExamples: [RuleExample] {
        ["600", "600.0", "1"].map { .labyrinth(#"{"path_data": {"canvas_width": \#($0)}}"#) }
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        for key in [PathDataKey.canvasWidth, .canvasHeight] {
            // Not a number at all is `labyrinth.decode`'s finding.
            guard let value = labyrinth.value(.pathData, key), case .number(let number) = value,
                value.doubleValue.flatMap(MazeInspection.canvasSide) == nil
            else { continue }
            recorder.report(
                labyrinth.file, at: .pathData(key),
                "`\(key.rawValue)` is \(number.literal); expected a whole number from 1 to 100000, e.g. 600")
        }
    }
}
