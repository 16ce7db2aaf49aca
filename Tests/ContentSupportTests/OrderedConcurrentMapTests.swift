import Foundation
import Testing

@testable import ContentSupport

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

/// How many elements run at once, and the most there ever were.
final class RunningCount: @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0
    private var highest = 0
    func enter() {
        lock.withLock {
            now += 1
            highest = max(highest, now)
        }
    }
    func leave() { lock.withLock { now -= 1 } }
    var most: Int { lock.withLock { highest } }
}

@Suite struct OrderedConcurrentMapTests {
    struct Refused: Error, Equatable { let element: Int }

    /// Early elements take longest, so they finish last: the results still come back in order.
    @Test(arguments: [1, 2, 5, 64])
    func resultsComeBackInTheElementsOrder(workers: Int) {
        let elements = Array(0..<24)
        let outputs = orderedConcurrentMap(elements, workers: workers) { (element: Int) -> Int in
            usleep(UInt32(24 - element) * 200)
            return element * 10
        }
        #expect(outputs == elements.map { $0 * 10 })
    }

    /// The later failure finishes first; the error thrown is still the first failing element's.
    @Test func theFirstFailingElementsErrorIsThrown() {
        #expect(throws: Refused(element: 3)) {
            _ = try orderedConcurrentMap(Array(0..<12), workers: 4) { (element: Int) throws(Refused) -> Int in
                if element == 3 {
                    usleep(20_000)
                    throw Refused(element: 3)
                }
                if element == 5 { throw Refused(element: 5) }
                return element
            }
        }
    }

    /// The first failing element fails first and a later one fails after it: the first one's error is kept.
    @Test func anEarlierFailureIsNotReplacedByALaterOne() {
        #expect(throws: Refused(element: 1)) {
            _ = try orderedConcurrentMap(Array(0..<4), workers: 4) { (element: Int) throws(Refused) -> Int in
                if element == 1 { throw Refused(element: 1) }
                if element == 2 {
                    usleep(30_000)
                    throw Refused(element: 2)
                }
                return element
            }
        }
    }

    /// With a cost, the costliest start first (one worker runs them in that order); results stay in order.
    @Test func costliestElementsStartFirst() {
        let started = StartLog()
        let cost: (Int) -> Int = { $0 }
        let outputs = orderedConcurrentMap([3, 9, 1, 9, 5], workers: 1, cost: cost) { (element: Int) -> Int in
            started.append(element)
            return element * 2
        }
        #expect(outputs == [6, 18, 2, 18, 10])
        #expect(started.elements == [9, 9, 5, 3, 1])
    }

    /// Elements after a failing one (in order) are not started, even when they would have started first.
    @Test func nothingAfterAFailureStarts() {
        let started = StartLog()
        let cost: (Int) -> Int = { [1, 9, 0, 5][$0] }
        #expect(throws: Refused(element: 1)) {
            _ = try orderedConcurrentMap([0, 1, 2, 3], workers: 1, cost: cost) {
                (element: Int) throws(Refused) -> Int in
                started.append(element)
                if element == 1 { throw Refused(element: 1) }
                return element
            }
        }
        #expect(started.elements == [1, 0])
    }

    /// Never more than `workers` elements run at once, whatever the number of cores.
    @Test func atMostWorkersRunAtOnce() {
        let running = RunningCount()
        let outputs = orderedConcurrentMap(Array(0..<16), workers: 2) { (element: Int) -> Int in
            running.enter()
            usleep(2_000)
            running.leave()
            return element
        }
        #expect(outputs == Array(0..<16))
        #expect(running.most <= 2 && running.most >= 1)
    }

    /// The app's folder (180 labyrinths) on two cores: dealt in 32s it made six ranges, and the core that took the
    /// last one worked alone; now each core gets eight ranges or more. At scale the ranges stay 32 long.
    @Test(arguments: [(180, 2), (180, 1), (181, 4), (7, 2), (3_600, 2), (1, 2)])
    func rangesCoverEveryElementInOrderAndKeepEveryWorkerBusy(count: Int, workers: Int) {
        let ranges = workRanges(count: count, workers: workers, largest: 32)
        #expect(ranges.flatMap { Array($0) } == Array(0..<count))
        #expect(ranges.allSatisfy { !$0.isEmpty && $0.count <= 32 })
        #expect(ranges.count >= min(count, 8 * workers))
        if count >= 32 * 8 * workers { #expect(ranges.dropLast().allSatisfy { $0.count == 32 }) }
    }

    @Test func noRangesForNoElements() {
        #expect(workRanges(count: 0, workers: 2, largest: 32).isEmpty)
    }

    @Test func noElementsNoWork() {
        let outputs = orderedConcurrentMap([Int](), workers: 2) { $0 }
        #expect(outputs.isEmpty)
    }
}
