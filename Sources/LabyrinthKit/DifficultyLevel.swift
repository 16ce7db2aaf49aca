import Foundation

/// The three levels the app offers, easiest first.
public enum DifficultyLevel: String, Codable, Sendable, CaseIterable, Comparable {
    case easy, medium, hard

    /// How far, in screen points, the finger may stray from the path before the app stops following it.
    public var pathTolerance: Double {
        switch self {
        case .easy: 25
        case .medium: 18
        case .hard: 12
        }
    }

    /// A level stored by an older app (`beginner`, `expert`) or anything else unknown starts over at easy.
    public init(storedValue: String) {
        self = DifficultyLevel(rawValue: storedValue) ?? .easy
    }

    /// The level after this one in a story; nil after hard, when the story is complete.
    public var next: DifficultyLevel? {
        switch self {
        case .easy: .medium
        case .medium: .hard
        case .hard: nil
        }
    }

    /// The levels to try, in order, when a pack has no labyrinths at `self`: the chosen level, then medium,
    /// easy, hard.
    public var fallbackOrder: [DifficultyLevel] {
        var order = [self]
        for level in [DifficultyLevel.medium, .easy, .hard] where level != self { order.append(level) }
        return order
    }

    /// Easier first: easy < medium < hard.
    public static func < (lhs: DifficultyLevel, rhs: DifficultyLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
