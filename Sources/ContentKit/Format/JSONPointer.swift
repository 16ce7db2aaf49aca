import LabyrinthKit

/// An RFC 6901 JSON pointer: the place inside a file a finding or a change refers to.
public struct JSONPointer: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let tokens: [String]

    public init(tokens: [String]) { self.tokens = tokens }

    public static let root = JSONPointer(tokens: [])

    /// Parses `/a/b~1c/0`; the empty string is the root.
    public init(_ text: String) {
        if text.isEmpty {
            tokens = []
        } else {
            tokens = text.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
                String($0).replacing("~1", with: "/").replacing("~0", with: "~")
            }
        }
    }

    public init(stringLiteral value: String) { self.init(value) }

    public func appending(_ token: String) -> JSONPointer { JSONPointer(tokens: tokens + [token]) }
    public func appending(_ index: Int) -> JSONPointer { appending(String(index)) }

    public var description: String {
        tokens.map { "/" + $0.replacing("~", with: "~0").replacing("/", with: "~1") }
            .joined()
    }

    public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        lhs.tokens.lexicographicallyPrecedes(rhs.tokens)
    }
}

extension DecodingFailure {
    /// Where the decoder stopped, as a JSON pointer into the file.
    public var pointer: JSONPointer { JSONPointer(tokens: codingPath) }
}
