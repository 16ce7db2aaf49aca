/// The quality rules of one level (values come from the config, never from MazeKit).
public struct LevelRules: Sendable, Hashable {
    /// Rows of a rectangular maze at this level; shaped mazes scale them.
    public var rows: Int
    /// Columns of a rectangular maze at this level; shaped mazes scale them.
    public var cols: Int
    /// Walls opened after carving the perfect maze: exactly this many loops.
    public var extraConnections: Int
    /// Minimum share of inside cells the shortest route must visit (0...1); in an avoid maze the clear route too.
    public var minSolutionShare: Double
    /// Minimum number of direction changes along every shortest route (so along the fewest-turn one); in an avoid
    /// maze along the clear route too (`GeneratedMaze.solution`), the one its `solution_path` shows.
    public var minTurns: Int
    /// Adventure items at this level.
    public var itemCount: Int

    /// The rules of one level, each value as the config gives it.
    public init(rows: Int, cols: Int, extraConnections: Int, minSolutionShare: Double, minTurns: Int, itemCount: Int) {
        self.rows = rows
        self.cols = cols
        self.extraConnections = extraConnections
        self.minSolutionShare = minSolutionShare
        self.minTurns = minTurns
        self.itemCount = itemCount
    }
}

/// Everything needed to generate one labyrinth.
public struct MazeRequest: Sendable {
    /// The level's quality rules; the maze is carved again until it meets them.
    public var rules: LevelRules
    /// The maze's outline.
    public var shape: Shape
    /// The shape's area factor from the config (rect 1.0, circle 1.8, …); see
    /// `Shape.scaledDimensions(rows:cols:scale:)`.
    public var shapeScale: Double
    /// Where the start character stands; never a top position.
    public var start: GridPosition
    /// Where the end stands (any position, top ones too).
    public var end: GridPosition
    /// Walls or corridors: decides `GeneratedMaze.drawing`.
    public var style: DrawingStyle
    /// Items to place: `rules.itemCount` for adventure stories, 0 otherwise.
    public var itemCount: Int
    /// The share of the items that go on the route, the rest on side branches.
    public var itemShareOnSolution: Double
    /// The drawing area the maze is laid out on (`MazeLayout`).
    public var canvas: Canvas
    /// The random stream, usually `MazeRandom.seeded(seed:key:)` with the labyrinth id as key.
    public var random: MazeRandom
    /// Carve-and-check attempts before giving up with `MazeGenerationError.constraintsNotMet`.
    public var maxAttempts: Int
    /// For an avoid story: braid the maze and put these obstacles on its route. Nil for every other
    /// story, which then draws exactly the random numbers it always did.
    public var obstacles: ObstacleRequest?

    /// A request with the usual item share, attempt limit and no obstacles unless given.
    public init(
        rules: LevelRules,
        shape: Shape,
        shapeScale: Double,
        start: GridPosition,
        end: GridPosition,
        style: DrawingStyle,
        itemCount: Int,
        itemShareOnSolution: Double = 0.4,
        canvas: Canvas,
        random: MazeRandom,
        maxAttempts: Int = 1000,
        obstacles: ObstacleRequest? = nil
    ) {
        self.rules = rules
        self.shape = shape
        self.shapeScale = shapeScale
        self.start = start
        self.end = end
        self.style = style
        self.itemCount = itemCount
        self.itemShareOnSolution = itemShareOnSolution
        self.canvas = canvas
        self.random = random
        self.maxAttempts = maxAttempts
        self.obstacles = obstacles
    }
}

/// A finished labyrinth that meets its level's rules.
public struct GeneratedMaze: Sendable {
    /// The shape's lattice and mask (scaled by `shapeScale`).
    public let grid: Grid
    /// The shape it was carved in.
    public let shape: Shape
    /// The style `drawing` is in.
    public let style: DrawingStyle
    /// The open walls; every drawing and route is derived from them.
    public let passages: Passages
    /// The cell the start position names.
    public let start: Cell
    /// The cell the end position names.
    public let end: Cell
    /// The shortest route with the fewest turns, start first, end last: the level's share and turns are its.
    public let route: [Cell]
    /// The route `solution_path` draws, start first, end last: `route` itself, but in an avoid maze the shortest
    /// route (fewest turns among those) keeping every obstacle beyond the hit radius, since the app shows the
    /// solution to the child and a route through an obstacle would show a hit. It keeps the level's turns and
    /// share as `route` does.
    public let solution: [Cell]
    /// The measures the level's rules were checked on.
    public let metrics: MazeMetrics
    /// Items sorted row-major by cell.
    public let items: [MazeItem]
    /// Obstacles in route order; empty unless the request asked for them.
    public let obstacles: [MazeObstacle]
    /// Where the cells sit on the canvas; turns a cell into canvas units.
    public let layout: MazeLayout
    /// Which attempt (1-based) produced this maze.
    public let attempts: Int
    /// The maze drawing in the requested style: `MazeDrawing.walls` or `MazeDrawing.corridors`.
    public let drawing: String
    /// `MazeDrawing.polyline(through: solution, layout:)`.
    public let solutionPath: String
    /// Every open passage once, `MazeDrawing.segments` order.
    public let segments: [Segment]

    /// The start cell's centre on the canvas, where the start character is drawn.
    public var startPoint: Point { layout.centre(of: start) }
    /// The end cell's centre on the canvas, where the end character is drawn.
    public var endPoint: Point { layout.centre(of: end) }

    /// How well the obstacles can be avoided along the drawn centre lines (`hitRadius` as requested).
    package func obstacleClearance(hitRadius: Double) -> ObstacleClearance {
        CentreLineGraph(maze: self).clearance(
            from: grid.index(of: start), to: grid.index(of: end),
            obstacles: obstacles.map { DrawnPoint(x: Double($0.point.x), y: Double($0.point.y)) }, hitRadius: hitRadius)
    }

    /// The walls drawing regardless of style (e.g. for difficulty samples).
    public var wallDrawing: String {
        style == .walls ? drawing : MazeDrawing.walls(grid: grid, passages: passages, layout: layout)
    }

    /// The app's `maze_type`: `grid` for rect walls, `shaped_<shape>` for other walls,
    /// `corridor_<shape>` for corridors.
    package var mazeType: String { LatticeMazeType(style: style, shape: shape).description }
}

extension DrawingStyle {
    /// The style a `maze_type` value names, or nil when it names no grid maze. Any shape name after
    /// the prefix gives a style (see `LatticeMazeType`, which also exposes the name).
    package init?(mazeType: String) {
        guard let type = LatticeMazeType(parsing: mazeType) else { return nil }
        self = type.style
    }
}
