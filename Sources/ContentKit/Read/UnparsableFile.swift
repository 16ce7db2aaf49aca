import ContentJSON

/// A file that is not valid UTF-8 JSON, with where the reader stopped.
package struct UnparsableFile: Sendable, Equatable {
    package var file: String
    package var error: JSONSyntaxError
}
