/// Stable identifiers of what can be wrong with a maze drawing. The raw value is what
/// `mazegen validate` prints and what CI logs are searched for: never rename one.
package enum MazeFindingCode: String, CaseIterable, Sendable, Comparable {
    // The drawing itself
    case svgUnparsable = "maze.svg_unparsable"
    case drawingEmpty = "maze.drawing_empty"
    case drawingOffCanvas = "maze.drawing_off_canvas"
    case latticeUnknown = "maze.lattice_unknown"
    case wallOffLattice = "maze.wall_off_lattice"
    case corridorOffLattice = "maze.corridor_off_lattice"
    case corridorNotNeighbours = "maze.corridor_not_neighbours"
    // Start and end
    case startOffCell = "maze.start_off_cell"
    case endOffCell = "maze.end_off_cell"
    case startIsEnd = "maze.start_is_end"
    case openToOutside = "maze.open_to_outside"
    case unreachableEnd = "maze.unreachable_end"
    // solution_path
    case solutionUnparsable = "maze.solution_unparsable"
    case solutionNotPolyline = "maze.solution_not_polyline"
    case solutionWrongStart = "maze.solution_wrong_start"
    case solutionWrongEnd = "maze.solution_wrong_end"
    case solutionOffCell = "maze.solution_off_cell"
    case solutionDiagonalStep = "maze.solution_diagonal_step"
    case solutionThroughWall = "maze.solution_through_wall"
    // segments
    case segmentOffCell = "maze.segment_off_cell"
    case segmentNotNeighbours = "maze.segment_not_neighbours"
    case segmentThroughWall = "maze.segment_through_wall"
    case segmentUnreachable = "maze.segment_unreachable"
    case segmentsMissSolution = "maze.segments_miss_solution"
    case segmentDuplicate = "maze.segment_duplicate"
    // items
    case itemOffCanvas = "maze.item_off_canvas"
    case itemOffCell = "maze.item_off_cell"
    case itemUnreachable = "maze.item_unreachable"
    case itemOnStartOrEnd = "maze.item_on_start_or_end"
    case itemSharesCell = "maze.item_shares_cell"
    case itemOnSolutionWrong = "maze.item_on_solution_wrong"

    package static func < (lhs: MazeFindingCode, rhs: MazeFindingCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Only a repeated segment is harmless to the app (it hit-tests the same line twice).
    package var severity: MazeFinding.Severity {
        self == .segmentDuplicate ? .warning : .error
    }
}

/// One thing wrong with a maze, with enough context for a user to find and fix it.
package struct MazeFinding: Hashable, Sendable, CustomStringConvertible {
    package enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    /// Which part of `path_data` the finding is about.
    package enum Element: Hashable, Sendable, CustomStringConvertible {
        /// Character offset into `svg_path` of the piece concerned.
        case svgPath(offset: Int)
        /// Character offset into `solution_path`.
        case solutionPath(offset: Int)
        case startPoint
        case endPoint
        /// Index into `segments`.
        case segment(index: Int)
        /// Index into `items`.
        case item(index: Int)

        package var description: String {
            switch self {
            case .svgPath(let offset): "svg_path at character \(offset)"
            case .solutionPath(let offset): "solution_path at character \(offset)"
            case .startPoint: "start_point"
            case .endPoint: "end_point"
            case .segment(let index): "segments[\(index)]"
            case .item(let index): "items[\(index)]"
            }
        }
    }

    package var code: MazeFindingCode
    package var message: String
    package var element: Element?

    package init(_ code: MazeFindingCode, _ message: String, at element: Element? = nil) {
        self.code = code
        self.message = message
        self.element = element
    }

    package var severity: Severity { code.severity }

    package var description: String {
        if let element { return "\(code.rawValue) (\(element)): \(message)" }
        return "\(code.rawValue): \(message)"
    }
}
