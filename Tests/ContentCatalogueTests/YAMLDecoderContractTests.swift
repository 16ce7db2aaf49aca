import Foundation
import Testing
import Yams

@testable import ContentCatalogue

/// `YAMLNodeDecoder` replaced Yams's `YAMLDecoder` for speed; every message and position of a config or story
/// file depends on it throwing the same errors at the same places. So both run on the shipped files with every
/// place removed or replaced by YAML values of every kind, and must agree: the same value, or the same error.
@Suite("The YAML decoder agrees with Yams's")
struct YAMLDecoderContractTests {
    /// What a decoder made of a document, comparable across the two decoders.
    /// A value is compared by its printed form, where `nan` equals `nan`.
    enum Outcome: Equatable, CustomStringConvertible {
        case value(String)
        case error(String)

        init(_ decode: () throws -> Any) {
            do {
                self = .value(String(reflecting: try decode()))
            } catch let error as DecodingError {
                self = .error(Self.describe(error))
            } catch {
                self = .error("not a DecodingError: \(error)")
            }
        }

        static func describe(_ error: DecodingError) -> String {
            switch error {
            case .typeMismatch(let type, let context):
                "typeMismatch \(type) at \(YAMLKeyPath(codingPath: context.codingPath))"
            case .valueNotFound(let type, let context):
                "valueNotFound \(type) at \(YAMLKeyPath(codingPath: context.codingPath))"
            case .keyNotFound(let key, let context):
                "keyNotFound \(key.stringValue) at \(YAMLKeyPath(codingPath: context.codingPath))"
            case .dataCorrupted(let context):
                "dataCorrupted at \(YAMLKeyPath(codingPath: context.codingPath)): \(context.debugDescription)"
            @unknown default: "\(error)"
            }
        }

        var description: String {
            switch self {
            case .value(let text): text
            case .error(let text): text
            }
        }
    }

    /// YAML values of every kind Yams tells apart, parsed as the loader parses them.
    static func replacements() throws -> [(String, Node?)] {
        let texts = [
            "~", "null", "''", "seven", "'7'", "7", "-3", "7.5", "-0.0", "0x1F", "0o17", "1_000", "1:30", ".inf",
            ".nan",
            "true", "yes", "9223372036854775808", "1e400", "[]", "[1, 2]", "[all]", "{}", "{a: 1}", "!!str 7", "all",
            // Numbers as read straight from their digits, and the spellings next to them that go Yams's way.
            "0", "012", "09", "+5", "-0", "300", "'12'", "\"12\"", "1.", ".5", "+1.5", "-2.5e3", "1E2", "1.5_0",
            "-.inf", "1-2", "e",
        ]
        return [("removed", nil)]
            + (try texts.map { text in (text, try YAMLSource.parse("v: \(text)\n", file: "value").root.mapping?["v"]) })
    }

    static func places(in node: Node, at path: YAMLKeyPath = .root) -> [YAMLKeyPath] {
        switch node {
        case .mapping(let mapping):
            [path]
                + mapping.flatMap { pair in
                    pair.key.string.map { places(in: pair.value, at: path.appending(key: $0)) } ?? []
                }
        case .sequence(let sequence):
            [path] + sequence.enumerated().flatMap { places(in: $1, at: path.appending(index: $0)) }
        default: [path]
        }
    }

    /// `node` with the value at `path` replaced (`nil`: the key or element removed).
    static func replacing(_ path: ArraySlice<YAMLKeyPath.Component>, in node: Node, with replacement: Node?) -> Node? {
        guard let first = path.first else { return replacement }
        switch (node, first) {
        case (.mapping(var mapping), .key(let key)):
            mapping[key] = mapping[key].flatMap { replacing(path.dropFirst(), in: $0, with: replacement) }
            return .mapping(mapping)
        case (.sequence(let sequence), .index(let index)):
            var nodes = Array(sequence)
            if let changed = replacing(path.dropFirst(), in: nodes[index], with: replacement) {
                nodes[index] = changed
            } else {
                nodes.remove(at: index)
            }
            return .sequence(Node.Sequence(nodes, sequence.tag, sequence.style, sequence.mark))
        default:
            return node
        }
    }

    /// Yams's decoder on the node tree as the loader parsed it before `YAMLNodeDecoder`: with the merge rule.
    static func yamsOutcome<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Outcome {
        let reparsed = try Parser(yaml: text, resolver: Resolver.basic.appending(.merge)).singleRoot() ?? Node("")
        return Outcome { try YAMLDecoder().decode(type, from: reparsed) }
    }

    /// Both decoders on the document and on every variant; returns how many variants each outcome had.
    static func compare<Value: Decodable>(_ type: Value.Type, text: String) throws -> (values: Int, errors: Int) {
        try compare(type, text: text, readings: [("init(from:)", { try Self.decodedByInit(type, from: $0) })])
    }

    /// `YAMLNodeDecoder` through the type's `init(from:)`, its one decoder.
    static func decodedByInit<Value: Decodable>(_ type: Value.Type, from node: Node) throws -> Value {
        try YAMLNodeDecoder.decode(type, from: node)
    }

    static func compare<Value: Decodable>(
        _ type: Value.Type, text: String, readings: [(name: String, read: (Node) throws -> Value)]
    ) throws -> (values: Int, errors: Int) {
        let root = try YAMLSource.parse(text, file: "document").root
        var counts = (values: 0, errors: 0)
        var variants = [("as it is", root)]
        let replacements = try replacements()
        for place in places(in: root) where !place.components.isEmpty {
            for (name, replacement) in replacements {
                guard let variant = replacing(place.components[...], in: root, with: replacement) else { continue }
                variants.append(("\(place) \(name)", variant))
            }
        }
        for (name, variant) in variants {
            // Both decoders read the same text, serialized once.
            let text = try Yams.serialize(node: variant)
            let yams = try yamsOutcome(type, text)
            let parsed = try YAMLSource.parse(text, file: name).root
            let outcomes = readings.map { reading in (reading.name, Outcome { try reading.read(parsed) }) }
            for (reading, ours) in outcomes {
                #expect(ours == yams, "\(name), \(reading): Yams: \(yams), ours: \(ours)")
            }
            if case .value = outcomes[0].1 { counts.values += 1 } else { counts.errors += 1 }
        }
        return counts
    }

    /// One of the three levels: the others repeat its fields (a second element's positions are the universe's and
    /// the pack's to show).
    @Test func config() throws {
        let counts = try Self.compare(
            MazegenConfig.self,
            text: try Self.shortened(try SourceTestFiles.shippedConfigText, lists: ["levels"], keeping: 1))
        #expect(counts.values > 50 && counts.errors > 50, "both outcomes covered: \(counts)")
    }

    /// The first two characters and locations: every kind of field, fewer repeats of it.
    @Test func universe() throws {
        let text = try String(contentsOfFile: SourceTestFiles.file("content/universe.yaml"), encoding: .utf8)
        let counts = try Self.compare(
            Universe.self, text: try Self.shortened(text, lists: ["characters", "locations"]))
        #expect(counts.values > 50 && counts.errors > 50, "both outcomes covered: \(counts)")
    }

    /// The forest pack's first two stories: avoid and organic, optional keys present and absent.
    @Test func pack() throws {
        let text = try String(
            contentsOfFile: SourceTestFiles.file("content/packs/forest_friends.yaml"), encoding: .utf8)
        let counts = try Self.compare(StoryPack.self, text: try Self.shortened(text, lists: ["stories"]))
        #expect(counts.values > 50 && counts.errors > 50, "both outcomes covered: \(counts)")
    }

    /// A figure of the library as the shipped one is written, with fewer points: lists of lists of numbers.
    @Test func figures() throws {
        let text = """
            figures:
              - id: leaf
                name: Leaf
                strokes:
                  - [[50, 80], [40, 79.5]]
                  - [[50, 80], [50, 100]]
                start: [50, 100]
                end: [50, 28]
            """
        let counts = try Self.compare(FigureLibrary.self, text: text)
        #expect(counts.values > 50 && counts.errors > 50, "both outcomes covered: \(counts)")
    }

    /// The document with only the first `count` elements of each named top-level list.
    static func shortened(_ text: String, lists: [String], keeping count: Int = 2) throws -> String {
        var root = try YAMLSource.parse(text, file: "document").root
        for key in lists {
            let list = try #require(root.mapping?[key]?.sequence)
            root.mapping?[key] = .sequence(Node.Sequence(Array(list.prefix(count)), list.tag, list.style, list.mark))
        }
        return try Yams.serialize(node: root)
    }

    /// Merge keys of every form, and keys that only look like one, decode as Yams decoded them.
    @Test(arguments: [
        "<<: *base", "<<: [*base, *more]", "<<: [*more, *base]", "'<<': *base", "\"<<\": {x: 1}", "!!merge <<: *more",
        "<<: *base\n  level_files: {lv9: hard}", "<<: 7", "<<: [7, *more]",
    ])
    func mergeForms(_ merge: String) throws {
        let text = """
            base: &base {level_files: {lv1: easy, lv3: medium}, dropped_level_files: [lv2]}
            more: &more {dropped_level_files: [lv4], removed_fields: [age_range]}
            migration:
              \(merge)
              difficulty_renames: {}
              sample_keys: {}
              packs: []
            """
        let yamsNode =
            try Parser(yaml: text, resolver: Resolver.basic.appending(.merge)).singleRoot()?.mapping?["migration"]
            ?? Node("")
        let yams = Outcome { try YAMLDecoder().decode(MigrationConfig.self, from: yamsNode) }
        let ours = Outcome {
            try YAMLNodeDecoder.decode(
                MigrationConfig.self,
                from: try YAMLSource.parse(text, file: "merge").root.mapping?["migration"] ?? Node(""))
        }
        #expect(ours == yams)
    }

    /// Merge keys bring a mapping's pairs in, the mapping's own pairs win, and keys keep the document's order.
    @Test func mergeKeysAndKeyOrder() throws {
        let text = """
            base: &base {level_files: {lv1: easy, lv3: medium}, dropped_level_files: [lv2]}
            migration:
              <<: *base
              dropped_level_files: [lv2, lv4]
              difficulty_renames: {zeta: easy, alpha: medium}
              removed_fields: []
              sample_keys: {}
              packs: []
            """
        let node = try #require(try YAMLSource.parse(text, file: "merge").root.mapping?["migration"])
        let ours = try YAMLNodeDecoder.decode(MigrationConfig.self, from: node)
        let yamsNode = try #require(
            try Parser(yaml: text, resolver: Resolver.basic.appending(.merge)).singleRoot()?.mapping?["migration"])
        #expect(ours == (try YAMLDecoder().decode(MigrationConfig.self, from: yamsNode)))
        #expect(ours.levelFiles.keys == ["lv1", "lv3"])
        #expect(ours.droppedLevelFiles == ["lv2", "lv4"])
        #expect(ours.difficultyRenames.keys == ["zeta", "alpha"])
    }
}
