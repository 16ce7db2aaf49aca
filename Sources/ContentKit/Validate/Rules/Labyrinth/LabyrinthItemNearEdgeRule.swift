import ContentFormat
import LabyrinthKit

/// A collect item's emoji is drawn centred on it: at the canvas's edge it is cut by the edge. The app team's check
/// wants it 10 inside (its ITEM_NEAR_EDGE).
struct LabyrinthItemNearEdgeRule: LabyrinthRule {
    init() {}
    let identifier = "labyrinth.itemNearEdge"
    let rationale =
        "The app team's check wants every collect item 10 inside the canvas (its ITEM_NEAR_EDGE): an item's emoji is drawn centred on it, and nearer the edge the edge cuts it."
    let severity = Severity.warning
    let description =
        "Every collect item lies at least \(Int(LabyrinthItemNearEdgeRule.edge)) canvas units inside the canvas."

    /// The app team's distance for ITEM_NEAR_EDGE.
    static let edge = 10.0

    var triggeringExamples: [RuleExample] {
        [
            .labyrinth(
                ExampleLabyrinth.adventureText(changes: [
                    (.pathData(.items), .array([.object(["x": .int(5), "y": .int(250), "emoji": .string("🐚")])]))
                ]), at: .pathData(.items) / 0)
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            .labyrinth(ExampleLabyrinth.adventureText()),
            .labyrinth(
                ExampleLabyrinth.adventureText(changes: [
                    (.pathData(.items), .array([.object(["x": .int(10), "y": .int(490), "emoji": .string("🐚")])]))
                ])),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let pathData = labyrinth.labyrinth?.pathData, labyrinth.labyrinth?.itemRule == "collect" else { return }
        let edge = Self.edge
        for (index, item) in (pathData.items ?? []).enumerated() {
            let inside =
                item.x >= edge && item.x <= pathData.canvasWidth - edge && item.y >= edge
                && item.y <= pathData.canvasHeight - edge
            guard !inside else { continue }
            recorder.report(
                labyrinth.file, at: .pathData(.items) / index,
                "item \(index) at (\(item.x.text), \(item.y.text)) is less than \(Int(edge)) inside the \(pathData.canvasWidth.text) x \(pathData.canvasHeight.text) canvas, whose edge cuts its emoji; move it inside"
            )
        }
    }
}
