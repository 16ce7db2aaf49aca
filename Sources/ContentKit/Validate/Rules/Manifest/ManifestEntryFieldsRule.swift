import ContentFormat
import ContentRead
import ContentSupport
import LabyrinthKit

struct ManifestEntryFieldsRule: FolderRule {
    init() {}
    let identifier = "manifest.entryFields"
    let rationale =
        "The bookshelf shows the manifest's titles and themes; when they differ from the file's, the child sees one name and plays another."
    let severity = Severity.error
    let description =
        "Each entry's `difficulty`, `theme`, `title` and `location` equal its file's; a `location` "
        + "left out (or null) on one side is the other's, as the app takes it from the manifest."

    var triggeringExamples: [RuleExample] {
        [
            ExampleManifest.folder(
                ExampleManifest.text(entries: [
                    ExampleManifest.entry(1, "easy", title: "Another Title"),
                    ExampleManifest.entry(1, "medium"), ExampleManifest.entry(1, "hard"),
                ]),
                at: .manifest(.labyrinths) / 0 / ManifestEntryKey.title)
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        let locationless =
            #"{"id": "denny_001_easy", "difficulty": "easy", "theme": "ocean", "location": null, "title": "Denny Finds Mommy Coral"}"#
        return [ExampleManifest.folder(), ExampleManifest.folder(extraFiles: ["denny_001_easy.json": locationless])]
    }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard folder.manifest != nil else { return }
        var factsByStem: [String: LabyrinthFacts] = [:]
        factsByStem.reserveCapacity(folder.labyrinths.count)
        for labyrinth in folder.labyrinths where labyrinth.parsed { factsByStem[labyrinth.stem] = labyrinth }
        for entry in folder.manifestEntries {
            guard let id = entry.id, let facts = factsByStem[id] else { continue }
            let pairs: [(ManifestEntryKey, String?, String?)] = [
                (.difficulty, entry.difficulty, facts.difficulty), (.theme, entry.theme, facts.theme),
                (.title, entry.title, facts.title), (.location, entry.location, facts.location),
            ]
            for (key, listed, actual) in pairs where listed != actual {
                // The app reads the place from the manifest; a file (or an entry) without one takes the other's.
                if key == .location, listed == nil || actual == nil { continue }
                recorder.report(
                    ContentLayout.manifestName, at: entry.pointer / key,
                    "`\(key.rawValue)` is \(Self.quoted(listed)) here but \(Self.quoted(actual)) in \(facts.file); make them equal"
                )
            }
        }
    }

    static func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "absent" }
}
