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

    static let tolerance = SamePicture.tolerance
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
        let distance = SamePicture(route, from: otherRoute)
        guard !distance.isOnePicture else { return }
        let level = other.fileName?.level ?? other.file
        recorder.report(
            file.file, at: .pathData(.svgPath),
            distance.description(against: "the \(level) level (\(other.file))"))
    }
}
