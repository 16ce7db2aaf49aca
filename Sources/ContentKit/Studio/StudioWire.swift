/// The JSON the page and the studio exchange (the shared contract written down for the page: every key snake_case).

struct LevelRequest: Decodable {
    var labyrinthID: String
    var edit: LevelEdit?
    var previousSeed: UInt64?

    enum CodingKeys: String, CodingKey {
        case labyrinthID = "labyrinth_id"
        case edit
        case previousSeed = "previous_seed"
    }
}

/// A level as the page changed it: the objects moved (every item and obstacle, in the file's order), or a new seed.
struct LevelEdit: Codable, Equatable, Sendable {
    var items: [[Double]]?
    var obstacles: [[Double]]?
    var seed: UInt64?
}

struct StoryRequest: Decodable {
    var storyID: String
    var texts: [String: String]?

    enum CodingKeys: String, CodingKey {
        case storyID = "story_id"
        case texts
    }
}

struct SaveRequest: Decodable {
    struct Edits: Decodable {
        var levels: [String: LevelEdit]?
        var stories: [String: StoryEdit]?
    }
    struct StoryEdit: Decodable {
        var texts: [String: String]?
    }
    var edits: Edits
    var loadedStamp: String?
    var dryRun: Bool?

    enum CodingKeys: String, CodingKey {
        case edits
        case loadedStamp = "loaded_stamp"
        case dryRun = "dry_run"
    }
}

struct WireObject: Encodable, Equatable {
    var kind: String
    var index: Int
}

struct WireFinding: Encodable, Equatable {
    var rule: String
    var severity: String
    var message: String
    var pointer: String?
    var file: String?
    var object: WireObject?
    var key: String?
}

struct LevelReply: Encodable {
    var labyrinthID: String
    var storyID: String
    var level: String
    var width: Int
    var height: Int
    var drawing: String
    var items: [[Double]]
    var obstacles: [[Double]]
    var itemRadius: Double
    var obstacleRadius: Double
    var solution: [[Double]]
    var centreLines: [[[Double]]]
    var findings: [WireFinding]
    var seed: UInt64?

    enum CodingKeys: String, CodingKey {
        case labyrinthID = "labyrinth_id"
        case storyID = "story_id"
        case level, width, height, drawing, items, obstacles
        case itemRadius = "item_radius"
        case obstacleRadius = "obstacle_radius"
        case solution
        case centreLines = "centre_lines"
        case findings, seed
    }
}

struct CatalogueReply: Encodable {
    struct Pack: Encodable {
        var id: String
        var title: String
        var stories: [StoryEntry]
    }
    struct StoryEntry: Encodable {
        var id: String
        var number: Int
        var title: String
        var kind: String
        var levels: [LevelEntry]
    }
    struct LevelEntry: Encodable {
        var labyrinthID: String
        var level: String
        var errors: Int
        var warnings: Int

        enum CodingKeys: String, CodingKey {
            case labyrinthID = "labyrinth_id"
            case level, errors, warnings
        }
    }
    var stamp: String
    var packs: [Pack]
}

struct ClipEntry: Encodable, Equatable {
    var name: String
    var key: String
    var state: String
    var url: String?
}

struct StoryReply: Encodable {
    var storyID: String
    var texts: [String: String]
    var findings: [WireFinding]
    var clips: [ClipEntry]

    enum CodingKeys: String, CodingKey {
        case storyID = "story_id"
        case texts, findings, clips
    }
}

struct SaveReply: Encodable {
    struct Change: Encodable, Equatable {
        var file: String
        var summary: String
    }
    var changes: [Change]
    var findings: [WireFinding]
    var written: [String]
    var unchanged: Int
    var stamp: String
}

struct ErrorReply: Encodable {
    var error: String
    var file: String?
    var key: String?
}

struct StampReply: Encodable {
    var stamp: String
}
