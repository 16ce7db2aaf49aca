import ContentFormat
import ContentJSON
import ContentSupport
import LabyrinthKit
import MazeKit

package enum ExampleSamples {
    static func folder(_ json: String) -> RuleExample { RuleExample([ContentLayout.samplesName: json]) }
    /// A folder holding just the samples, on which the rule reports at `pointer`.
    static func folder(_ json: String, at pointer: JSONPointer?) -> RuleExample {
        folder(json).finding(in: ContentLayout.samplesName, at: pointer)
    }

    /// Every level's sample the example's 3 x 4 maze (for the tests' one-size profile).
    package static var valid: String {
        let drawing = ExampleLabyrinth.wallDrawing
        return #"{"easy": "\#(drawing)", "medium": "\#(drawing)", "hard": "\#(drawing)"}"#
    }

    /// Each level's sample a maze of the level's size, for the standard profile.
    static var standard: String {
        let members = ValidationProfile.standard.levels.map { level in
            #""\#(level.name)": "\#(ExampleLabyrinth.serpentineWalls(rows: level.grid.rows, cols: level.grid.cols))""#
        }
        return "{" + members.joined(separator: ", ") + "}"
    }
}

/// The sample of one level rebuilt from its drawing, or what was wrong with it.
struct SampleMaze {
    var level: ValidationProfile.Level
    var pointer: JSONPointer
    var drawing: String?
    var outcome: ReconstructedMaze.Outcome?

    static func all(in folder: CheckedFolder) -> [SampleMaze] {
        guard let samples = folder.samples?.objectValue else { return [] }
        let canvas = ReconstructedMaze.Canvas(width: folder.profile.canvasWidth, height: folder.profile.canvasHeight)
        return folder.profile.levels.compactMap { level in
            guard let value = samples[level.name] else { return nil }
            let drawing = value.stringValue
            let outcome = drawing.map { ReconstructedMaze.reconstruct(svgPath: $0, style: .walls, canvas: canvas) }
            return SampleMaze(
                level: level, pointer: JSONPointer(tokens: [level.name]), drawing: drawing, outcome: outcome)
        }
    }

    /// The rebuilt maze when the drawing is a sound wall drawing.
    var maze: ReconstructedMaze? {
        guard let outcome, outcome.findings.allSatisfy({ $0.severity != .error }) else { return nil }
        return outcome.maze
    }
}
