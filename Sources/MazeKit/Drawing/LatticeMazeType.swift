/// What a grid labyrinth's `maze_type` says: the drawing style and the shape's name.
///
/// The app draws whatever the path holds, so a file may carry a shape name MazeKit has never heard
/// of (`shaped_starfish`): it still names a style, and validation still rebuilds and solves it from
/// its drawing (the rebuild reads the outline from the walls, never from the name). `shape` is nil
/// for such a name, so a caller can warn about it without rejecting the file.
///
/// `organic` is not a grid maze and parses to nil here; see `OrganicPath`.
package struct LatticeMazeType: Sendable, Hashable, CustomStringConvertible {
    package let style: DrawingStyle
    /// The name after `shaped_` / `corridor_`, `rect` for `grid`. May be empty or unknown.
    package let shapeName: String

    static let rectWallsType = "grid"
    static let shapedWallsPrefix = "shaped_"
    static let corridorPrefix = "corridor_"

    package init(style: DrawingStyle, shapeName: String) {
        self.style = style
        self.shapeName = shapeName
    }

    package init(style: DrawingStyle, shape: Shape) {
        self.init(style: style, shapeName: shape.rawValue)
    }

    /// Reads `grid`, `shaped_<name>` or `corridor_<name>`; nil for anything else (including `organic`).
    package init?(parsing mazeType: String) {
        if mazeType == LatticeMazeType.rectWallsType {
            self.init(style: .walls, shapeName: Shape.rect.rawValue)
        } else if mazeType.hasPrefix(LatticeMazeType.shapedWallsPrefix) {
            self.init(style: .walls, shapeName: String(mazeType.dropFirst(LatticeMazeType.shapedWallsPrefix.count)))
        } else if mazeType.hasPrefix(LatticeMazeType.corridorPrefix) {
            self.init(style: .corridor, shapeName: String(mazeType.dropFirst(LatticeMazeType.corridorPrefix.count)))
        } else {
            return nil
        }
    }

    /// The shape MazeKit knows by this name, or nil for a name it can draw but not generate.
    package var shape: Shape? { Shape(rawValue: shapeName) }

    /// Whether `shapeName` is one of MazeKit's shapes; callers warn (not fail) when it is not.
    var isKnownShape: Bool { shape != nil }

    /// The `maze_type` text the generator writes: `grid` for rect walls, `shaped_<name>` for other
    /// walls, `corridor_<name>` for corridors. (`shaped_rect` parses but is written as `grid`.)
    package var description: String {
        switch style {
        case .walls where shapeName == Shape.rect.rawValue: return LatticeMazeType.rectWallsType
        case .walls: return LatticeMazeType.shapedWallsPrefix + shapeName
        case .corridor: return LatticeMazeType.corridorPrefix + shapeName
        }
    }
}
