import ContentFormat
import ContentSupport
import LabyrinthKit

public struct ManifestMissingRule: FolderRule {
    public init() {}
    public let identifier = "manifest.missing"
    public let severity = Severity.error
    public let description = "The folder has a `manifest.json`."
    public var triggeringExamples: [RuleExample] {
        [RuleExample.labyrinth(ExampleLabyrinth.text).finding(in: ContentLayout.manifestName, at: .wholeFile)]
    }
    public var nonTriggeringExamples: [RuleExample] { [ExampleManifest.folder()] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        if !folder.hasManifestFile {
            recorder.report(ContentLayout.manifestName, "the folder has no manifest.json; the app lists its labyrinths from it")
        }
    }
}
