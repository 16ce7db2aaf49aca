/// Where one clip stands against its text.
package enum ClipStatus: Sendable, Equatable, CustomStringConvertible {
    case current
    case missing
    /// Made from another text, or under other settings.
    case stale
    /// Made elsewhere: it records nothing of its making.
    case unknownOrigin
    case unreadable(String)

    package var description: String {
        switch self {
        case .current: "current"
        case .missing: "missing"
        case .stale: "stale: made from another text or other settings"
        case .unknownOrigin: "made elsewhere: it records no text"
        case .unreadable(let reason): "unreadable: \(reason)"
        }
    }
}
