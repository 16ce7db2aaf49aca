import ContentFormat
import LabyrinthKit

struct AudioMissingRule: LabyrinthRule {
    init() {}
    let identifier = "audio.missing"
    let rationale =
        "The app plays the instruction and completion audio a labyrinth names; a missing file leaves the child without the spoken instruction."
    let severity = Severity.error
    let description =
        "When the folder has an `audio/` sub-folder (or `narration.required` is true), every clip a labyrinth names is in it."

    var triggeringExamples: [RuleExample] {
        [
            RuleExample(["denny_001_easy.json": ExampleLabyrinth.text, "audio/denny_001_instruction.mp3": "ID3"])
                .finding(in: "denny_001_easy.json", at: .labyrinth(.audioCompletion))
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample([
                "denny_001_easy.json": ExampleLabyrinth.text, "audio/denny_001_instruction.mp3": "ID3",
                "audio/denny_001_completion.mp3": "ID3",
            ]),
            .labyrinth(ExampleLabyrinth.text),
        ]
    }

    func check(_ labyrinth: CheckedLabyrinth, into recorder: inout FindingRecorder) {
        // Without `audio/` clips are asked for only where the config says narration is required.
        guard let audioFiles = labyrinth.audioFiles ?? (labyrinth.profile.narration.required ? [] : nil) else {
            return
        }
        for key in [LabyrinthKey.audioInstruction, .audioCompletion] {
            guard let name = labyrinth.string(key), !name.isEmpty, ContentFileName.isPlain(name) else { continue }
            if !binarySearchContains(audioFiles, name) {
                recorder.report(
                    labyrinth.file, at: .labyrinth(key),
                    "`\(key.rawValue)` names \"\(name)\", which is not in audio/; `mazegen narrate` makes it")
            }
        }
    }
}

/// Looks a name up in a sorted list without building a set per file.
func binarySearchContains(_ sorted: [String], _ name: String) -> Bool {
    var low = 0
    var high = sorted.count
    while low < high {
        let middle = (low + high) / 2
        if sorted[middle] < name { low = middle + 1 } else { high = middle }
    }
    return low < sorted.count && sorted[low] == name
}
