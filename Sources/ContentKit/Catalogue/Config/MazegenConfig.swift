import MazeKit

/// Every tunable of the pipeline, read from `config.yaml`. Without that file `MazegenConfig.defaults`
/// applies, which equals the shipped file (a test holds them together).
package struct MazegenConfig: Codable, Sendable, Equatable {
    package var seed: Int
    package var universe: String
    /// Where the labyrinth JSON files, manifest and samples live (default DIR of the commands).
    package var contentFolder: String
    /// Where `universe.yaml` and `packs/*.yaml` live.
    package var storiesFolder: String
    package var canvas: CanvasConfig
    /// Ordered from easiest to hardest; the order is the order of files in the manifest.
    package var levels: [LevelConfig]
    package var shapes: ShapeScales
    package var generation: GenerationConfig
    /// How avoid stories place their obstacles, and how the app judges them.
    package var avoid: AvoidConfig
    /// How the app finishes a story, and the sharpest bend an organic path may ask of a finger.
    package var play: PlayConfig
    /// How much one labyrinth file may hold before validate and import refuse it.
    package var limits: LimitsConfig
    package var migration: MigrationConfig
    /// How the stories' clips are made and checked; may be left out (the defaults stand in).
    package var narration: NarrationConfig

    package init(
        seed: Int, universe: String, contentFolder: String, storiesFolder: String, canvas: CanvasConfig,
        levels: [LevelConfig], shapes: ShapeScales, generation: GenerationConfig, avoid: AvoidConfig,
        play: PlayConfig, limits: LimitsConfig, migration: MigrationConfig,
        narration: NarrationConfig = .standard
    ) {
        self.seed = seed
        self.universe = universe
        self.contentFolder = contentFolder
        self.storiesFolder = storiesFolder
        self.canvas = canvas
        self.levels = levels
        self.shapes = shapes
        self.generation = generation
        self.avoid = avoid
        self.play = play
        self.limits = limits
        self.migration = migration
        self.narration = narration
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case seed, universe
        case contentFolder = "content_folder"
        case storiesFolder = "stories_folder"
        case canvas, levels, shapes, generation, avoid, play, limits, migration, narration
    }

    /// `limits` may be left out: a config.yaml written before it existed keeps working, with the defaults' limits.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seed = try container.decode(Int.self, forKey: .seed)
        universe = try container.decode(String.self, forKey: .universe)
        contentFolder = try container.decode(String.self, forKey: .contentFolder)
        storiesFolder = try container.decode(String.self, forKey: .storiesFolder)
        canvas = try container.decode(CanvasConfig.self, forKey: .canvas)
        levels = try container.decode([LevelConfig].self, forKey: .levels)
        shapes = try container.decode(ShapeScales.self, forKey: .shapes)
        generation = try container.decode(GenerationConfig.self, forKey: .generation)
        avoid = try container.decode(AvoidConfig.self, forKey: .avoid)
        play = try container.decode(PlayConfig.self, forKey: .play)
        limits = try container.decodeIfPresent(LimitsConfig.self, forKey: .limits) ?? MazegenConfig.defaults.limits
        migration = try container.decode(MigrationConfig.self, forKey: .migration)
        narration = try container.decodeIfPresent(NarrationConfig.self, forKey: .narration) ?? .standard
    }

    package var levelNames: [String] { levels.map(\.name) }

    package func level(named name: String) -> LevelConfig? {
        levels.first { $0.name == name }
    }
}

extension MazegenConfig: SchemaDescribed {
    static var keySchema: KeySchema {
        .object(
            CodingKeys.self,
            nested: [
                .canvas: CanvasConfig.keySchema,
                .levels: .list(LevelConfig.keySchema),
                .shapes: ShapeScales.keySchema,
                .generation: GenerationConfig.keySchema,
                .avoid: AvoidConfig.keySchema,
                .play: PlayConfig.keySchema,
                .limits: LimitsConfig.keySchema,
                .migration: MigrationConfig.keySchema,
                .narration: NarrationConfig.keySchema,
            ])
    }
}

package struct CanvasConfig: Codable, Sendable, Equatable {
    package var width: Int
    package var height: Int
    package var margin: Int

    package init(width: Int, height: Int, margin: Int) {
        self.width = width
        self.height = height
        self.margin = margin
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case width, height, margin
    }

    static var keySchema: KeySchema { .object(CodingKeys.self) }
}

package struct GridSize: Codable, Sendable, Equatable {
    package var rows: Int
    package var cols: Int

    package init(rows: Int, cols: Int) {
        self.rows = rows
        self.cols = cols
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case rows, cols
    }

    static var keySchema: KeySchema { .object(CodingKeys.self) }

}

package struct LevelConfig: Codable, Sendable, Equatable {
    /// The level's name in file names and JSON (`easy`, `medium`, `hard`).
    package var name: String
    package var grid: GridSize
    package var pathWidth: Int
    package var pathTolerance: Int
    /// Internal walls removed after the spanning tree is carved: the number of loops.
    package var extraConnections: Int
    /// Share of all cells the shortest route must visit.
    package var minSolutionShare: Double
    package var minTurns: Int
    /// Items to collect on a collect story.
    package var adventureItems: Int
    /// Obstacles to go around on an avoid story.
    package var avoidObstacles: Int
    /// The winding path of an organic story at this level.
    package var organicPath: OrganicPathConfig

    package init(
        name: String, grid: GridSize, pathWidth: Int, pathTolerance: Int, extraConnections: Int,
        minSolutionShare: Double, minTurns: Int, adventureItems: Int, avoidObstacles: Int,
        organicPath: OrganicPathConfig
    ) {
        self.name = name
        self.grid = grid
        self.pathWidth = pathWidth
        self.pathTolerance = pathTolerance
        self.extraConnections = extraConnections
        self.minSolutionShare = minSolutionShare
        self.minTurns = minTurns
        self.adventureItems = adventureItems
        self.avoidObstacles = avoidObstacles
        self.organicPath = organicPath
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case name, grid
        case pathWidth = "path_width"
        case pathTolerance = "path_tolerance"
        case extraConnections = "extra_connections"
        case minSolutionShare = "min_solution_share"
        case minTurns = "min_turns"
        case adventureItems = "adventure_items"
        case avoidObstacles = "avoid_obstacles"
        case organicPath = "organic_path"
    }

    static var keySchema: KeySchema {
        .object(CodingKeys.self, nested: [.grid: GridSize.keySchema, .organicPath: OrganicPathConfig.keySchema])
    }
}

/// How much a shaped maze's grid grows so the cells inside the shape stay near the level's count.
package struct ShapeScales: Codable, Sendable, Equatable {
    package var rect: Double
    package var triangle: Double
    package var diamond: Double
    package var circle: Double
    package var mountain: Double
    package var tree: Double
    package var shell: Double

    package init(
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

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case rect, triangle, diamond, circle, mountain, tree, shell
    }

    static var keySchema: KeySchema { .object(CodingKeys.self) }

    package func scale(for shape: Shape) -> Double {
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

package struct GenerationConfig: Codable, Sendable, Equatable {
    /// Mazes tried per story and level before generation fails with an error.
    package var maxAttempts: Int
    /// Share of an adventure's items placed on the solution; the rest go on side branches.
    package var itemShareOnSolution: Double

    package init(maxAttempts: Int, itemShareOnSolution: Double) {
        self.maxAttempts = maxAttempts
        self.itemShareOnSolution = itemShareOnSolution
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case maxAttempts = "max_attempts"
        case itemShareOnSolution = "item_share_on_solution"
    }

    static var keySchema: KeySchema { .object(CodingKeys.self) }
}

/// An organic story's path at one level: the stroke narrows as the level rises, and a narrower stroke draws its
/// figure in more detail.
package struct OrganicPathConfig: Codable, Sendable, Equatable {
    /// The stroke width the app draws (`path_data.width`).
    package var width: Int
    /// A figure path has at least this many pieces (`segments`): the app team's quality check.
    var minSegments: Int

    package init(width: Int, minSegments: Int) {
        self.width = width
        self.minSegments = minSegments
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case width
        case minSegments = "min_segments"
    }

    static var keySchema: KeySchema { .object(CodingKeys.self) }
}

/// What a child can finish: the app's completion rule, the sharpest bend a figure path asks a finger to follow,
/// and where a path's start, end and items may be.
package struct PlayConfig: Codable, Sendable, Equatable {
    /// The app completes a story as soon as the finger comes this close to the end point (canvas units).
    package var completionRadius: Double
    /// The largest turn of an organic path at one control point, in degrees (180 is straight back).
    var maxBend: Double
    /// The app team's check: the start point at least this far from the end point (canvas units), so the child
    /// does not arrive before setting out.
    package var minStartEndDistance: Double
    /// The app team's check: the start point's `y` more than this (canvas units); the top of the canvas sits under
    /// the pull-down.
    package var startTopMargin: Double
    /// No item of an organic path closer than this to its start (canvas units).
    var itemStartDistance: Double
    /// The items of an organic path at least this share of the way apart.
    var itemSpacing: Double

    package init(
        completionRadius: Double, maxBend: Double, minStartEndDistance: Double, startTopMargin: Double,
        itemStartDistance: Double,
        itemSpacing: Double
    ) {
        self.completionRadius = completionRadius
        self.maxBend = maxBend
        self.minStartEndDistance = minStartEndDistance
        self.startTopMargin = startTopMargin
        self.itemStartDistance = itemStartDistance
        self.itemSpacing = itemSpacing
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case completionRadius = "completion_radius"
        case maxBend = "max_bend"
        case minStartEndDistance = "min_start_end_distance"
        case startTopMargin = "start_top_margin"
        case itemStartDistance = "item_start_distance"
        case itemSpacing = "item_spacing"
    }

    /// The keys added in 1.4.0 may be left out: a config.yaml written before them keeps working, with the defaults'.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = MazegenConfig.defaults.play
        completionRadius = try container.decode(Double.self, forKey: .completionRadius)
        maxBend = try container.decode(Double.self, forKey: .maxBend)
        minStartEndDistance =
            try container.decodeIfPresent(Double.self, forKey: .minStartEndDistance) ?? defaults.minStartEndDistance
        startTopMargin = try container.decodeIfPresent(Double.self, forKey: .startTopMargin) ?? defaults.startTopMargin
        itemStartDistance =
            try container.decodeIfPresent(Double.self, forKey: .itemStartDistance) ?? defaults.itemStartDistance
        itemSpacing = try container.decodeIfPresent(Double.self, forKey: .itemSpacing) ?? defaults.itemSpacing
    }

    static var keySchema: KeySchema { .object(CodingKeys.self) }

    /// The same rules as the path library takes them, at a level whose finger may stray `tolerance` from the path.
    package func strokeRules(tolerance: Double) -> StrokeCheck.Rules {
        StrokeCheck.Rules(
            completionRadius: completionRadius, maxBend: maxBend, tolerance: tolerance,
            minStartEndDistance: minStartEndDistance,
            itemStartDistance: itemStartDistance, itemSpacing: itemSpacing)
    }
}

/// Avoid stories: where their obstacles go and what the app counts as passing one.
package struct AvoidConfig: Codable, Sendable, Equatable {
    /// The app team's promise: no obstacle closer to the start point than this (canvas units).
    package var minStartDistance: Double
    /// A finger within this distance of an obstacle's centre hits it (the app's rule, canvas units).
    package var hitRadius: Double
    /// How far an obstacle is drawn beside the route's centre line, as a share of a cell.
    package var offsetFraction: Double
    /// Braiding opens dead ends, so an avoid maze has more loops than the level's extra connections;
    /// `at_least` judges its loops as a minimum, `exactly` as for other mazes.
    package var loops: LoopRule

    package enum LoopRule: String, Codable, Sendable, CaseIterable {
        case exactly
        case atLeast = "at_least"
    }

    package init(minStartDistance: Double, hitRadius: Double, offsetFraction: Double, loops: LoopRule) {
        self.minStartDistance = minStartDistance
        self.hitRadius = hitRadius
        self.offsetFraction = offsetFraction
        self.loops = loops
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case minStartDistance = "min_start_distance"
        case hitRadius = "hit_radius"
        case offsetFraction = "offset_fraction"
        case loops
    }

    static var keySchema: KeySchema { .object(CodingKeys.self, nested: [.loops: .choice(LoopRule.self)]) }
}

/// The most one labyrinth file may hold. `validate` gates pull requests anyone may open and `import` reads folders
/// from elsewhere: a file far beyond anything the app ships is refused with the limit named, before it can stall
/// the gate or be copied into the catalogue.
package struct LimitsConfig: Codable, Sendable, Equatable {
    /// A file larger than this (a labyrinth, the manifest, the samples, import's catalogue YAML) is not read past the limit.
    package var fileBytes: Int
    /// Entries of `path_data.segments`.
    package var segments: Int
    /// Entries of `path_data.control_points`.
    package var points: Int
    /// Entries of `path_data.items` and of `path_data.avoid_items`, each.
    package var items: Int
    /// Members of any one object of the file.
    package var keysPerObject: Int
    /// Characters of any one string of the file.
    package var textLength: Int

    package init(fileBytes: Int, segments: Int, points: Int, items: Int, keysPerObject: Int, textLength: Int) {
        self.fileBytes = fileBytes
        self.segments = segments
        self.points = points
        self.items = items
        self.keysPerObject = keysPerObject
        self.textLength = textLength
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case fileBytes = "file_bytes"
        case segments, points, items
        case keysPerObject = "keys_per_object"
        case textLength = "text_length"
    }

    static var keySchema: KeySchema { .object(CodingKeys.self) }
}
