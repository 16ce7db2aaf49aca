import ContentFormat
import ContentSupport
import LabyrinthKit

struct StartEndDistanceRule: LabyrinthRule {
    init() {}
    let identifier = "labyrinth.startNearEnd"
    let rationale = "The app team's check wants the start at least 150 from the end (its CLOSE_START_END): a child whose start sits beside the end has arrived before setting out."
    let severity = Severity.warning
    let description = "The start point is at least the config's `play.min_start_end_distance` (150) from the end point, in a straight line (organic paths not yet: issue 25)."

    var triggeringExamples: [RuleExample] {
        [.labyrinth(ExampleLabyrinth.text(setting: .pathData(.endPoint), to: .object(["x": .int(190), "y": .int(330)])),
                    at: .pathData(.endPoint))]
    }

    var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(ExampleLabyrinth.text),
         .labyrinth(ExampleLabyrinth.text(setting: .pathData(.endPoint), to: .object(["x": .int(240), "y": .int(390)]))),
         .labyrinth(ExampleLabyrinth.text(setting: [(.pathData(.mazeType), .string("organic")),
                                                    (.pathData(.endPoint), .object(["x": .int(190), "y": .int(330)]))]))]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        // Organic finales are left out only until their figures are drawn as journeys (issue 25), which puts start and
        // end apart; the app team's check (scripts/app-team-gate.sh) reports them meanwhile.
        guard let pathData = labyrinth.labyrinth?.pathData, !pathData.isOrganic else { return }
        let minimum = labyrinth.profile.play.minStartEndDistance
        let distance = pathData.startPoint.distance(to: pathData.endPoint)
        if distance < minimum {
            recorder.report(labyrinth.file, at: .pathData(.endPoint),
                            "the end \(pathData.endPoint.text) is \(FixedDecimal.text(distance, decimals: 1)) canvas units from the start \(pathData.startPoint.text); keep them at least \(minimum.text) apart")
        }
    }
}
