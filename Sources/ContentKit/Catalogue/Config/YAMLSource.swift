import ContentSupport
import Foundation
import Yams

/// A parsed YAML source file: keeps the node tree so every problem, even one found after decoding,
/// can point at a line and column.
package struct YAMLSource {
    let file: String
    let root: Node

    /// Reads and parses a file; a file that is not there is reported, not defaulted (callers decide).
    static func read(path: String) throws(SourceError) -> YAMLSource {
        try parse(try readText(path: path), file: path)
    }

    /// The file's text; a file that cannot be read (or is no regular file), larger than `limit` bytes (not read past
    /// it) or not UTF-8 text is reported with its path.
    package static func readText(path: String, limit: Int = .max) throws(SourceError) -> String {
        var bytes: [UInt8] = []
        do throws(FileSystemError) {
            try AtomicFile.read(path, into: &bytes, limit: limit)
        } catch {
            let limitKey =
                error.code == AtomicFile.tooLarge
                ? " (`\(MazegenConfig.CodingKeys.limits.stringValue).\(LimitsConfig.CodingKeys.fileBytes.stringValue)` in config.yaml)"
                : ""
            throw SourceError(
                SourceProblem(
                    kind: .unreadableFile, file: path, message: "cannot read the file: \(error.reason)\(limitKey)"))
        }
        // Decoded as it is, a byte order mark included, so a file rewritten from this text keeps it; a decoding
        // that replaced a byte was not UTF-8.
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else {
            throw SourceError(
                SourceProblem(kind: .unreadableFile, file: path, message: "cannot read the file as UTF-8 text"))
        }
        return text
    }

    package static func parse(_ text: String, file: String) throws(SourceError) -> YAMLSource {
        do {
            // No resolver rules: scalars stay text until a type asks for a number, and merge keys are found by
            // `YAMLNodeDecoder` without a regular expression per key.
            let parser = try Parser(yaml: text, resolver: Resolver.basic)
            let root = try parser.singleRoot() ?? Node("")
            if let problem = expansionProblem(root, file: file) { throw SourceError(problem) }
            return YAMLSource(file: file, root: root)
        } catch let error as SourceError {
            throw error
        } catch let error as YamlError {
            throw SourceError(syntaxProblem(error, file: file))
        } catch {
            throw SourceError(SourceProblem(kind: .syntax, file: file, message: "not valid YAML: \(error)"))
        }
    }

    /// The most values a file may hold once its aliases and merge keys are expanded. A file of a million plain
    /// values is tens of megabytes; a few lines of aliases that each repeat the last ten times are a billion, which
    /// every reader (the schema check, the decoders, merge flattening) would walk.
    static let expandedValueLimit = 1_000_000

    /// Why a file is refused for what its aliases and merge keys expand to, or nil: counted node by node as the
    /// readers walk the tree (an alias is its anchor's whole tree again), stopping at the limit, so the count
    /// itself is bounded.
    static func expansionProblem(_ root: Node, file: String, limit: Int = expandedValueLimit) -> SourceProblem? {
        var pending = [root]
        var count = 0
        while let node = pending.popLast() {
            count += 1
            if count > limit {
                return SourceProblem(
                    kind: .syntax, file: file,
                    message: "its aliases and merge keys (`<<: *name`) expand to more than \(limit) values; "
                        + "write the repeated values out, or repeat fewer")
            }
            switch node {
            case .scalar, .alias: break
            case .sequence(let sequence): pending.append(contentsOf: sequence)
            case .mapping(let mapping):
                for (key, value) in mapping {
                    pending.append(key)
                    pending.append(value)
                }
            }
        }
        return nil
    }

    private static func syntaxProblem(_ error: YamlError, file: String) -> SourceProblem {
        func problem(_ text: String, _ mark: SourcePosition?) -> SourceProblem {
            SourceProblem(
                kind: .syntax, file: file, line: mark?.line, column: mark?.column,
                message: "YAML syntax error: \(text)")
        }
        switch error {
        case .scanner(let context, let text, let mark, _), .parser(let context, let text, let mark, _),
            .composer(let context, let text, let mark, _):
            let detail = context.map { "\(text) (\($0.text) at line \($0.mark.line), column \($0.mark.column))" }
            return problem(detail ?? text, SourcePosition(mark))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.sorted().joined(separator: ", ")
            return problem("duplicated key(s) \(keys) in one mapping", SourcePosition(context.mark))
        case .reader(let text, let offset, _, let yaml):
            let mark = offset.flatMap { markForOffset($0, in: yaml) }
            return problem(text, mark)
        default:
            return problem("\(error)", nil)
        }
    }

    private static func markForOffset(_ offset: Int, in text: String) -> SourcePosition? {
        guard offset >= 0, offset <= text.count else { return nil }
        let prefix = text.prefix(offset)
        let line = prefix.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column =
            prefix.split(separator: "\n", omittingEmptySubsequences: false).last.map {
                $0.unicodeScalars.count + 1
            } ?? 1
        return SourcePosition(line: line, column: column)
    }

    /// Rejects unknown keys and words outside a fixed choice, then decodes; every key and word
    /// problem is reported at once, a decoding problem (wrong type, missing key) singly.
    func decode<Value: SchemaDescribed>(_ type: Value.Type) throws(SourceError) -> Value {
        try decode(Value.keySchema) { try YAMLNodeDecoder.decode(type, from: $0) }
    }

    private func decode<Value>(_ schema: KeySchema, _ read: (Node) throws -> Value) throws(SourceError) -> Value {
        var problems: [SourceProblem] = []
        check(root, against: schema, at: .root, into: &problems)
        if !problems.isEmpty { throw SourceError(problems: problems) }
        do {
            return try read(root)
        } catch let error as DecodingError {
            throw SourceError(problem(from: error))
        } catch {
            throw SourceError(SourceProblem(kind: .invalidValue, file: file, message: "\(error)"))
        }
    }

    // MARK: Schema check

    /// `path` is built only for a problem or for a list or mapping to look into: a key path per value checked was
    /// most of the check's time.
    private func check(
        _ node: Node, against schema: KeySchema, at path: @autoclosure () -> YAMLKeyPath,
        into problems: inout [SourceProblem]
    ) {
        switch schema {
        case .value:
            return
        case .choice(let words):
            guard let scalar = node.scalar, node.null == nil, !words.contains(scalar.string) else { return }
            problems.append(
                SourceProblem(
                    kind: .invalidValue, file: file, keyPath: path().description,
                    line: node.mark?.line, column: node.mark?.column,
                    message: "`\(scalar.string)` is not allowed; expected one of \(words.joined(separator: ", "))"))
        case .list(let element):
            guard let sequence = node.sequence else { return }
            let path = path()
            for (index, item) in sequence.enumerated() {
                check(item, against: element, at: path.appending(index: index), into: &problems)
            }
        case .object(let fields):
            guard let mapping = node.mapping else { return }
            let path = path()
            for (keyNode, valueNode) in mapping {
                // Any key spelt `<<` is left to the decoder, merge key or not, as before merge keys were found there.
                guard let key = keyNode.string, key != "<<" else { continue }
                if let field = fields.first(where: { $0.name == key }) {
                    check(valueNode, against: field.schema, at: path.appending(key: key), into: &problems)
                } else {
                    let expected = fields.map(\.name).joined(separator: ", ")
                    problems.append(
                        SourceProblem(
                            kind: .unknownKey, file: file, keyPath: path.appending(key: key).description,
                            line: keyNode.mark?.line, column: keyNode.mark?.column,
                            message: "unknown key; expected one of \(expected)"))
                }
            }
        }
    }

    // MARK: Locations

    /// The node at a key path, or the deepest existing node on the way there.
    func node(at path: YAMLKeyPath) -> Node {
        var current = root
        for component in path.components {
            let next: Node?
            switch component {
            case .key(let key):
                next = current.mapping?[key]
            case .index(let index):
                let items = current.sequence.map(Array.init) ?? []
                next = items.indices.contains(index) ? items[index] : nil
            }
            guard let next else { return current }
            current = next
        }
        return current
    }

    func mark(at path: YAMLKeyPath) -> SourcePosition? {
        node(at: path).mark.map(SourcePosition.init)
    }

    // MARK: Decoding errors

    private func problem(from error: DecodingError) -> SourceProblem {
        switch error {
        case .typeMismatch(let expected, let context):
            let path = YAMLKeyPath(codingPath: context.codingPath)
            return located(
                .wrongType, path,
                "wrong type; expected \(Self.describe(expected)), found \(describeFound(at: path))")
        case .valueNotFound(let expected, let context):
            let path = YAMLKeyPath(codingPath: context.codingPath)
            return located(.wrongType, path, "missing value; expected \(Self.describe(expected))")
        case .keyNotFound(let key, let context):
            let path = YAMLKeyPath(codingPath: context.codingPath + [key])
            return located(.missingKey, path, "missing; this key is required")
        case .dataCorrupted(let context):
            let path = YAMLKeyPath(codingPath: context.codingPath)
            return located(.invalidValue, path, context.debugDescription)
        @unknown default:
            return SourceProblem(kind: .invalidValue, file: file, message: "\(error)")
        }
    }

    private func located(_ kind: SourceProblem.Kind, _ path: YAMLKeyPath, _ message: String) -> SourceProblem {
        let mark = mark(at: path)
        return SourceProblem(
            kind: kind, file: file, keyPath: path.description,
            line: mark?.line, column: mark?.column, message: message)
    }

    private func describeFound(at path: YAMLKeyPath) -> String {
        let found = node(at: path)
        switch found {
        case .scalar(let scalar):
            return found.null != nil || scalar.string.isEmpty ? "nothing" : "`\(scalar.string)`"
        case .mapping:
            return "a mapping"
        case .sequence:
            return "a list"
        case .alias:
            return "an alias"
        }
    }

    static func describe(_ type: Any.Type) -> String {
        let descriptions: [(Any.Type, String)] = [
            (Int.self, "a whole number"), (Double.self, "a number"), (String.self, "text"),
            (Bool.self, "true or false"), (Node.Mapping.self, "a mapping of keys to values"),
            (Node.Sequence.self, "a list"), (Node.Scalar.self, "a single value"),
        ]
        let match = descriptions.first { ObjectIdentifier($0.0) == ObjectIdentifier(type) }
        return match?.1 ?? "\(type)"
    }
}

/// A 1-based line and column in a source file (Yams's `Mark` cannot be built outside Yams).
struct SourcePosition: Equatable {
    let line: Int
    let column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    init(_ mark: Mark) {
        self.init(line: mark.line, column: mark.column)
    }
}
