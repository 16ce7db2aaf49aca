import ContentFormat
import ContentSupport
import LabyrinthKit

public struct ManifestUniverseRule: FolderRule {
    public init() {}
    public let identifier = "manifest.universe"
    public let severity = Severity.warning
    public let description = "The manifest's `universe` is the config's universe."
    public var triggeringExamples: [RuleExample] { [.manifest(#"{"universe": "otto"}"#, at: .manifest(.universe))] }
    public var nonTriggeringExamples: [RuleExample] { [.manifest(#"{"universe": "denny"}"#)] }

    public func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        guard let universe = folder.manifest?[pointer: .manifest(.universe)]?.stringValue, universe != folder.profile.universe else { return }
        recorder.report(ContentLayout.manifestName, at: .manifest(.universe), "`universe` is \"\(universe)\"; expected \"\(folder.profile.universe)\"")
    }
}
