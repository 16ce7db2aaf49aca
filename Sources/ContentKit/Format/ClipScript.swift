import LabyrinthKit

/// What each narration clip of a folder says, taken from the labyrinths that name it: the app plays
/// `audio_instruction` when a maze opens and `audio_completion` on the completion screen, and the app team's
/// pipeline spoke `tts_instruction` for the one, `completion_message` then `educational_question` for the other.
/// Every level of a story names the same two clips, so every file naming a clip must give it the same text; one
/// that gives another is a conflict, named with both files. narrate makes the clips from this, validate checks them
/// against it, the preview and stats show it: one script, so the four never disagree.
package struct ClipScript: Sendable, Equatable {
    /// Which of a labyrinth's two clips.
    package enum Role: String, Sendable, Hashable, CaseIterable {
        case instruction
        case completion

        /// The keys whose texts the clip speaks, for a message.
        package var spokenKeys: String {
            switch self {
            case .instruction: "`tts_instruction`"
            case .completion: "`completion_message` and `educational_question`"
            }
        }

        /// The labyrinth's key naming the clip.
        package var key: LabyrinthKey {
            switch self {
            case .instruction: .audioInstruction
            case .completion: .audioCompletion
            }
        }
    }

    /// One clip: its file name in `audio/`, what it says, and the labyrinths that name it (sorted).
    package struct Line: Sendable, Equatable {
        package var clip: String
        package var role: Role
        package var text: String
        package var files: [String]
    }

    /// Two files naming one clip with different texts: the clip cannot say both.
    package struct Conflict: Sendable, Equatable, CustomStringConvertible {
        package var clip: String
        package var role: Role
        package var file: String
        package var otherFile: String

        package var description: String {
            "\(file) and \(otherFile) name the same clip \"\(clip)\" (`\(role.key.rawValue)`) but give it different "
                + "texts; every level of a story says the same: make the texts equal"
        }
    }

    /// Sorted by clip name.
    package var lines: [Line]
    package var conflicts: [Conflict]

    /// One labyrinth's clip of one role: the name it gives and what it says.
    package struct Entry: Sendable, Equatable {
        package var role: Role
        package var clip: String
        package var text: String

        package init(role: Role, clip: String, text: String) {
            self.role = role
            self.clip = clip
            self.text = text
        }
    }

    /// What a clip of `role` says, from the texts of a labyrinth (nil where the file lacks one).
    package static func text(_ role: Role, texts: (LabyrinthKey) -> String?) -> String? {
        switch role {
        case .instruction: return texts(.ttsInstruction)
        case .completion:
            guard let message = texts(.completionMessage), let question = texts(.educationalQuestion) else {
                return nil
            }
            return message + " " + question
        }
    }

    /// The clips a labyrinth names, from its keys' texts: a name that is not a plain file name, or a clip whose
    /// texts are missing, is no entry (validate's other rules say what is wrong with the file).
    package static func entries(texts: (LabyrinthKey) -> String?) -> [Entry] {
        Role.allCases.compactMap { role in
            guard let clip = texts(role.key), !clip.isEmpty, ContentFileName.isPlain(clip),
                let text = text(role, texts: texts)
            else { return nil }
            return Entry(role: role, clip: clip, text: text)
        }
    }

    /// The clips of a decoded labyrinth.
    package static func entries(of labyrinth: Labyrinth) -> [Entry] {
        entries { key in
            switch key {
            case .ttsInstruction: labyrinth.ttsInstruction
            case .completionMessage: labyrinth.completionMessage
            case .educationalQuestion: labyrinth.educationalQuestion
            case .audioInstruction: labyrinth.audioInstruction
            case .audioCompletion: labyrinth.audioCompletion
            default: nil
            }
        }
    }

    /// The script of the labyrinths' entries (by file name), in any order.
    package init(_ labyrinths: [(file: String, entries: [Entry])]) {
        var byClip: [String: Line] = [:]
        var conflicts: [Conflict] = []
        for (file, entries) in labyrinths.sorted(by: { $0.file < $1.file }) {
            for entry in entries {
                if var line = byClip[entry.clip] {
                    if line.text != entry.text {
                        conflicts.append(
                            Conflict(clip: entry.clip, role: entry.role, file: file, otherFile: line.files[0]))
                    }
                    line.files.append(file)
                    byClip[entry.clip] = line
                } else {
                    byClip[entry.clip] = Line(clip: entry.clip, role: entry.role, text: entry.text, files: [file])
                }
            }
        }
        lines = byClip.values.sorted { $0.clip < $1.clip }
        self.conflicts = conflicts
    }
}
