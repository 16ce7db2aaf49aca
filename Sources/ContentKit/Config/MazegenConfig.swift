import MazeKit

/// Every tunable of the pipeline, read from `config.yaml`. Without that file `MazegenConfig.defaults`
/// applies, which equals the shipped file (a test holds them together).
public struct MazegenConfig: Codable, Sendable, Equatable {
    public var seed: Int
    public var universe: String
    /// Where the labyrinth JSON files, manifest and samples live (default DIR of the commands).
    public var contentFolder: String
    /// Where `universe.yaml` and `packs/*.yaml` live.
    public var storiesFolder: String
    public var canvas: CanvasConfig
    /// Ordered from easiest to hardest; the order is the order of files in the manifest.
    public var levels: [LevelConfig]
    public var shapes: ShapeScales
    public var generation: GenerationConfig
    public var migration: MigrationConfig

    public init(
        seed: Int, universe: String, contentFolder: String, storiesFolder: String, canvas: CanvasConfig,
        levels: [LevelConfig], shapes: ShapeScales, generation: GenerationConfig, migration: MigrationConfig
    ) {
        self.seed = seed
        self.universe = universe
        self.contentFolder = contentFolder
        self.storiesFolder = storiesFolder
        self.canvas = canvas
        self.levels = levels
        self.shapes = shapes
        self.generation = generation
        self.migration = migration
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case seed, universe
        case contentFolder = "content_folder"
        case storiesFolder = "stories_folder"
        case canvas, levels, shapes, generation, migration
    }

    public var levelNames: [String] { levels.map(\.name) }

    public func level(named name: String) -> LevelConfig? {
        levels.first { $0.name == name }
    }
}

extension MazegenConfig: SchemaDescribed {
    static var keySchema: KeySchema {
        .object(CodingKeys.self, nested: [
            .canvas: CanvasConfig.keySchema,
            .levels: .list(LevelConfig.keySchema),
            .shapes: ShapeScales.keySchema,
            .generation: GenerationConfig.keySchema,
            .migration: MigrationConfig.keySchema,
        ])
    }
}

public struct CanvasConfig: Codable, Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var margin: Int

    public init(width: Int, height: Int, margin: Int) {
        self.width = width
        self.height = height
        self.margin = margin
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case width, height, margin
    }

    static var keySchema: KeySchema { .object(CodingKeys.self) }
}

public struct GridSize: Codable, Sendable, Equatable {
    public var rows: Int
    public var cols: Int

    public init(rows: Int, cols: Int) {
        self.rows = rows
        self.cols = cols
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case rows, cols
    }

    static var keySchema: KeySchema { .object(CodingKeys.self) }

}

public struct LevelConfig: Codable, Sendable, Equatable {
    /// The level's name in file names and JSON (`easy`, `medium`, `hard`).
    public var name: String
    public var grid: GridSize
    public var pathWidth: Int
    public var pathTolerance: Int
    /// Internal walls removed after the spanning tree is carved: the number of loops.
    public var extraConnections: Int
    /// Share of all cells the shortest route must visit.
    public var minSolutionShare: Double
    public var minTurns: Int
    public var adventureItems: Int

    public init(
        name: String, grid: GridSize, pathWidth: Int, pathTolerance: Int, extraConnections: Int,
        minSolutionShare: Double, minTurns: Int, adventureItems: Int
    ) {
        self.name = name
        self.grid = grid
        self.pathWidth = pathWidth
        self.pathTolerance = pathTolerance
        self.extraConnections = extraConnections
        self.minSolutionShare = minSolutionShare
        self.minTurns = minTurns
        self.adventureItems = adventureItems
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, grid
        case pathWidth = "path_width"
        case pathTolerance = "path_tolerance"
        case extraConnections = "extra_connections"
        case minSolutionShare = "min_solution_share"
        case minTurns = "min_turns"
        case adventureItems = "adventure_items"
    }

    static var keySchema: KeySchema { .object(CodingKeys.self, nested: [.grid: GridSize.keySchema]) }
}

/// How much a shaped maze's grid grows so the cells inside the shape stay near the level's count.
public struct ShapeScales: Codable, Sendable, Equatable {
    public var rect: Double
    public var triangle: Double
    public var diamond: Double
    public var circle: Double
    public var mountain: Double
    public var tree: Double
    public var shell: Double

    public init(
        rect: Double, triangle: Double, diamond: Double, circle: Double, mountain: Double, tree: Double, shell: Double
    ) {
        self.rect = rect
        self.triangle = triangle
        self.diamond = diamond
        self.circle = circle
        self.mountain = mountain
        self.tree = tree
        self.shell = shell
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case rect, triangle, diamond, circle, mountain, tree, shell
    }

    static var keySchema: KeySchema { .object(CodingKeys.self) }

    public func scale(for shape: Shape) -> Double {
        switch shape {
        case .rect: rect
        case .triangle: triangle
        case .diamond: diamond
        case .circle: circle
        case .mountain: mountain
        case .tree: tree
        case .shell: shell
        }
    }
}

public struct GenerationConfig: Codable, Sendable, Equatable {
    /// Mazes tried per story and level before generation fails with an error.
    public var maxAttempts: Int
    /// Share of an adventure's items placed on the solution; the rest go on side branches.
    public var itemShareOnSolution: Double

    public init(maxAttempts: Int, itemShareOnSolution: Double) {
        self.maxAttempts = maxAttempts
        self.itemShareOnSolution = itemShareOnSolution
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case maxAttempts = "max_attempts"
        case itemShareOnSolution = "item_share_on_solution"
    }

    static var keySchema: KeySchema { .object(CodingKeys.self) }
}
