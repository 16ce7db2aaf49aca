/// Where one clip stands against its text: the one judgement of a clip (`FolderClips.status`), which validate's
/// audio rules, narrate, the preview, stats, generate's clip note and the studio all ask.
package enum ClipStatus: Sendable, Equatable, CustomStringConvertible {
    case current
    case missing
    /// Made from another text, or under other settings.
    case stale
    /// Made elsewhere: it records nothing of its making.
    case unknownOrigin
    /// It could not be read, or its tag is broken.
    case unreadable(String)
    /// A file, but no MP3 the app can play (empty, other bytes, a WAV under an `.mp3` name): why.
    case unplayable(String)
    /// The name holds no regular file (a symlink, a directory, a FIFO, a device): what it holds.
    case notAFile(String)

    package var description: String {
        switch self {
        case .current: "current"
        case .missing: "missing"
        case .stale: "stale: made from another text or other settings"
        case .unknownOrigin: "made elsewhere: it records no text"
        case .unreadable(let reason): "unreadable: \(reason)"
        case .unplayable(let reason): "not a clip the app can play: \(reason)"
        case .notAFile(let what): "not a file: \(what)"
        }
    }

    /// A regular file the app can play is there (current, stale or made elsewhere): it may be played or measured.
    package var isPlayable: Bool {
        switch self {
        case .current, .stale, .unknownOrigin: true
        case .missing, .unreadable, .unplayable, .notAFile: false
        }
    }
}
