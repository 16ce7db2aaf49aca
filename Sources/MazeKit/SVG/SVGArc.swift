#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A path's elliptical arc (`A rx ry rotation large-arc sweep x y`) as cubic curves, by the conversion the SVG
/// specification's implementation notes give: from its two ends to its centre and angles, radii too small to reach
/// the end scaled up until they do, a zero radius drawn as a straight line and an arc ending where it starts left
/// out. Cubic curves because a transform maps their control points to the transformed curve's, which it does not do
/// to an ellipse's radii.
struct SVGArc {
    var from: DrawnPoint
    var radii: (x: Double, y: Double)
    /// The ellipse's x axis from the coordinate system's, in degrees.
    var rotation: Double
    var largeArc: Bool
    var sweep: Bool
    var to: DrawnPoint

    /// Each curve spans at most a quarter turn, within 0.03 % of the radius of the true ellipse.
    var pieces: [SVGDrawing.Piece] {
        if from == to { return [] }
        var rx = abs(radii.x)
        var ry = abs(radii.y)
        if rx == 0 || ry == 0 { return [.line(to)] }
        let phi = rotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi)
        let sinPhi = sin(phi)
        // The ends' half difference in the ellipse's axes.
        let dx = (from.x - to.x) / 2
        let dy = (from.y - to.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        let reach = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if reach > 1 {
            rx *= reach.squareRoot()
            ry *= reach.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
        if largeArc == sweep { factor = -factor }
        let centreX1 = factor * rx * y1 / ry
        let centreY1 = -factor * ry * x1 / rx
        let centre = DrawnPoint(
            x: cosPhi * centreX1 - sinPhi * centreY1 + (from.x + to.x) / 2,
            y: sinPhi * centreX1 + cosPhi * centreY1 + (from.y + to.y) / 2)
        let startAngle = atan2((y1 - centreY1) / ry, (x1 - centreX1) / rx)
        let endAngle = atan2((-y1 - centreY1) / ry, (-x1 - centreX1) / rx)
        var span = endAngle - startAngle
        if sweep && span < 0 { span += 2 * .pi }
        if !sweep && span > 0 { span -= 2 * .pi }
        // A point of the unit circle, moved onto the ellipse and into place.
        func onEllipse(_ x: Double, _ y: Double) -> DrawnPoint {
            DrawnPoint(
                x: centre.x + rx * cosPhi * x - ry * sinPhi * y, y: centre.y + rx * sinPhi * x + ry * cosPhi * y)
        }
        let count = max(1, Int((abs(span) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = span / Double(count)
        // A cubic through a unit circle's arc of angle `step` puts its controls this far along the tangents.
        let handle = 4.0 / 3.0 * tan(step / 4)
        var pieces: [SVGDrawing.Piece] = []
        var angle = startAngle
        for index in 0..<count {
            let next = angle + step
            let (cosA, sinA) = (cos(angle), sin(angle))
            let (cosB, sinB) = (cos(next), sin(next))
            let end = index == count - 1 ? to : onEllipse(cosB, sinB)
            pieces.append(
                .cubic(
                    onEllipse(cosA - handle * sinA, sinA + handle * cosA),
                    onEllipse(cosB + handle * sinB, sinB - handle * cosB), end))
            angle = next
        }
        return pieces
    }
}
