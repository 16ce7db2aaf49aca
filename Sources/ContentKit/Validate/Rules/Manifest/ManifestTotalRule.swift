import ContentFormat
import ContentSupport
import LabyrinthKit

public struct ManifestTotalRule: FolderRule {
    public init() {}
    public let identifier = "manifest.total"
    public let severity = Severity.warning
    public let description = "`total` equals the number of entries in `labyrinths`."
    public var triggeringExamples: [RuleExample] { [ExampleManifest.folder(ExampleManifest.text(total: 60), at: .manifest(.total))] }
    public var nonTriggeringExamples: [RuleExample] { [ExampleManifest.folder()] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard let manifest = folder.manifest, let total = manifest[pointer: .manifest(.total)]?.intValue,
              let entries = manifest[pointer: .manifest(.labyrinths)]?.arrayValue, total != entries.count else { return }
        recorder.report(ContentLayout.manifestName, at: .manifest(.total), "`total` is \(total); expected \(entries.count), the number of entries in `labyrinths`")
    }
}
