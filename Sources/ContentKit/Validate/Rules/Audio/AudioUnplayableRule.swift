import ContentFormat
import ContentRead
import LabyrinthKit

/// A clip a labyrinth names must be a file the app can play: the name in `audio/` holding a symlink, a directory, a
/// FIFO or a device, or a file whose bytes are no MPEG layer III audio (an empty file, other bytes, a WAV renamed),
/// is answered as what it is. The judgement is the folder reading's (`FolderClips.status`, `PlayableClip`).
struct AudioUnplayableRule: FolderRule {
    init() {}
    let identifier = "audio.unplayable"
    let rationale =
        "The app plays the clip a labyrinth names to a child who cannot read: a file that is no MP3 plays silence or fails, and a link or a special file in its place ships nothing the app can open."
    let severity = Severity.error
    let description =
        "Every clip a labyrinth names in `audio/` is a regular file (not a symlink, directory, FIFO or device) holding MPEG layer III audio: frames one after another from the start (past an ID3 tag) to the end."

    static let instruction = "audio/denny_001_instruction.mp3"
    static let completion = "audio/denny_001_completion.mp3"

    var triggeringExamples: [RuleExample] {
        [
            RuleExample(
                ["denny_001_easy.json": ExampleLabyrinth.text],
                binaryFiles: [Self.instruction: [], Self.completion: ExampleClip.silence()]
            ).finding(in: "denny_001_easy.json", at: .labyrinth(.audioInstruction)),
            RuleExample(
                ["denny_001_easy.json": ExampleLabyrinth.text],
                binaryFiles: [Self.instruction: ExampleClip.noise, Self.completion: ExampleClip.wav]
            ).finding(in: "denny_001_easy.json", at: .labyrinth(.audioInstruction))
                .finding(in: "denny_001_easy.json", at: .labyrinth(.audioCompletion)),
            RuleExample(
                ["denny_001_easy.json": ExampleLabyrinth.text],
                binaryFiles: [Self.completion: ExampleClip.silence()], symlinks: [Self.instruction: "/dev/zero"]
            ).finding(in: "denny_001_easy.json", at: .labyrinth(.audioInstruction)),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            RuleExample(
                ["denny_001_easy.json": ExampleLabyrinth.text],
                binaryFiles: [Self.instruction: ExampleClip.silence(), Self.completion: ExampleClip.madeElsewhere]),
            // A missing clip is `audio.missing`'s.
            RuleExample(
                ["denny_001_easy.json": ExampleLabyrinth.text], binaryFiles: [Self.completion: ExampleClip.silence()]),
        ]
    }

    func check(_ folder: CheckedFolder, into recorder: inout FindingRecorder) {
        let clips = folder.clips
        for line in clips.script.lines {
            guard let file = line.files.first else { continue }
            let named = "audio/\(line.clip), named by `\(line.role.key.rawValue)`,"
            switch clips.status(of: line, settings: folder.profile.narration) {
            case .notAFile(let what):
                recorder.report(
                    file, at: .labyrinth(line.role.key),
                    "\(named) is \(what), not a file: it is never read; the app plays a file. Remove it, then run "
                        + "`mazegen narrate` to make the clip")
            case .unplayable(let reason):
                recorder.report(
                    file, at: .labyrinth(line.role.key),
                    "\(named) is no clip the app can play: \(reason); run `mazegen narrate --force` to make it again")
            case .current, .missing, .stale, .unknownOrigin, .unreadable:
                continue
            }
        }
    }
}
