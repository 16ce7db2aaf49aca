import ContentSupport
import Foundation
import TestSupport
import Testing

@testable import ContentValidate

/// The app's own leaf finale (`../shared/fixtures/app-today/denny_060_*`): it ends at the leaf's tip, which the
/// outline passes at about 41 % of the way, its vein crosses the outline, and its lobe tips stand beside the stroke.
@Suite(
    "validate: the app's leaf finale",
    .enabled(if: Prerequisite.appFixture.admitsTest(), Comment(rawValue: Prerequisite.appFixture.skipReason)))
struct AppLeafFixtureTests {
    static let strokeRules: Set<String> = [
        "organic.earlyEnd", "organic.selfTouch", "organic.sharpBend", "organic.itemOffStroke", "organic.samePicture",
    ]

    @Test func eachLevelIsWarnedThatItEndsHalfwayAndTouchesItself() throws {
        let report = try Validator().validate(InMemoryContentSource(try AppLeafFixture.files()))
        let ours = report.findings.filter { Self.strokeRules.contains($0.ruleIdentifier) }
        #expect(ours.allSatisfy { $0.severity == .warning })
        for level in ["easy", "medium", "hard"] {
            let file = "denny_060_\(level).json"
            let early = ours.filter { $0.file == file && $0.ruleIdentifier == "organic.earlyEnd" }
            #expect(early.count == 1, "\(file)")
            let message = early.first?.message ?? ""
            #expect(["40 %", "41 %", "42 %"].contains { message.contains("at \($0) of the way") }, "\(message)")
            #expect(ours.contains { $0.file == file && $0.ruleIdentifier == "organic.selfTouch" }, "\(file)")
            #expect(ours.contains { $0.file == file && $0.ruleIdentifier == "organic.itemOffStroke" }, "\(file)")
        }
        // The vein up the middle crosses the stem the path started on.
        #expect(
            ours.contains {
                $0.file == "denny_060_easy.json" && $0.message.contains("at 79 % of the way")
                    && $0.message.contains("part at 3 %")
            })
        // Its levels are one leaf, finer as the level rises.
        #expect(!ours.contains { $0.ruleIdentifier == "organic.samePicture" })
    }
}

enum AppLeafFixture {
    static let folder = Prerequisite.appFolder
    static let names = ["easy", "medium", "hard"].map { "denny_060_\($0).json" }

    static func files() throws -> [String: [UInt8]] {
        Dictionary(
            uniqueKeysWithValues: try names.map { ($0, Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
        )
    }
}
