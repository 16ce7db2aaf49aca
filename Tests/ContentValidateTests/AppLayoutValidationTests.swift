import ContentTestSupport
import Foundation
import Testing

@testable import ContentFormat
@testable import ContentJSON
@testable import ContentSupport
@testable import ContentValidate

/// A folder in the app's layout (three packs, collect and avoid, organic, several shapes, a manifest without
/// `universe`, a colour the app only tolerates) validates without errors, and every kind of broken obstacle is
/// caught at its file and pointer.
@Suite("validate: a folder in the app's layout")
struct AppLayoutValidationTests {
    static func validate(_ files: [String: [UInt8]]) throws -> ValidationReport {
        try Validator().validate(InMemoryContentSource(files))
    }

    @Test func theAppsLayoutHasNoErrors() throws {
        let report = try Self.validate(AppLayoutFolder.files())
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
        ObstacleDefect(
            description: "avoid_items is a string", rule: "labyrinth.decode", pointer: "/path_data/avoid_items"
        ) {
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
            $0.setting(
                "/path_data/avoid_items",
                to: .array([
                    .object(["x": .int(236), "y": .int(82), "emoji": .string("💧"), "on_solution": .bool(false)]),
                    .object(["x": .int(272), "y": .int(118), "emoji": .string("💧"), "on_solution": .bool(false)]),
                    .object(["x": .int(392), "y": .int(314), "emoji": .string("💧"), "on_solution": .bool(false)]),
                ]))
        },
        ObstacleDefect(description: "none on an avoid story", rule: "avoid.missing", pointer: "/path_data/avoid_items")
        {
            $0.setting("/path_data/avoid_items", to: .array([]))
        },
    ]

    @Test(arguments: defects)
    func eachObstacleDefectIsFoundAtItsPlace(_ defect: ObstacleDefect) throws {
        var files = try AppLayoutFolder.files()
        try AppLayoutFolder.edit(&files, AppLayoutFolder.avoidFile, defect.change)
        let report = try Self.validate(files)
        let found = report.findings.filter { $0.file == AppLayoutFolder.avoidFile && $0.ruleIdentifier == defect.rule }
        #expect(
            found.map(\.pointer) == [defect.pointer],
            "\(report.findings.filter { $0.file == AppLayoutFolder.avoidFile })")
        #expect(found.allSatisfy { $0.severity == .error && $0.line != nil })
    }

    /// An avoid maze whose start point is a number no Int holds trapped the placement rule.
    @Test func aHugeStartPointOnAnAvoidMazeIsAFindingNotACrash() throws {
        var files = try AppLayoutFolder.files()
        try AppLayoutFolder.edit(&files, AppLayoutFolder.avoidFile) {
            $0.setting("/path_data/start_point/x", to: .number(JSONNumber(literal: "1e300")))
        }
        let report = try Self.validate(files)
        #expect(report.findings.contains { $0.file == AppLayoutFolder.avoidFile && $0.severity == .error })
    }
}
