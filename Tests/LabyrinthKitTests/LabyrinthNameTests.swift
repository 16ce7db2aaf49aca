import Foundation
import LabyrinthKit
import Testing

/// `LabyrinthName(parsing:)` and `ContentFileName.isPlain` read names byte by byte now (validate reads every file
/// name with them); they must read every name as the character-based versions before them did.
@Suite("LabyrinthKit: names read as before")
struct LabyrinthNameTests {
    /// The character-based reading, as it was.
    static func splitReading(_ text: String) -> LabyrinthName? {
        let stem = text.hasSuffix(".json") ? text.dropLast(5) : Substring(text)
        let parts = stem.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return nil }
        let digits = parts[parts.count - 2]
        guard digits.utf8.count == 3, digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let story = Int(digits)
        else { return nil }
        let universe = parts[0..<(parts.count - 2)].joined(separator: "_")
        let level = String(parts[parts.count - 1])
        guard !universe.isEmpty, !level.isEmpty else { return nil }
        return LabyrinthName(universe: universe, story: story, level: level)
    }

    static let names: [String] = {
        let pieces = [
            "", "_", "__", "denny", "big_world", "007", "07", "0070", "+07", "0x7", "999", "000", "easy", "lv3",
            ".json", "é", "_\u{301}", "ü_", "🦀", "\\", "/", "~", "json", ".", "\r",
        ]
        var names: [String] = []
        for a in pieces {
            for b in pieces {
                for c in pieces {
                    names.append(a + "_" + b + "_" + c)
                    names.append(a + b + c)
                }
            }
        }
        return names + [
            "denny_007_medium.json", "denny_007_medium.json.json", "manifest.json", "difficulty_samples.json",
        ]
    }()

    @Test func labyrinthNamesReadAsBefore() {
        for name in Self.names {
            #expect(LabyrinthName(parsing: name) == Self.splitReading(name), "\(name)")
            #expect(LabyrinthName(parsing: name + ".json") == Self.splitReading(name + ".json"), "\(name).json")
        }
        #expect(
            Self.names.contains { LabyrinthName(parsing: $0) != nil }
                && Self.names.contains { LabyrinthName(parsing: $0) == nil })
    }

    /// Every id ↔ file name in the pipeline goes through these; they must do what the hand-made `id + ".json"`,
    /// `dropLast(5)` and `hasSuffix(".json")` before them did.
    @Test func idsAndFileNamesAsBefore() {
        for name in Self.names {
            #expect(LabyrinthName.fileName(id: name) == name + ".json", "\(name)")
            #expect(LabyrinthName.id(fileName: name + ".json") == String((name + ".json").dropLast(5)), "\(name).json")
            #expect(
                LabyrinthName.id(fileName: name) == (name.hasSuffix(".json") ? String(name.dropLast(5)) : name),
                "\(name)")
            let before = name.hasSuffix(".json") ? LabyrinthName(parsing: name) : nil
            #expect(LabyrinthName(fileName: name) == before, "\(name)")
        }
        let name = LabyrinthName(universe: "denny", story: 7, level: "medium")
        #expect(name.fileName == "denny_007_medium.json" && LabyrinthName.id(fileName: name.fileName) == name.id)
        #expect(
            LabyrinthName(fileName: "denny_007_medium") == nil
                && LabyrinthName(fileName: "denny_007_medium.json") == name)
    }

    /// A link's text read as the folder sources read it before the check moved here (`lexicallyLeaves`).
    @Test func linksStayInsideAsBefore() {
        let inside = [
            ("a.json", "b.json"), ("a.json", "sub/../b.json"), ("audio/x.mp3", "../b.json"), ("a.json", "./b.json"),
            ("a.json", "sub//b.json"), ("a.json", "~b.json"), ("audio/x.mp3", "y.mp3"),
        ]
        let outside = [
            ("a.json", "../b.json"), ("a.json", "/etc/b.json"), ("audio/x.mp3", "../../b.json"),
            ("a.json", "sub/../../b.json"), ("a.json", ".."),
        ]
        for (link, target) in inside {
            #expect(ContentFileName.linkStaysInside(at: link, target: target), "\(link) → \(target)")
        }
        for (link, target) in outside {
            #expect(!ContentFileName.linkStaysInside(at: link, target: target), "\(link) → \(target)")
        }
    }

    @Test func plainNamesAsBefore() {
        for name in Self.names + [".", "..", "a\u{0}b", "~x", "x~", "a/b", "a\\b", "a\u{301}"]
            + [".x", "..x", ".\u{301}", "..\u{301}", "~\u{301}x", "\u{301}", "\u{E9}", "\u{212A}", "-", "x/", "x\u{0}"]
        {
            let before =
                !name.isEmpty && name != "." && name != ".." && !name.hasPrefix("~")
                && !name.contains("/") && !name.contains("\\") && !name.utf8.contains(0)
            #expect(ContentFileName.isPlain(name) == before, "\(name)")
        }
    }
}
