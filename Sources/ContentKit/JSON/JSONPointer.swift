import LabyrinthKit

/// An RFC 6901 JSON pointer: the place inside a file a finding or a change refers to.
package struct JSONPointer: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    package let tokens: [String]

    package init(tokens: [String]) { self.tokens = tokens }

    package static let root = JSONPointer(tokens: [])

    /// Parses `/a/b~1c/0`; the empty string is the root.
    package init(_ text: String) {
        if text.isEmpty {
            tokens = []
        } else {
            tokens = text.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
                String($0).replacing("~1", with: "/").replacing("~0", with: "~")
            }
        }
    }

    package init(stringLiteral value: String) { self.init(value) }

    package func appending(_ token: String) -> JSONPointer { JSONPointer(tokens: tokens + [token]) }
    package func appending(_ index: Int) -> JSONPointer { appending(String(index)) }

    package var description: String {
        tokens.map { "/" + $0.replacing("~", with: "~0").replacing("/", with: "~1") }
            .joined()
    }

    package static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        lhs.tokens.lexicographicallyPrecedes(rhs.tokens)
    }
}

extension DecodingFailure {
    /// Where the decoder stopped, as a JSON pointer into the file.
    package var pointer: JSONPointer { JSONPointer(tokens: codingPath) }
}
