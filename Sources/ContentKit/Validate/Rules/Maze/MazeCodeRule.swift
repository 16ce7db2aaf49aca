import ContentFormat
import MazeKit

/// A maze rule that passes on MazeKit's findings of some codes, pointing at the part of `path_data` they concern.
protocol MazeCodeRule: MazeRule {
    var codes: Set<MazeFindingCode> { get }
}

extension MazeCodeRule {
    func check(_ labyrinth: CheckedLabyrinth, maze: MazeInspection, into recorder: inout FindingRecorder) {
        for finding in maze.report?.findings ?? [] where codes.contains(finding.code) {
            recorder.report(
                labyrinth.file, at: finding.element?.pointer ?? .labyrinth(.pathData), Self.message(finding))
        }
    }

    static func message(_ finding: MazeFinding) -> String {
        switch finding.element {
        case .svgPath(let offset), .solutionPath(let offset): "\(finding.message) (at character \(offset))"
        default: finding.message
        }
    }
}
