/// The one way mazegen prints a number with a fixed count of decimals: the statistics, the preview's SVG
/// lengths, the percentages in findings and the time `generate` took all go through it.
package enum FixedDecimal {
    /// `value` rounded half away from zero to `decimals` places, always with that many decimals.
    /// Done on integers so the text never depends on a platform's float printing. Beyond 2^53 a Double
    /// holds no fraction to round (and soon no Int holds it): such values, and infinities and NaN, keep
    /// Swift's own shortest form (`1e+300`, `inf`), which is the same on every platform.
    package static func text(_ value: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let magnitude = (abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero)
        guard magnitude < 0x1p53 else { return value.description }
        let scaled = Int(magnitude)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(scaled) }
        let fraction = String(scaled % scale)
        return sign + String(scaled / scale) + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
