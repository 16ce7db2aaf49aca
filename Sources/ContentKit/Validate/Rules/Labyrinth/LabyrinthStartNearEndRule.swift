import ContentFormat
import ContentSupport
import LabyrinthKit

struct LabyrinthStartNearEndRule: LabyrinthRule {
    init() {}
    let identifier = "labyrinth.startNearEnd"
    let rationale =
        "The app team's check wants the start at least 150 from the end (its CLOSE_START_END): a child whose start sits beside the end has arrived before setting out."
    let severity = Severity.warning
    let description =
        "The start point is at least the config's `play.min_start_end_distance` (150) from the end point, in a straight line; for every kind of labyrinth, organic paths included."

    var triggeringExamples: [RuleExample] {
        [
            .labyrinth(
                ExampleLabyrinth.text(setting: .pathData(.endPoint), to: .object(["x": .int(190), "y": .int(330)])),
                at: .pathData(.endPoint)),
            // An organic path up, across and down again: start and end 120 apart.
            ExampleOrganic.labyrinth(
                ExampleStroke.path([(200, 466), (200, 200), (320, 200), (320, 466)]), at: .pathData(.endPoint)),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .labyrinth(ExampleLabyrinth.text),
            .labyrinth(
                ExampleLabyrinth.text(setting: .pathData(.endPoint), to: .object(["x": .int(240), "y": .int(390)]))),
            ExampleOrganic.labyrinth(),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let pathData = labyrinth.labyrinth?.pathData else { return }
        let minimum = labyrinth.profile.play.minStartEndDistance
        let distance = pathData.startPoint.distance(to: pathData.endPoint)
        if distance < minimum {
            recorder.report(
                labyrinth.file, at: .pathData(.endPoint),
                "the end \(pathData.endPoint.text) is \(FixedDecimal.text(distance, decimals: 1)) canvas units from the start \(pathData.startPoint.text); keep them at least \(minimum.text) apart"
            )
        }
    }
}
