import ContentFormat
import LabyrinthKit

public struct BackgroundColorRule: LabyrinthRule {
    public init() {}
    public let identifier = "labyrinth.backgroundColor"
    public let severity = Severity.warning
    public let description = "`visual_theme.background_color` is `#RRGGBB`."

    public var triggeringExamples: [RuleExample] {
        ["F4D03F", "#F4D03", "#F4D03FF", "#G4D03F", "rgb(1,2,3)"].map {
            .labyrinth(#"{"visual_theme": {"background_color": "\#($0)"}}"#, at: .labyrinth(.visualTheme) / VisualThemeKey.backgroundColor)
        }
    }

    public var nonTriggeringExamples: [RuleExample] {
        ["#F4D03F", "#a1b2c3"].map { .labyrinth(#"{"visual_theme": {"background_color": "\#($0)"}}"#) }
    }

    public func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        guard let color = labyrinth.string(.visualTheme, VisualThemeKey.backgroundColor) else { return }
        if !VisualTheme.isHexColour(color) {
            recorder.report(labyrinth.file, at: .labyrinth(.visualTheme) / VisualThemeKey.backgroundColor,
                            "`background_color` is \"\(color)\"; expected #RRGGBB, e.g. #F4D03F")
        }
    }
}
