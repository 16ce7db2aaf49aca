@testable import ContentFormat
@testable import ContentJSON
@testable import ContentSupport
@testable import ContentValidate
import Foundation
import Testing

/// The app's content as it ships today (three packs, collect and avoid, organic, several shapes, a manifest
/// without `universe`, a colour the app only tolerates) validates without errors, and every kind of broken
/// obstacle is caught at its file and pointer.
@Suite("validate: the app's content today")
struct TodaysContentTests {
    static let shipped = LegacyFixture.repositoryRoot.appendingPathComponent("content/labyrinths")
    static let avoidFile = "denny_029_medium.json"

    /// The committed folder, reshaped into today's app layout: the forest pack split into two packs without
    /// free stories, no `universe` in the manifest, one shell maze renamed to a shape the config does not know,
    /// and one background colour that is not `#RRGGBB`.
    static func todaysFolder(unknownShape: Bool = true, tolerableColour: Bool = true) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: shipped.path) where name.hasSuffix(".json") {
            files[name] = Array(try Data(contentsOf: shipped.appendingPathComponent(name)))
        }
        let forest: JSONValue = .object([
            "id": .string("forest_friends"), "title": .string("Forest Friends"), "free_stories": .int(0),
            "stories": .array((21...30).map(JSONValue.int)),
        ])
        let meadow: JSONValue = .object([
            "id": .string("meadow_days"), "title": .string("Meadow Days"), "free_stories": .int(0),
            "stories": .array((31...40).map(JSONValue.int)),
        ])
        try edit(&files, ContentLayout.manifestName) { manifest in
            let ocean = manifest[pointer: "/packs/0"] ?? .null
            return manifest.setting("/universe", to: nil).setting("/packs", to: .array([ocean, forest, meadow]))
        }
        if unknownShape {
            try edit(&files, "denny_027_easy.json") { $0.setting("/path_data/maze_type", to: .string("shaped_starfish")) }
        }
        if tolerableColour {
            try edit(&files, "denny_021_easy.json") { $0.setting("/visual_theme/background_color", to: .string("forest green")) }
        }
        return files
    }

    static func edit(_ files: inout [String: [UInt8]], _ name: String, _ change: (JSONValue) -> JSONValue) throws {
        let value = try JSONReader.parse(try #require(files[name])).value
        files[name] = JSONWriter.bytes(change(value))
    }

    static func validate(_ files: [String: [UInt8]]) throws -> ValidationReport {
        try Validator().validate(InMemoryContentSource(files))
    }

    @Test func todaysFolderHasNoErrors() throws {
        let report = try Self.validate(Self.todaysFolder())
        #expect(report.errorCount == 0, "\(report.findings.filter { $0.severity == .error })")
        let warnings = Set(report.findings.map(\.ruleIdentifier))
        #expect(warnings == ["maze.unknownShape", "labyrinth.backgroundColor"])
        #expect(report.findings.allSatisfy { $0.severity == .warning })
    }

    struct ObstacleDefect: Sendable, CustomStringConvertible {
        var description: String
        var rule: String
        var pointer: JSONPointer
        var change: @Sendable (JSONValue) -> JSONValue
    }

    static let defects: [ObstacleDefect] = [
        ObstacleDefect(description: "no emoji", rule: "labyrinth.decode", pointer: "/path_data/avoid_items/0/emoji") {
            $0.setting("/path_data/avoid_items/0/emoji", to: nil)
        },
        ObstacleDefect(description: "x is a string", rule: "labyrinth.decode", pointer: "/path_data/avoid_items/0/x") {
            $0.setting("/path_data/avoid_items/0/x", to: .string("392"))
        },
        ObstacleDefect(description: "avoid_items is a string", rule: "labyrinth.decode", pointer: "/path_data/avoid_items") {
            $0.setting("/path_data/avoid_items", to: .string("💧"))
        },
        ObstacleDefect(description: "off the canvas", rule: "avoid.placement", pointer: "/path_data/avoid_items/0") {
            $0.setting("/path_data/avoid_items/0/x", to: .int(650))
        },
        ObstacleDefect(description: "on the start", rule: "avoid.placement", pointer: "/path_data/avoid_items/0") {
            $0.setting("/path_data/avoid_items/0/x", to: .int(216)).setting("/path_data/avoid_items/0/y", to: .int(418))
        },
        // The end (272, 82) is reached only through (216, 82) and (272, 138): an obstacle on each passage,
        // inside the neighbouring cell, leaves no way in.
        ObstacleDefect(description: "unavoidable", rule: "avoid.avoidable", pointer: "/path_data/avoid_items/0") {
            $0.setting("/path_data/avoid_items", to: .array([
                .object(["x": .int(236), "y": .int(82), "emoji": .string("💧"), "on_solution": .bool(false)]),
                .object(["x": .int(272), "y": .int(118), "emoji": .string("💧"), "on_solution": .bool(false)]),
                .object(["x": .int(392), "y": .int(314), "emoji": .string("💧"), "on_solution": .bool(false)]),
            ]))
        },
        ObstacleDefect(description: "none on an avoid story", rule: "avoid.missing", pointer: "/path_data/avoid_items") {
            $0.setting("/path_data/avoid_items", to: .array([]))
        },
    ]

    @Test(arguments: defects)
    func eachObstacleDefectIsFoundAtItsPlace(_ defect: ObstacleDefect) throws {
        var files = try Self.todaysFolder()
        try Self.edit(&files, Self.avoidFile, defect.change)
        let report = try Self.validate(files)
        let found = report.findings.filter { $0.file == Self.avoidFile && $0.ruleIdentifier == defect.rule }
        #expect(found.map(\.pointer) == [defect.pointer], "\(report.findings.filter { $0.file == Self.avoidFile })")
        #expect(found.allSatisfy { $0.severity == .error && $0.line != nil })
    }
}
