/// Stable identifiers of what can be wrong with an organic path. The raw value is what validation
/// prints and CI logs are searched for: never rename one.
package enum OrganicFindingCode: String, CaseIterable, Sendable, Comparable {
    case tooFewPoints = "organic.too_few_points"
    case svgUnparsable = "organic.svg_unparsable"
    case svgMismatch = "organic.svg_mismatch"
    case segmentCount = "organic.segment_count"
    case segmentMismatch = "organic.segment_mismatch"
    case startMismatch = "organic.start_mismatch"
    case endMismatch = "organic.end_mismatch"
    case itemOffPath = "organic.item_off_path"
    case itemBetweenPoints = "organic.item_between_points"
    case itemOnSolutionWrong = "organic.item_on_solution_wrong"
    /// The drawn path comes within the app's completion radius of its end point before its end (`StrokeCheck`).
    case endReachedEarly = "organic.end_reached_early"
    /// The stroke touches a part of itself that is not its neighbour.
    case strokeTouches = "organic.stroke_touches"
    /// The path turns sharper at a control point than a small finger is asked to follow.
    case sharpBend = "organic.sharp_bend"
    /// An item lies beside the drawn stroke, not on it.
    case itemOffStroke = "organic.item_off_stroke"
    /// Start and end closer than the app team's check allows.
    case startNearEnd = "organic.start_near_end"
    /// An item the child meets before setting out.
    case itemNearStart = "organic.item_near_start"
    /// An item inside the end's completion circle: never gathered.
    case itemInEndCircle = "organic.item_in_end_circle"
    /// Two items closer along the way than the rules' share.
    case itemsCrowded = "organic.items_crowded"
    /// An item on a lobe a finger slides across.
    case itemOnNarrowLobe = "organic.item_on_narrow_lobe"

    package static func < (lhs: OrganicFindingCode, rhs: OrganicFindingCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// An item on the path but between control points, or one marked off the solution, can still be
    /// collected, and a path a child may find hard to finish still draws and plays: warnings. Everything else
    /// breaks what the app draws or hit-tests.
    package var severity: MazeFinding.Severity {
        switch self {
        case .itemBetweenPoints, .itemOnSolutionWrong, .endReachedEarly, .strokeTouches, .sharpBend, .itemOffStroke,
            .startNearEnd,
            .itemNearStart, .itemInEndCircle, .itemsCrowded, .itemOnNarrowLobe:
            .warning
        default: .error
        }
    }
}

/// One thing wrong with an organic path, with the part of `path_data` it is about.
package struct OrganicFinding: Hashable, Sendable, CustomStringConvertible {
    package enum Element: Hashable, Sendable, CustomStringConvertible {
        /// Character offset into `svg_path`.
        case svgPath(offset: Int)
        /// The whole `control_points` array.
        case controlPoints
        /// Index into `control_points`.
        case controlPoint(index: Int)
        /// Index into `segments`; nil for the array as a whole.
        case segment(index: Int?)
        case startPoint
        case endPoint
        /// Index into `items`.
        case item(index: Int)

        package var description: String {
            switch self {
            case .svgPath(let offset): "svg_path at character \(offset)"
            case .controlPoints: "control_points"
            case .controlPoint(let index): "control_points[\(index)]"
            case .segment(let index?): "segments[\(index)]"
            case .segment(nil): "segments"
            case .startPoint: "start_point"
            case .endPoint: "end_point"
            case .item(let index): "items[\(index)]"
            }
        }
    }

    package var code: OrganicFindingCode
    package var message: String
    package var element: Element

    package init(_ code: OrganicFindingCode, _ message: String, at element: Element) {
        self.code = code
        self.message = message
        self.element = element
    }

    package var severity: MazeFinding.Severity { code.severity }

    package var description: String { "\(code.rawValue) (\(element)): \(message)" }
}
