/// The line an organic `svg_path` draws, flattened into short straight pieces, whatever its spelling: the app's
/// files end with `… Q c m L end`, mazegen's with `… Q c end`, and a plain polyline of `L`s draws a path too.
/// Validation judges where this line starts, ends and goes, not the letters that wrote it.
public struct DrawnStroke: Sendable {
    /// One flattened piece, with the UTF-8 offset of the command that drew it (for messages).
    public struct Piece: Sendable {
        public var start: DrawnPoint
        public var end: DrawnPoint
        public var commandOffset: Int
    }

    public var pieces: [Piece]
    /// Offsets of every `M` after the first: the pen lifted, so the child sees two lines.
    public var penLifts: [Int]
    public var start: DrawnPoint
    public var end: DrawnPoint

    /// A quadratic curve becomes this many straight pieces: at 8, a curve rounding a corner of the app's paths
    /// (pieces up to ~100 units) stays within a fraction of a unit of the true curve.
    static let piecesPerCurve = 8

    init(_ commands: [CurveCommand]) {
        var pieces: [Piece] = []
        var penLifts: [Int] = []
        var current = DrawnPoint(x: 0, y: 0)
        let start = commands.first.map { DrawnPoint(x: $0.numbers[0], y: $0.numbers[1]) } ?? current
        for (index, command) in commands.enumerated() {
            let numbers = command.numbers
            switch command.letter {
            case UInt8(ascii: "M"):
                if index > 0 { penLifts.append(command.offset) }
                current = DrawnPoint(x: numbers[0], y: numbers[1])
            default:
                let isCurve = command.letter == UInt8(ascii: "Q")
                let end = isCurve ? DrawnPoint(x: numbers[2], y: numbers[3]) : DrawnPoint(x: numbers[0], y: numbers[1])
                // A line is cut like a curve (its control point halfway), so a long one is looked at along its length.
                let control = isCurve ? DrawnPoint(x: numbers[0], y: numbers[1])
                    : DrawnPoint(x: (current.x + end.x) / 2, y: (current.y + end.y) / 2)
                var previous = current
                for step in 1...Self.piecesPerCurve {
                    let t = Double(step) / Double(Self.piecesPerCurve)
                    let point = step == Self.piecesPerCurve ? end : Self.quadratic(current, control, end, at: t)
                    pieces.append(Piece(start: previous, end: point, commandOffset: command.offset))
                    previous = point
                }
                current = end
            }
        }
        self.pieces = pieces
        self.penLifts = penLifts
        self.start = start
        self.end = current
    }

    /// Reads and flattens `svgPath`; throws where the text is not an `M`/`L`/`Q` path.
    public static func read(_ svgPath: String) throws(SVGPathParseError) -> DrawnStroke {
        DrawnStroke(try CurveCommandReader.read(svgPath))
    }

    static func quadratic(_ from: DrawnPoint, _ control: DrawnPoint, _ to: DrawnPoint, at t: Double) -> DrawnPoint {
        let u = 1 - t
        return DrawnPoint(x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
                          y: u * u * from.y + 2 * u * t * control.y + t * t * to.y)
    }

    /// Distance from `point` to the nearest part of the drawn line.
    public func distance(to point: DrawnPoint) -> Double {
        pieces.map { point.distance(toSegmentFrom: $0.start, to: $0.end) }.min() ?? point.distance(to: start)
    }
}
