/// What the folder's reading found in one clip in `audio/`.
package enum ClipReading: Sendable, Equatable {
    case record(ClipRecord)
    /// The clip carries no record of what it was made from.
    case noRecord
    /// The clip carries none, but is the one import adopted (its bytes' digest is the recorded one), taken to say the
    /// text of this digest (`AdoptedClips.textDigest`).
    case adopted(textDigest: String)
    /// The clip could not be read, or its tag is broken.
    case unreadable(String)
    /// Its bytes are no MP3 the app can play (`PlayableClip`): why.
    case unplayable(String)
    /// The clip's name in `audio/` holds no regular file (a symlink, a directory, a FIFO, a device): what it holds.
    /// It is never opened.
    case notAFile(String)
}
