import ContentFormat
import ContentRead
import LabyrinthKit
import MazeKit

/// The levels of a story draw one picture, finer as the level rises: an organic path of one level that lies
/// mostly away from the level before it draws another picture.
struct OrganicSamePictureRule: FolderRule {
    init() {}
    let identifier = "organic.samePicture"
    let rationale =
        "The levels of a picture story are one drawing made finer as the level rises; a level that draws another shape breaks the story the texts tell."
    let severity = Severity.warning
    let description =
        "The levels of an organic story draw the same picture: at most a quarter of each level's drawn line lies more than \(DrawnPoint.formatted(OrganicSamePictureRule.tolerance)) canvas units from the level before it (finer detail stays closer than that; another shape does not)."

    /// Farther than this from the other level's line, a part of the drawing is not the same picture: the leaf
    /// the app ships keeps within 43 of it between easy and hard, three different zigzags are 90 and more apart.
    static let tolerance = 40.0
    static let maxShareApart = 0.25
    let comparesDrawings = true

    var triggeringExamples: [RuleExample] {
        [
            RuleExample([
                "denny_001_easy.json": ExampleOrganic.text([]),
                "denny_001_medium.json": ExampleOrganic.text(
                    ExampleStroke.path([(300, 466), (400, 300), (200, 200), (300, 34)])),
            ])
            .finding(in: "denny_001_medium.json", at: .pathData(.svgPath))
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample([
                "denny_001_easy.json": ExampleOrganic.text([]),
                "denny_001_medium.json": ExampleOrganic.text(
                    ExampleStroke.path([(300, 466), (210, 310), (250, 260), (400, 200), (300, 34)])),
            ]),
            RuleExample([
                "denny_001_easy.json": ExampleOrganic.text([]),
                "denny_002_medium.json": ExampleOrganic.text(
                    ExampleStroke.path([(300, 466), (400, 300), (200, 200), (300, 34)])),
            ]),
        ]
    }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        let byStory = Dictionary(grouping: folder.labyrinths.filter { $0.organicRoute != nil }) {
            $0.fileName?.story ?? -1
        }
        for (_, files) in byStory.sorted(by: { $0.key < $1.key }) {
            let levels = files.compactMap { file in
                file.fileName.flatMap { folder.profile.levelIndex(of: $0.level) }.map { (index: $0, file: file) }
            }
            .sorted { $0.index < $1.index }
            for (earlier, later) in zip(levels, levels.dropFirst()) {
                compare(later.file, with: earlier.file, into: &recorder)
            }
        }
    }

    private func compare(_ file: LabyrinthFacts, with other: LabyrinthFacts, into recorder: inout FindingRecorder) {
        guard let route = file.organicRoute, let otherRoute = other.organicRoute else { return }
        let apart = DrawnCurve.shareApart(route, from: otherRoute, tolerance: Self.tolerance)
        let otherApart = DrawnCurve.shareApart(otherRoute, from: route, tolerance: Self.tolerance)
        guard max(apart, otherApart) > Self.maxShareApart else { return }
        let level = other.fileName?.level ?? other.file
        recorder.report(
            file.file, at: .pathData(.svgPath),
            "draws another picture than the \(level) level (\(other.file)): \(Int((apart * 100).rounded())) % of its path lies more than \(DrawnPoint.formatted(Self.tolerance)) canvas units from that level's, and \(Int((otherApart * 100).rounded())) % of that level's from this one; the levels of a story should draw one figure, finer as the level rises"
        )
    }
}
