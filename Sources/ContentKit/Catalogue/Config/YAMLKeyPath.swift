/// A position inside a YAML document, rendered as `levels[1].grid.rows`.
struct YAMLKeyPath: Sendable, Hashable, CustomStringConvertible {
    enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    var components: [Component]

    init(_ components: [Component] = []) {
        self.components = components
    }

    static let root = YAMLKeyPath()

    func appending(key: String) -> YAMLKeyPath {
        YAMLKeyPath(components + [.key(key)])
    }

    /// The key as the type's `CodingKeys` spell it, so a message names the key the file really has.
    func appending(_ key: some CodingKey) -> YAMLKeyPath {
        appending(key: key.stringValue)
    }

    func appending(index: Int) -> YAMLKeyPath {
        YAMLKeyPath(components + [.index(index)])
    }

    /// Converts a Codable coding path; unkeyed containers report integer keys.
    init(codingPath: [any CodingKey]) {
        self.components = codingPath.map { key in
            if let index = key.intValue { return .index(index) }
            return .key(key.stringValue)
        }
    }

    var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                text += text.isEmpty ? key : ".\(key)"
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}
