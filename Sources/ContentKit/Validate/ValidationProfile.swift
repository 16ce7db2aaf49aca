/// What the validator expects of a folder: the universe, the levels and what each promises, the canvas,
/// and the names the old 5-level layout used. The lead converts the loaded config into this; `standard`
/// holds SPEC.md's values so `validate` works on any folder without a config.
public struct ValidationProfile: Sendable, Equatable {
    public struct Level: Sendable, Equatable {
        public var name: String
        public var rows: Int
        public var cols: Int
        public var pathWidth: Int
        public var extraConnections: Int
        public var minSolutionShare: Double
        public var minTurns: Int
        public var adventureItems: Int

        public init(
            name: String, rows: Int, cols: Int, pathWidth: Int, extraConnections: Int,
            minSolutionShare: Double, minTurns: Int, adventureItems: Int
        ) {
            self.name = name
            self.rows = rows
            self.cols = cols
            self.pathWidth = pathWidth
            self.extraConnections = extraConnections
            self.minSolutionShare = minSolutionShare
            self.minTurns = minTurns
            self.adventureItems = adventureItems
        }
    }

    public var universe: String
    /// In the order the manifest lists a story's levels (easy, medium, hard).
    public var levels: [Level]
    /// File-name suffixes of the old layout (`lv1` … `lv5`).
    public var legacyLevelSuffixes: [String]
    /// Difficulty names only the old layout used (`beginner`, `expert`).
    public var legacyLevelNames: [String]
    public var canvasWidth: Int
    public var canvasHeight: Int

    public init(
        universe: String, levels: [Level], legacyLevelSuffixes: [String], legacyLevelNames: [String],
        canvasWidth: Int, canvasHeight: Int
    ) {
        self.universe = universe
        self.levels = levels
        self.legacyLevelSuffixes = legacyLevelSuffixes
        self.legacyLevelNames = legacyLevelNames
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
    }

    public static let standard = ValidationProfile(
        universe: "denny",
        levels: [
            Level(name: "easy", rows: 3, cols: 4, pathWidth: 40, extraConnections: 1,
                  minSolutionShare: 0.3, minTurns: 3, adventureItems: 2),
            Level(name: "medium", rows: 6, cols: 8, pathWidth: 30, extraConnections: 4,
                  minSolutionShare: 0.4, minTurns: 5, adventureItems: 4),
            Level(name: "hard", rows: 10, cols: 13, pathWidth: 22, extraConnections: 8,
                  minSolutionShare: 0.4, minTurns: 7, adventureItems: 6),
        ],
        legacyLevelSuffixes: ["lv1", "lv2", "lv3", "lv4", "lv5"],
        legacyLevelNames: ["beginner", "expert"],
        canvasWidth: 600,
        canvasHeight: 500
    )

    public var levelNames: [String] { levels.map(\.name) }

    public func level(named name: String) -> Level? { levels.first { $0.name == name } }

    /// The position of a level in a story's order, for sorting manifest entries.
    public func levelIndex(of name: String) -> Int? { levels.firstIndex { $0.name == name } }
}
