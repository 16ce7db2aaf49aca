import Foundation
import Testing
@testable import ContentKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The order elements were started in, from any thread.
final class StartLog: @unchecked Sendable {
    private let lock = NSLock()
    private var started: [Int] = []
    func append(_ element: Int) { lock.withLock { started.append(element) } }
    var elements: [Int] { lock.withLock { started } }
}

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

    /// The first failing element fails first and a later one fails after it: the first one's error is kept.
    @Test func anEarlierFailureIsNotReplacedByALaterOne() async {
        await #expect(throws: Refused(element: 1)) {
            _ = try await orderedConcurrentMap(Array(0..<4), workers: 4) { (element: Int) throws(Refused) -> Int in
                if element == 1 { throw Refused(element: 1) }
                if element == 2 { usleep(30_000); throw Refused(element: 2) }
                return element
            }
        }
    }

    /// With a cost, the costliest start first (one worker runs them in that order); results stay in order.
    @Test func costliestElementsStartFirst() async {
        let started = StartLog()
        let outputs = await orderedConcurrentMap([3, 9, 1, 9, 5], workers: 1, cost: { $0 }) { (element: Int) -> Int in
            started.append(element)
            return element * 2
        }
        #expect(outputs == [6, 18, 2, 18, 10])
        #expect(started.elements == [9, 9, 5, 3, 1])
    }

    /// Elements after a failing one (in order) are not started, even when they would have started first.
    @Test func nothingAfterAFailureStarts() async {
        let started = StartLog()
        await #expect(throws: Refused(element: 1)) {
            _ = try await orderedConcurrentMap([0, 1, 2, 3], workers: 1, cost: { [1, 9, 0, 5][$0] }) { (element: Int) throws(Refused) -> Int in
                started.append(element)
                if element == 1 { throw Refused(element: 1) }
                return element
            }
        }
        #expect(started.elements == [1, 0])
    }

    @Test func noElementsNoWork() async {
        let outputs = await orderedConcurrentMap([Int](), workers: 2) { $0 }
        #expect(outputs.isEmpty)
    }
}
