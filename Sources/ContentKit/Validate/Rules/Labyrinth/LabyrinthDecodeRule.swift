import ContentFormat
import ContentRead
import LabyrinthKit

/// The app decodes each file with `Codable`; a file that breaks its shape is silently dropped.
struct LabyrinthDecodeRule: LabyrinthRule {
    init() {}
    let identifier = "labyrinth.decode"
    let rationale = "The app decodes the file with its own `Labyrinth` type; a file it cannot decode is never shown."
    let severity = Severity.error
    var stopsFurtherChecks: Bool { true }
    let description =
        "The app decodes the file: LabyrinthKit's `Labyrinth`, the app's own type, decodes it (required keys present and not null, every value of its type)."

    var triggeringExamples: [RuleExample] {
        [
            .labyrinth(ExampleLabyrinth.text(setting: .labyrinth(.title), to: nil), at: .labyrinth(.title)),
            .labyrinth(ExampleLabyrinth.text(setting: .labyrinth(.title), to: .null), at: .labyrinth(.title)),
            .labyrinth(ExampleLabyrinth.text(setting: .pathData(.width), to: .string("40")), at: .pathData(.width)),
            .labyrinth(
                ExampleLabyrinth.text(setting: .pathData(.segments) / 0 / SegmentKey.start / PointKey.x, to: nil),
                at: .pathData(.segments) / 0 / SegmentKey.start / PointKey.x),
            .labyrinth(
                ExampleLabyrinth.text(setting: .labyrinth(.characterEnd) / CharacterKey.position, to: .int(3)),
                at: .labyrinth(.characterEnd) / CharacterKey.position),
            .labyrinth(ExampleLabyrinth.text(setting: .labyrinth(.location), to: .int(1)), at: .labyrinth(.location)),
            .labyrinth("[1, 2]", at: .root),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .labyrinth(ExampleLabyrinth.text),
            .labyrinth(ExampleLabyrinth.text(setting: .labyrinth(.location), to: .null)),
            .labyrinth(ExampleLabyrinth.adventureText()),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard case .failure(let failure) = labyrinth.decoded else { return }
        recorder.report(failure)
    }
}
