import Foundation

/// The one rule for names inside a content folder, shared by the app's loader and every mazegen command:
/// a name that cannot reach outside the folder it is resolved in.
package enum ContentFileName {
    package static let manifest = "manifest.json"
    package static let samples = "difficulty_samples.json"

    /// One name inside a folder: not empty, not `.` or `..`, no separator, no NUL, and not starting with
    /// `~` (which a shell would expand to a home folder).
    package static func isPlain(_ name: String) -> Bool {
        // Bytes, not `contains("/")`: with Foundation imported that is NSString's search, which validate paid for
        // on every file it read.
        !name.isEmpty && name != "." && name != ".." && !name.hasPrefix("~")
            && !name.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 == 0 }
    }

    /// A relative path whose every part is a plain name (`audio`, `audio/denny_001_instruction.mp3`).
    package static func staysInside(_ relativePath: String) -> Bool {
        guard relativePath.utf8.contains(UInt8(ascii: "/")) else { return isPlain(relativePath) }
        return relativePath.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { isPlain(String($0)) }
    }

    /// The file of a labyrinth id, when the id is a plain name.
    package static func labyrinth(id: String) -> String? {
        let name = LabyrinthName.fileName(id: id)
        return isPlain(name) ? name : nil
    }
}
