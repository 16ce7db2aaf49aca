import ContentFormat
import LabyrinthKit

struct LabyrinthFileNameRule: LabyrinthRule {
    init() {}
    let identifier = "labyrinth.fileName"
    let rationale =
        "The app loads a labyrinth by its id, `<universe>_<NNN>_<level>`, and takes the story number from it; another name is never found."
    let severity = Severity.error
    let description =
        "A labyrinth file is named `<universe>_<story:3 digits>_<level>.json` with the config's universe and one of its levels."

    var triggeringExamples: [RuleExample] {
        [
            .labyrinth("{}", named: "denny_001_tricky.json", at: .wholeFile),
            .labyrinth("{}", named: "otto_001_easy.json", at: .wholeFile),
            .labyrinth("{}", named: "denny_000_easy.json", at: .wholeFile),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [.labyrinth("{}", named: "denny_001_easy.json"), .labyrinth("{}", named: "denny_120_hard.json")]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        let profile = labyrinth.profile
        guard let name = labyrinth.fileName else { return }
        if name.universe != profile.universe {
            recorder.report(
                labyrinth.file,
                "the name starts with \"\(name.universe)\"; expected the universe \"\(profile.universe)\"")
        }
        if !profile.levelNames.contains(name.level), !profile.legacyLevelNames.contains(name.level) {
            recorder.report(
                labyrinth.file,
                "the name ends in \"\(name.level)\"; expected one of the levels \(profile.levelNames.joined(separator: ", "))"
            )
        }
        if name.story < 1 {
            recorder.report(labyrinth.file, "the story number is 000; stories are numbered from 001")
        }
    }
}
