import ContentSupport

/// A file that could not be read, kept so a rule can report it.
package struct UnreadableFile: Sendable, Equatable {
    package var file: String
    package var error: FileSystemError
}
