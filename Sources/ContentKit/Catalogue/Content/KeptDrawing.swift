import ContentFormat
import ContentJSON
import ContentSupport
import Foundation
import LabyrinthKit
import Yams

/// A labyrinth's drawing as the app shipped it (`path_data`, every number as written), kept in the catalogue so
/// `generate` writes it back instead of making a new maze: a team adopting mazegen changes no maze a child has
/// learnt. It lives in `drawings/<labyrinth id>.yaml` in the stories folder, one file a labyrinth, in YAML a
/// person can read and diff: one segment, point or item a line, the drawing's `svg_path` one stroke a line.
package struct KeptDrawing: Sendable, Equatable {
    package static let folderName = "drawings"
    static let fileExtension = ".yaml"

    /// The labyrinth it is drawn for (`denny_007_easy`).
    package var name: LabyrinthName
    /// The `path_data` object, members in their shipped order.
    package var pathData: JSONObject
    /// The file it was read from, or will be written to (relative to the stories folder when planned).
    package var sourceFile: String

    package init(name: LabyrinthName, pathData: JSONObject, sourceFile: String) {
        self.name = name
        self.pathData = pathData
        self.sourceFile = sourceFile
    }

    /// `drawings/denny_007_easy.yaml`: where the drawing of `name` lives in a stories folder.
    package static func relativePath(of name: LabyrinthName) -> String {
        folderName + "/" + name.id + fileExtension
    }

    /// The labyrinth a drawing file is for: its name is exactly the id and `.yaml` (`denny_007_easy.yaml`).
    package static func name(ofFile path: String) -> LabyrinthName? {
        let fileName = (path as NSString).lastPathComponent
        guard fileName.hasSuffix(fileExtension),
            let name = LabyrinthName(parsing: String(fileName.dropLast(fileExtension.count))),
            name.id + fileExtension == fileName
        else { return nil }
        return name
    }

    package static func story(ofFile path: String) -> Int? { name(ofFile: path)?.story }
}

/// The shipped `difficulty_samples.json` (the walls shown on the level-picker cards), kept beside the labyrinths'
/// drawings as `drawings/difficulty_samples.yaml` so `generate` writes the app's own back instead of new samples.
/// Removing the file makes `generate` draw new ones.
package struct KeptSamples: Sendable, Equatable {
    package static let fileName = "difficulty_samples" + KeptDrawing.fileExtension
    package static let relativePath = KeptDrawing.folderName + "/" + fileName

    /// The shipped document: level name → SVG, members in their shipped order.
    package var drawings: JSONObject
    package var sourceFile: String

    package init(drawings: JSONObject, sourceFile: String = relativePath) {
        self.drawings = drawings
        self.sourceFile = sourceFile
    }

    static func isSamplesFile(_ path: String) -> Bool { (path as NSString).lastPathComponent == fileName }
}

/// The YAML form of a kept drawing. Only what `render` writes has to read back, and `KeptDrawingText.read` reads
/// it with rules of its own, not YAML 1.1's: a plain scalar that is a JSON number is that number with its text
/// (`300.0` stays `300.0`), `true`, `false` and `null` are themselves, and everything else is a string.
package enum KeptDrawingText {
    package static func render(_ drawing: KeptDrawing) -> String {
        render(
            drawing.pathData,
            comment: [
                "# The drawing of \(drawing.name.id) as the app shipped it, kept by `mazegen import`: `mazegen generate` writes it",
                "# back as it is. `mazegen generate --fresh \(drawing.name.story)` makes new mazes for story \(drawing.name.story) and removes its drawings.",
            ])
    }

    package static func render(_ samples: KeptSamples) -> String {
        render(
            samples.drawings,
            comment: [
                "# The level-picker samples (difficulty_samples.json) as the app shipped them, kept by `mazegen import`:",
                "# `mazegen generate` writes them back as they are. Remove this file and generate draws new ones.",
            ])
    }

    static func render(_ object: JSONObject, comment: [String]) -> String {
        var lines = comment
        for member in object {
            lines += block(key: member.key, member.value)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A top-level member: a list one element a line, a long drawing one stroke (`M …`) a line, anything else inline.
    static func block(key: String, _ value: JSONValue) -> [String] {
        let head = flowKey(key) + ":"
        switch value {
        case .array(let elements) where !elements.isEmpty:
            return [head] + elements.map { "  - " + flow($0) }
        case .string(let text):
            if let folded = folded(text) { return [head + " >-"] + folded.map { "  " + $0 } }
            return [head + " " + flow(value)]
        default:
            return [head + " " + flow(value)]
        }
    }

    /// A path of several strokes written as a folded scalar, one `M` a line; YAML joins the lines with one space
    /// on reading. Nil when that would not give back exactly `text` (double spaces, other white space, one stroke).
    static func folded(_ text: String) -> [String]? {
        guard text.utf8.count > 100, !text.contains("  "), !text.hasPrefix(" "), !text.hasSuffix(" "),
            !text.unicodeScalars.contains(where: { $0.properties.isWhitespace && $0 != " " })
        else { return nil }
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        // A maze is many strokes (`M a b L c d` a wall); an organic path is one, so it goes a curve a line.
        let strokes = words.filter { $0 == "M" }.count
        let breaksBefore: (Substring) -> Bool = strokes > 1 ? { $0 == "M" } : { $0.count == 1 && $0.first!.isLetter }
        var lines: [String] = []
        for word in words {
            if lines.isEmpty || breaksBefore(word) {
                lines.append(String(word))
            } else {
                lines[lines.count - 1] += " " + word
            }
        }
        guard lines.count > 1, lines.joined(separator: " ") == text else { return nil }
        return lines
    }

    /// One value on one line: objects as `{x: 1, y: 2}`, strings double-quoted unless a plain word reads back the same.
    static func flow(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return number.literal
        case .string(let text): return isPlainWord(text) ? text : YAMLScalar.doubleQuoted(text)
        case .array(let elements): return "[" + elements.map(flow).joined(separator: ", ") + "]"
        case .object(let object):
            return "{" + object.map { flowKey($0.key) + ": " + flow($0.value) }.joined(separator: ", ") + "}"
        }
    }

    /// Keys are always text to `read`, so any plain word will do (`y` too).
    static func flowKey(_ key: String) -> String {
        isWord(key) ? key : YAMLScalar.doubleQuoted(key)
    }

    /// A plain word that `read` gives no other meaning than itself.
    static func isPlainWord(_ text: String) -> Bool {
        isWord(text) && !["true", "false", "null"].contains(text)
    }

    /// Letters, digits and `_`, starting with a letter.
    static func isWord(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) else {
            return false
        }
        return text.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        }
    }

    // MARK: Reading

    /// The `path_data` object of a drawing file; every problem names the file and, where it can, line and column.
    package static func read(_ text: String, file: String) throws(SourceError) -> JSONObject {
        let root: Node
        do {
            guard let parsed = try Parser(yaml: text, resolver: Resolver.basic).singleRoot() else {
                throw SourceError(
                    SourceProblem(
                        kind: .invalidValue, file: file, message: "is empty; expected the labyrinth's path_data"))
            }
            if let problem = YAMLSource.expansionProblem(parsed, file: file) { throw SourceError(problem) }
            root = parsed
        } catch let error as SourceError {
            throw error
        } catch {
            // The catalogue's own reader gives libyaml's message with the line and column.
            do { _ = try YAMLSource.parse(text, file: file) } catch let sourceError { throw sourceError }
            throw SourceError(SourceProblem(kind: .syntax, file: file, message: "not valid YAML: \(error)"))
        }
        guard case .object(let object) = try value(root, file: file, path: "") else {
            throw SourceError(problem(file, root, "", "expected the labyrinth's path_data as a mapping (svg_path: …)"))
        }
        return object
    }

    static func value(_ node: Node, file: String, path: String) throws(SourceError) -> JSONValue {
        switch node {
        case .scalar(let scalar):
            return scalarValue(scalar)
        case .sequence(let sequence):
            var elements: [JSONValue] = []
            for (index, element) in sequence.enumerated() {
                elements.append(try value(element, file: file, path: path + "[\(index)]"))
            }
            return .array(elements)
        case .mapping(let mapping):
            var object = JSONObject()
            for (key, element) in mapping {
                guard case .scalar(let keyScalar) = key else {
                    throw SourceError(problem(file, key, path, "a key must be a word, not a list or mapping"))
                }
                let keyPath = path.isEmpty ? keyScalar.string : path + "." + keyScalar.string
                if object[keyScalar.string] != nil {
                    throw SourceError(
                        problem(file, key, keyPath, "the key appears twice; the app would read only the first"))
                }
                object.append(keyScalar.string, try value(element, file: file, path: keyPath))
            }
            return .object(object)
        case .alias:
            throw SourceError(
                problem(file, node, path, "aliases (*name) are not used in drawings; write the value out"))
        }
    }

    static func scalarValue(_ scalar: Node.Scalar) -> JSONValue {
        guard scalar.style == .plain else { return .string(scalar.string) }
        switch scalar.string {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default:
            // A JSON number is read by the JSON reader itself, so `1e3` or `-0.5` mean here what they mean in the file.
            if let first = scalar.string.utf8.first,
                first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
                case .number(let number)? = try? JSONReader.parse(scalar.string).value
            {
                return .number(number)
            }
            return .string(scalar.string)
        }
    }

    static func problem(_ file: String, _ node: Node, _ path: String, _ message: String) -> SourceProblem {
        SourceProblem(
            kind: .invalidValue, file: file, keyPath: path, line: node.mark?.line, column: node.mark?.column,
            message: message)
    }
}

extension StoryCatalogue {
    /// Removes the kept drawings of `stories` from the stories folder, so they get new mazes from now on and the
    /// change shows in the catalogue's diff. Each removal is one unlink: stopped half-way, the rest stay kept, and
    /// running the same `generate --fresh` again removes them. Returns the files removed.
    package func forgetDrawings(ofStories stories: Set<Int>) throws(FileSystemError) -> [String] {
        var removed: [String] = []
        for drawing in drawings.values.sorted(by: { $0.name.id < $1.name.id })
        where stories.contains(drawing.name.story) {
            guard unlink(drawing.sourceFile) == 0 || errno == ENOENT else {
                throw FileSystemError(path: drawing.sourceFile, operation: "remove the kept drawing", code: errno)
            }
            removed.append(drawing.sourceFile)
        }
        return removed
    }
}
