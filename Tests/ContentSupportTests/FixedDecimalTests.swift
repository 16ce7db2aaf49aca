import Testing

@testable import ContentSupport

@Suite("Fixed decimals")
struct FixedDecimalTests {
    @Test("fixed decimals round half away from zero and never print a minus zero")
    func fixedDecimals() {
        #expect(FixedDecimal.text(0.125, decimals: 2) == "0.13")
        #expect(FixedDecimal.text(12, decimals: 2) == "12.00")
        #expect(FixedDecimal.text(2.0 / 3.0, decimals: 3) == "0.667")
        #expect(FixedDecimal.text(-0.001, decimals: 2) == "0.00")
        #expect(FixedDecimal.text(-1.5, decimals: 0) == "-2")
        #expect(FixedDecimal.text(0.05, decimals: 2) == "0.05")
    }

    @Test("numbers no Int can hold print in Swift's shortest form instead of trapping")
    func fixedBeyondInt() {
        #expect(FixedDecimal.text(.infinity, decimals: 2) == "inf")
        #expect(FixedDecimal.text(-.infinity, decimals: 0) == "-inf")
        #expect(FixedDecimal.text(.nan, decimals: 3) == "nan")
        #expect(FixedDecimal.text(1e300, decimals: 2) == "1e+300")
        #expect(FixedDecimal.text(-1e300, decimals: 2) == "-1e+300")
        // Just below 2^53 once scaled: still printed on integers.
        #expect(FixedDecimal.text(90_071_992_547_409.91, decimals: 2) == "90071992547409.91")
    }
}
