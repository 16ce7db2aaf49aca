import Testing
@testable import ContentKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct OrderedConcurrentMapTests {
    struct Refused: Error, Equatable { let element: Int }

    /// Early elements take longest, so they finish last: the results still come back in order.
    @Test(arguments: [1, 2, 5, 64])
    func resultsComeBackInTheElementsOrder(workers: Int) async {
        let elements = Array(0..<24)
        let outputs = await orderedConcurrentMap(elements, workers: workers) { (element: Int) -> Int in
            usleep(UInt32(24 - element) * 200)
            return element * 10
        }
        #expect(outputs == elements.map { $0 * 10 })
    }

    /// The later failure finishes first; the error thrown is still the first failing element's.
    @Test func theFirstFailingElementsErrorIsThrown() async {
        await #expect(throws: Refused(element: 3)) {
            _ = try await orderedConcurrentMap(Array(0..<12), workers: 4) { (element: Int) throws(Refused) -> Int in
                if element == 3 { usleep(20_000); throw Refused(element: 3) }
                if element == 5 { throw Refused(element: 5) }
                return element
            }
        }
    }

    @Test func noElementsNoWork() async {
        let outputs = await orderedConcurrentMap([Int](), workers: 2) { $0 }
        #expect(outputs.isEmpty)
    }
}
