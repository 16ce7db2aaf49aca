import Foundation

/// A library's `public` declarations as its sources spell them, for the tests that keep LabyrinthKit's and
/// MazeKit's public members documented and their surface from growing unnoticed. It reads lines, not Swift: a
/// declaration is a line that starts with `public` (after attributes on the same line, `@inlinable public func`),
/// documented when a `///` line stands directly above it (attribute lines such as `@inlinable` may stand between).
public struct PublicSurface {
    /// Every public declaration, `file:line`, files in path order.
    public private(set) var declarations: [String] = []
    /// The declarations with no `///` comment directly above them, `file:line`.
    public private(set) var undocumented: [String] = []

    /// Reads every `.swift` file under `folder`, subfolders too; a location reads `<label>/<path below folder>:line`.
    public init(folder: URL, label: String) throws {
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }
        for file in files.sorted() {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let scan = Self.scan(text, file: label + "/" + file)
            declarations += scan.declarations
            undocumented += scan.undocumented
        }
    }

    /// The public declarations in one source text, and those of them without a doc comment.
    public static func scan(_ text: String, file: String) -> (declarations: [String], undocumented: [String]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }
        var declarations: [String] = []
        var undocumented: [String] = []
        for (index, line) in lines.enumerated() where isPublicDeclaration(line) {
            declarations.append("\(file):\(index + 1)")
            var above = index - 1
            while above >= 0, isAttributeOnly(lines[above]) { above -= 1 }
            if above < 0 || !lines[above].hasPrefix("///") { undocumented.append("\(file):\(index + 1)") }
        }
        return (declarations, undocumented)
    }

    /// How many public declarations each file holds, by the file part of a location.
    public var countByFile: [String: Int] {
        declarations.reduce(into: [:]) { counts, location in
            counts[String(location[..<(location.lastIndex(of: ":") ?? location.endIndex)]), default: 0] += 1
        }
    }

    static func isPublicDeclaration(_ line: Substring) -> Bool {
        var words = line.split(separator: " ")[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        return words.first == "public"
    }

    static func isAttributeOnly(_ line: Substring) -> Bool {
        line.hasPrefix("@") && !isPublicDeclaration(line)
    }
}
