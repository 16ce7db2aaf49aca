import Foundation
import TestSupport
import Testing

@testable import ContentCatalogue

/// Files of this repository, found from the test sources so tests run from any working directory.
enum SourceTestFiles {
    static func file(_ relative: String) -> String {
        LegacyFixture.repositoryRoot.appendingPathComponent(relative).path
    }

    static var shippedConfigText: String {
        get throws { try String(contentsOfFile: file("config.yaml"), encoding: .utf8) }
    }
}

struct TextEditError: Error, CustomStringConvertible {
    let description: String
}

/// Replaces exactly one occurrence, so a test cannot silently edit nothing.
func replacingOnce(_ text: String, _ old: String, with new: String) throws -> String {
    let parts = text.components(separatedBy: old)
    guard parts.count == 2 else {
        throw TextEditError(description: "expected exactly one `\(old)` in the text, found \(parts.count - 1)")
    }
    return parts.joined(separator: new)
}

func sourceLineNumber(of fragment: String, in text: String) -> Int? {
    text.components(separatedBy: "\n").firstIndex { $0.contains(fragment) }.map { $0 + 1 }
}

func sourceError(_ body: () throws -> Void) -> SourceError? {
    do {
        try body()
        return nil
    } catch let error as SourceError {
        return error
    } catch {
        Issue.record("expected a SourceError, got \(error)")
        return nil
    }
}

@Suite struct ConfigLoaderTests {
    @Test func shippedConfigEqualsBuiltInDefaults() throws {
        let config = try ConfigLoader.load(from: SourceTestFiles.file("config.yaml"))
        #expect(config == MazegenConfig.defaults)
    }

    @Test func defaultsHoldTheSpecLevels() {
        let config = MazegenConfig.defaults
        #expect(config.levelNames == ["easy", "medium", "hard"])
        let hard = config.level(named: "hard")
        #expect(hard?.grid == GridSize(rows: 10, cols: 13))
        #expect(hard?.extraConnections == 8)
        #expect(config.level(named: "expert") == nil)
        #expect(config.shapes.scale(for: .circle) == 1.8)
        #expect(ConfigValidation.problems(in: config, file: "defaults").isEmpty)
    }

    /// A config.yaml from before `limits:` existed still loads, with the built-in limits.
    @Test func aConfigWithoutLimitsTakesTheDefaultLimits() throws {
        let text = try SourceTestFiles.shippedConfigText
        let start = try #require(text.range(of: "limits:\n"))
        let end = try #require(text.range(of: "\n# `mazegen migrate`", range: start.upperBound..<text.endIndex))
        let withoutLimits = String(text[..<start.lowerBound]) + String(text[end.lowerBound...])
        #expect(!withoutLimits.contains("file_bytes"))
        #expect(try ConfigLoader.decode(yaml: withoutLimits, file: "config.yaml") == MazegenConfig.defaults)
    }

    /// A config.yaml from 1.3.0 (its `play:` without the keys added since) still loads, with the defaults' values.
    @Test func aConfigWithoutTheNewPlayKeysTakesTheDefaults() throws {
        var text = try SourceTestFiles.shippedConfigText
        for key in ["min_start_end_distance", "start_top_margin", "item_start_distance", "item_spacing"] {
            let line = try #require(text.range(of: "\n  \(key): [^\n]*", options: .regularExpression))
            text.removeSubrange(line)
        }
        #expect(!text.contains("item_spacing"))
        #expect(try ConfigLoader.decode(yaml: text, file: "config.yaml") == MazegenConfig.defaults)
    }

    @Test func missingFileGivesDefaults() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID()).yaml").path
        #expect(try ConfigLoader.load(from: path) == MazegenConfig.defaults)
    }

    @Test func migrationMappingKeepsDocumentOrder() throws {
        let migration = try ConfigLoader.decode(yaml: SourceTestFiles.shippedConfigText, file: "config.yaml").migration
        #expect(migration.levelFiles.keys == ["lv1", "lv3", "lv5"])
        #expect(migration.levelFiles.values == ["easy", "medium", "hard"])
        #expect(migration.droppedLevelFiles == ["lv2", "lv4"])
        #expect(migration.difficultyRenames.keys == ["beginner", "medium", "expert"])
        #expect(migration.difficultyRenames["beginner"] == "easy")
        #expect(migration.sampleKeys["hard"] == "expert")
        #expect(migration.packs.first?.stories == .all)
        #expect(migration.packs.first?.stories.resolve(available: [3, 1, 2]) == [1, 2, 3])
        #expect(StorySelection.numbers([5, 2]).resolve(available: [1, 2]) == [2, 5])
    }

    @Test func storyListInsteadOfAll() throws {
        let text = try replacingOnce(
            SourceTestFiles.shippedConfigText, "      stories: all", with: "      stories: [1, 2, 3]")
        let config = try ConfigLoader.decode(yaml: text, file: "config.yaml")
        #expect(config.migration.packs.first?.stories == .numbers([1, 2, 3]))
    }

    @Test func brokenYAMLNamesFileLineAndColumn() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID()).yaml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        // An unclosed quote: libyaml notices at the end of the document (line 4, column 1).
        try "seed: 1\nuniverse: \"denny\ncanvas: {width: 600}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let error = try #require(sourceError { _ = try ConfigLoader.load(from: path) })
        let problem = try #require(error.problems.first)
        #expect(problem.kind == .syntax)
        #expect(problem.file == path)
        #expect(problem.line == 4)
        #expect(problem.column == 1)
        #expect(error.description.hasPrefix("\(path):4:1: "))
    }

    @Test func badIndentationPointsAtTheOffendingLine() throws {
        let text = "seed: 1\ncanvas:\n  width: 600\n    height: 500\n"
        let error = try #require(sourceError { _ = try ConfigLoader.decode(yaml: text, file: "config.yaml") })
        let problem = try #require(error.problems.first)
        #expect(problem.kind == .syntax)
        #expect(problem.line == 4)
        #expect(problem.column == 11)
    }

    @Test func unknownKeyNamesTheKeyPath() throws {
        let shipped = try SourceTestFiles.shippedConfigText
        let text = try replacingOnce(shipped, "extra_connections: 4", with: "extra_conections: 4")
        let error = try #require(sourceError { _ = try ConfigLoader.decode(yaml: text, file: "config.yaml") })
        #expect(error.problems.count == 1)
        let problem = try #require(error.problems.first)
        #expect(problem.kind == .unknownKey)
        #expect(problem.keyPath == "levels[1].extra_conections")
        #expect(problem.line == sourceLineNumber(of: "extra_conections", in: text))
        #expect(problem.column == 5)
        #expect(problem.message.contains("expected one of name, grid, path_width"))
    }

    @Test func everyUnknownKeyIsListed() throws {
        var text = try replacingOnce(SourceTestFiles.shippedConfigText, "  margin: 20", with: "  margn: 20")
        text += "colour: blue\n"
        let error = try #require(sourceError { _ = try ConfigLoader.decode(yaml: text, file: "config.yaml") })
        #expect(error.problems.map(\.keyPath) == ["canvas.margn", "colour"])
    }

    @Test func wrongTypeNamesKeyAndExpectedType() throws {
        let text = try replacingOnce(SourceTestFiles.shippedConfigText, "seed: 20240601", with: "seed: twelve")
        let error = try #require(sourceError { _ = try ConfigLoader.decode(yaml: text, file: "config.yaml") })
        let problem = try #require(error.problems.first)
        #expect(problem.kind == .wrongType)
        #expect(problem.keyPath == "seed")
        #expect(problem.message == "wrong type; expected a whole number, found `twelve`")
        #expect(problem.line == sourceLineNumber(of: "seed: twelve", in: text))
    }

    @Test func wrongTypeDeepInsideALevel() throws {
        let text = try replacingOnce(
            SourceTestFiles.shippedConfigText, "{rows: 10, cols: 13}", with: "{rows: ten, cols: 13}")
        let error = try #require(sourceError { _ = try ConfigLoader.decode(yaml: text, file: "config.yaml") })
        #expect(error.problems.first?.keyPath == "levels[2].grid.rows")
        #expect(error.problems.first?.message.contains("expected a whole number") == true)
    }

    @Test func mappingWhereAListIsExpected() throws {
        let text = try replacingOnce(
            SourceTestFiles.shippedConfigText, "removed_fields: [age_range]",
            with: "removed_fields: {age_range: yes}")
        let error = try #require(sourceError { _ = try ConfigLoader.decode(yaml: text, file: "config.yaml") })
        #expect(error.problems.first?.keyPath == "migration.removed_fields")
        #expect(error.problems.first?.message.contains("expected a list, found a mapping") == true)
    }

    /// A level may take another's values with a merge key; its own keys win, and a key only spelt `<<` is no
    /// unknown key (the schema leaves `<<` to the decoder).
    @Test func mergeKeysWorkThroughTheLoader() throws {
        var text = try replacingOnce(
            SourceTestFiles.shippedConfigText, "  - name: easy\n", with: "  - &easy\n    name: easy\n")
        text = try replacingOnce(text, "  - name: medium\n", with: "  - <<: *easy\n    name: medium\n")
        text = try replacingOnce(text, "    path_tolerance: 18\n", with: "")
        text = try replacingOnce(text, "  margin: 20", with: "  '<<': quoted\n  margin: 20")
        let config = try ConfigLoader.decode(yaml: text, file: "config.yaml")
        let shipped = try ConfigLoader.decode(yaml: try SourceTestFiles.shippedConfigText, file: "config.yaml")
        #expect(config.levels[1].pathTolerance == shipped.levels[0].pathTolerance)
        #expect(config.levels[1].name == "medium")
        #expect(config.levels[1].grid == shipped.levels[1].grid)
        #expect(config.canvas == shipped.canvas)
    }

    @Test func missingKeyIsNamed() throws {
        let text = try replacingOnce(SourceTestFiles.shippedConfigText, "    min_turns: 5\n", with: "")
        let error = try #require(sourceError { _ = try ConfigLoader.decode(yaml: text, file: "config.yaml") })
        #expect(error.problems.first?.kind == .missingKey)
        #expect(error.problems.first?.keyPath == "levels[1].min_turns")
    }

    @Test func invalidStorySelection() throws {
        let text = try replacingOnce(
            SourceTestFiles.shippedConfigText, "      stories: all", with: "      stories: every")
        let error = try #require(sourceError { _ = try ConfigLoader.decode(yaml: text, file: "config.yaml") })
        #expect(error.problems.first?.keyPath == "migration.packs[0].stories")
        #expect(error.problems.first?.message.contains("`all` or a list") == true)
    }

    @Test func folderInsteadOfFileIsReported() throws {
        let error = try #require(sourceError { _ = try ConfigLoader.load(from: LegacyFixture.repositoryRoot.path) })
        #expect(error.problems.first?.kind == .unreadableFile)
    }
}
