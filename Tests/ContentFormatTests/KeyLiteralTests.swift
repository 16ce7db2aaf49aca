import Foundation
import LabyrinthKit
import Testing

@testable import ContentFormat
@testable import ContentJSON

/// Rule, migration and import code looks members up by LabyrinthKit's coding keys (`labyrinth.string(.difficulty)`,
/// `entry[ManifestEntryKey.story]`); a key spelled as text (`object["difficulty"]`) would keep reading the old
/// member when the app renames one. This reads every Swift string literal in those folders and fails on one that
/// is an app key in a place where code looks a member up: a subscript, an argument, a list of keys, a comparison.
///
/// Not lookups, so not flagged: the JSON texts of rule examples (raw and multi-line strings), the entries of a
/// dictionary literal (the examples build their JSON values that way), a level name used as a value
/// (`"easy"` is also a key of the samples file, so it is flagged as a subscript only), messages (never equal
/// to a bare key) and comments (no literals at all).
@Suite("Members are looked up by the coding keys")
struct KeyLiteralTests {
    /// Every key of every file the app reads.
    static let appKeys: Set<String> = Set(
        LabyrinthKey.allCases.map(\.rawValue) + CharacterKey.allCases.map(\.rawValue)
            + PathDataKey.allCases.map(\.rawValue)
            + PointKey.allCases.map(\.rawValue) + SegmentKey.allCases.map(\.rawValue) + ItemKey.allCases.map(\.rawValue)
            + VisualThemeKey.allCases.map(\.rawValue) + ManifestKey.allCases.map(\.rawValue)
            + ManifestEntryKey.allCases.map(\.rawValue) + PackKey.allCases.map(\.rawValue)
            + SamplesKey.allCases.map(\.rawValue)
    )
    static let levelNames = Set(DifficultyLevel.allCases.map(\.rawValue))

    /// Literals in lookup places that are no key, by file and text, each with what it is.
    static let notKeys = [
        "Validate/Rules/Avoid/AvoidPlacementRule.swift \"start\"": "a word of the message (\"is on the start cell\")",
        "Validate/Rules/Avoid/AvoidPlacementRule.swift \"end\"": "a word of the message (\"is on the end cell\")",
        "Import/ImportReport.swift \"story\"": "a word of the summary (\"imported 1 story\")",
        "Import/ImportReport.swift \"stories\"": "a word of the summary (\"imported 3 stories\")",
    ]

    @Test func noMemberIsLookedUpByText() throws {
        var excused: Set<String> = []
        for file in try PointerLiteralTests.scannedFiles() {
            for literal in file.literals where Self.isKeyLookup(literal) {
                let exception = "\(file.path) \"\(literal.text)\""
                guard Self.notKeys[exception] == nil else {
                    excused.insert(exception)
                    continue
                }
                Issue.record(
                    "Sources/ContentKit/\(file.path):\(literal.line): \"\(literal.text)\" is an app key spelled as text; look it up by its coding key, e.g. labyrinth.string(.difficulty)"
                )
            }
        }
        #expect(excused == Set(Self.notKeys.keys), "an exception no longer needed; remove it from notKeys")
    }

    static func isKeyLookup(_ literal: SwiftStringLiterals.Literal) -> Bool {
        guard !literal.isRawOrMultiLine, appKeys.contains(literal.text) else { return false }
        let before = literal.before.trimmingCharacters(in: .whitespaces)
        let isCaseLabel = before.hasPrefix("case ")
        let isDictionaryKey =
            literal.after == ":" && !isCaseLabel && (before.isEmpty || before.hasSuffix("[") || before.hasSuffix(","))
        let isDictionaryValue = before.hasSuffix("\":")
        if isDictionaryKey || isDictionaryValue { return false }
        let isSubscript =
            literal.after == "]" && before.hasSuffix("[")
            && before.dropLast().last.map { $0.isLetter || $0.isNumber || "_)]?!".contains($0) } == true
        return isSubscript || !levelNames.contains(literal.text)
    }

    @Test func lookupsAreToldFromExamplesValuesAndMessages() {
        let code = ##"""
            let a = object["difficulty"], b = labyrinth.value("path_data", "items")
            for key in ["item_rule", "item_emoji"] where member.key == "total" {}
            switch key { case "labyrinths": break }
            let c = samples["easy"]
            let json = #"{"difficulty": "easy", "path_data": {"items": []}}"#
            let d: JSONValue = .object(["x": .int(1), "emoji": .string("🐚")]), e = ["notes.md": "x"]
            let f = [
                "id": .string("denny_001_easy"),
            ]
            problem(name, "the key \"id\" occurs more than once") // "difficulty"
            for level in ["easy", "medium", "hard"] {}
            """##
        let found = SwiftStringLiterals.scan(code).filter(KeyLiteralTests.isKeyLookup).map { "\($0.line) \($0.text)" }
        #expect(
            found == [
                "1 difficulty", "1 path_data", "1 items", "2 item_rule", "2 item_emoji", "2 total", "3 labyrinths",
                "4 easy",
            ])
    }

    @Test func theKeyLookupsReadTheMembersTheKeysName() {
        let object: JSONObject = ["id": .string("denny_001_easy"), "story": .int(1)]
        #expect(object[ManifestEntryKey.id] == .string("denny_001_easy"))
        #expect(object[ManifestEntryKey.story]?.intValue == 1)
        #expect(object[ManifestEntryKey.title] == nil)
        var edited = object
        edited[ManifestEntryKey.story] = .int(2)
        edited.append(ManifestEntryKey.title, .string("Denny"))
        #expect(edited.keys == ["id", "story", "title"] && edited["story"] == .int(2))
    }
}
