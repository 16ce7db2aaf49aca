/// A point of a drawing as written in a file. Coordinates stay `Double` here because files may
/// hold decimals; the reconstruction decides whether a value is a usable integer.
public struct DrawnPoint: Hashable, Sendable, CustomStringConvertible {
    /// Units from the left, as written.
    public var x: Double
    /// Units from the top, as written.
    public var y: Double

    /// The point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// `(x, y)`, whole numbers without a decimal point, as the file writes them.
    public var description: String { "(\(DrawnPoint.format(x)), \(DrawnPoint.format(y)))" }

    /// Integers print without a decimal point, so messages read like the file.
    package static func format(_ value: Double) -> String {
        if let exact = Int(exactly: value) { return String(exact) }
        return String(value)
    }
}
