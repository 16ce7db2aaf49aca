import ContentFormat
import ContentJSON
import ContentSupport
import LabyrinthKit

/// JSON allows a key twice. The app's decoder reads the first and the file shows, but a reader of the file (or
/// another tool) may take the other: a warning, since the app itself is fine.
struct JSONDuplicateKeyRule: LabyrinthRule, FolderRule {
    init() {}
    let identifier = "json.duplicateKey"
    let rationale =
        "JSONDecoder keeps one of the two values without a word; which one the app reads is not what the author may have meant."
    let severity = Severity.warning
    let description = "No object in a labyrinth, the manifest or the samples has the same key twice."

    var triggeringExamples: [RuleExample] {
        [
            .labyrinth(#"{"id": "denny_001_easy", "id": "denny_002_easy"}"#, at: .labyrinth(.id)),
            .manifest(#"{"total": 1, "total": 2}"#, at: .manifest(.total)),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [.labyrinth(ExampleLabyrinth.text), .manifest(#"{"total": 1, "labyrinths": [{"id": "a"}, {"id": "a"}]}"#)]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        // The reader already compared every object's keys; the walk names the places when it found a repeat.
        guard labyrinth.mayRepeatKeys else { return }
        Self.report(labyrinth.root, at: .root, file: labyrinth.file, into: &recorder)
    }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        if let manifest = folder.manifest {
            Self.report(manifest, at: .root, file: ContentLayout.manifestName, into: &recorder)
        }
        if let samples = folder.samples {
            Self.report(samples, at: .root, file: ContentLayout.samplesName, into: &recorder)
        }
    }

    static func report(_ value: JSONValue, at pointer: JSONPointer, file: String, into recorder: inout FindingRecorder)
    {
        var path = pointer.tokens
        walk(value, path: &path, file: file, into: &recorder)
    }

    /// One shared token stack; a pointer is built only for a duplicate.
    private static func walk(
        _ value: JSONValue, path: inout [String], file: String, into recorder: inout FindingRecorder
    ) {
        switch value {
        case .object(let object):
            if hasDuplicateKeys(object) {
                for key in Array(Set(object.duplicateKeys)).sorted() {
                    recorder.report(
                        file, at: JSONPointer(tokens: path + [key]),
                        "the key \"\(key)\" appears more than once; the app reads the first, keep one")
                }
            }
            for member in object where member.value.isContainer {
                path.append(member.key)
                walk(member.value, path: &path, file: file, into: &recorder)
                path.removeLast()
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() where element.isContainer {
                path.append(String(index))
                walk(element, path: &path, file: file, into: &recorder)
                path.removeLast()
            }
        default:
            break
        }
    }

    /// The app's objects have a handful of keys: comparing pairs costs less than hashing them into a set.
    private static func hasDuplicateKeys(_ object: JSONObject) -> Bool {
        let members = object.members
        guard members.count > 1 else { return false }
        if members.count > 24 { return !object.duplicateKeys.isEmpty }
        for first in 0..<(members.count - 1) {
            for second in (first + 1)..<members.count where members[first].key == members[second].key { return true }
        }
        return false
    }
}

extension JSONValue {
    var isContainer: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }
}
