@testable import ContentFormat
@testable import ContentSupport
import ContentTestSupport
@testable import ContentValidate
import Foundation
import LabyrinthKit
import Testing

/// Bugs a review of the change found, each pinned by the input that showed it.
@Suite("review fixes")
struct ReviewFixesTests {
    /// An avoid maze whose start point is a number no Int holds trapped the placement rule.
    @Test func aHugeStartPointOnAnAvoidMazeIsAFindingNotACrash() throws {
        var files = try AppLayoutFolder.files()
        try AppLayoutFolder.edit(&files, AppLayoutFolder.avoidFile) {
            $0.setting("/path_data/start_point/x", to: .number(JSONNumber(literal: "1e300")))
        }
        let report = try TodaysContentTests.validate(files)
        #expect(report.findings.contains { $0.file == AppLayoutFolder.avoidFile && $0.severity == .error })
    }

    struct Widths: Decodable, Equatable {
        var small: UInt8
        var wide: Int64
        var single: Float
        var nested: [Int32?]
    }

    /// Scalar types the documents do not use yet recursed without end; they now decode as Foundation does.
    @Test(arguments: [
        #"{"small": 200, "wide": 9000000000, "single": 1.5, "nested": [1, null, 3.0]}"#,
        #"{"small": 300, "wide": 1, "single": 1.5, "nested": []}"#,
        #"{"small": 1, "wide": 1, "single": 1e300, "nested": []}"#,
        #"{"small": 1.5, "wide": 1, "single": 1, "nested": []}"#,
        #"{"small": 1, "wide": 1, "single": 1, "nested": [2147483648]}"#,
    ])
    func otherScalarTypesAgreeWithFoundation(_ text: String) throws {
        let foundation = try? JSONDecoder().decode(Widths.self, from: Data(text.utf8))
        let ours = try? JSONValueDecoder.decode(Widths.self, from: JSONReader.parse(Array(text.utf8)).value)
        #expect(ours == foundation)
    }

    /// The app reads a file that starts with a UTF-8 byte order mark, so validate does too.
    @Test func aByteOrderMarkIsNoSyntaxError() throws {
        let text = Array(ExampleLabyrinth.text.utf8)
        let report = try Validator(profile: ValidFolder.profile, rules: [JSONSyntaxRule(), DecodingContractRule()])
            .validate(InMemoryContentSource(["denny_001_easy.json": [0xEF, 0xBB, 0xBF] + text]))
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect((try? JSONDecoder().decode(Labyrinth.self, from: Data([0xEF, 0xBB, 0xBF] + text))) != nil)
    }
}
