import Foundation

/// The one rule for names and links inside a content folder, shared by the app's loader and every mazegen command:
/// a name (or a link's text) that cannot reach outside the folder it is resolved in.
package enum ContentFileName {
    package static let manifest = "manifest.json"
    package static let samples = "difficulty_samples.json"

    /// One name inside a folder: not empty, not `.` or `..`, no separator, no NUL, and not starting with
    /// `~` (which a shell would expand to a home folder).
    package static func isPlain(_ name: String) -> Bool {
        // Bytes, not `contains("/")`: with Foundation imported that is NSString's search, which validate paid for
        // on every file it read. From the string's storage: through the UTF-8 view, a byte cost ~15 instructions.
        let separated = { (byte: UInt8) in byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") || byte == 0 }
        let hasSeparator =
            name.utf8.withContiguousStorageIfAvailable { $0.contains(where: separated) }
            ?? name.utf8.contains(where: separated)
        guard !hasSeparator, let first = name.utf8.first else { return false }
        // A name starting with an ASCII byte other than `.` and `~` is neither `.`, `..` nor `~…`, however its text
        // is compared (an ASCII scalar stays first in every canonical form), and validate asks this five times a
        // file: the comparisons of text below cost a thousand instructions a name.
        if first < 0x80, first != UInt8(ascii: "."), first != UInt8(ascii: "~") { return true }
        return name != "." && name != ".." && !name.hasPrefix("~")
    }

    /// A relative path whose every part is a plain name (`audio`, `audio/denny_001_instruction.mp3`).
    package static func staysInside(_ relativePath: String) -> Bool {
        guard relativePath.utf8.contains(UInt8(ascii: "/")) else { return isPlain(relativePath) }
        return relativePath.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { isPlain(String($0)) }
    }

    /// Whether a link at `linkPath` (relative to the folder) whose text is `target` stays inside the folder, read
    /// as text: not absolute, and its `..` never climb above the folder (`sub/../x` stays, `../x` leaves). A folder
    /// on disk asks this only of a link it cannot resolve; one it can is judged by where it resolves to.
    package static func linkStaysInside(at linkPath: String, target: String) -> Bool {
        guard !target.hasPrefix("/") else { return false }
        var depth = 0
        for component in linkPath.split(separator: "/").dropLast() + target.split(separator: "/") {
            switch component {
            case "", ".": continue
            case "..":
                depth -= 1
                if depth < 0 { return false }
            default: depth += 1
            }
        }
        return true
    }

    /// The file of a labyrinth id, when the id is a plain name.
    package static func labyrinth(id: String) -> String? {
        let name = LabyrinthName.fileName(id: id)
        return isPlain(name) ? name : nil
    }
}
