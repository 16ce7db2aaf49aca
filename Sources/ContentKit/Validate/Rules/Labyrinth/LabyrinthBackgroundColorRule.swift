import ContentFormat
import LabyrinthKit

struct LabyrinthBackgroundColorRule: LabyrinthRule {
    init() {}
    let identifier = "labyrinth.backgroundColor"
    let rationale =
        "The app falls back to a default colour for anything but `#RRGGBB`, so the story loses its place's colour."
    let severity = Severity.warning
    let description = "`visual_theme.background_color` is `#RRGGBB`."

    var triggeringExamples: [RuleExample] {
        ["F4D03F", "#F4D03", "#F4D03FF", "#G4D03F", "rgb(1,2,3)"].map {
            .labyrinth(
                #"{"visual_theme": {"background_color": "\#($0)"}}"#,
                at: .labyrinth(.visualTheme) / VisualThemeKey.backgroundColor)
        }
    }

    var nonTriggeringExamples: [RuleExample] {
        ["#F4D03F", "#a1b2c3"].map { .labyrinth(#"{"visual_theme": {"background_color": "\#($0)"}}"#) }
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let color = labyrinth.string(.visualTheme, VisualThemeKey.backgroundColor) else { return }
        if !VisualTheme.isHexColour(color) {
            recorder.report(
                labyrinth.file, at: .labyrinth(.visualTheme) / VisualThemeKey.backgroundColor,
                "`background_color` is \"\(color)\"; expected #RRGGBB, e.g. #F4D03F")
        }
    }
}
