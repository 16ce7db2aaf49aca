import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Processors online: how many labyrinths are made, and files written, at once.
package func activeCores() -> Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

/// `transform` applied to every element, at most `workers` at a time, results in the elements' order: the
/// pipeline's one parallel map (generate's labyrinths and writes, validate's chunks and folder rules, the
/// catalogue's files). It returns once every element it started is done; the calling thread works too.
///
/// Each worker takes the next element when it finishes one: a hard avoid labyrinth costs a hundred
/// easy ones, so fixed shares left one core idle while the other made the avoid pack. With `cost`, the
/// costliest elements start first, so no long one is left to run alone at the end; it only orders the work.
/// On failure the error of the first failing element (in order) is thrown, whatever finished first,
/// so the message does not depend on timing; elements after it are not started.
package func orderedConcurrentMap<Element: Sendable, Output: Sendable, Failure: Error>(
    _ elements: [Element], workers: Int, cost: ((Element) -> Int)? = nil,
    _ transform: @Sendable (Element) throws(Failure) -> Output
) throws(Failure) -> [Output] {
    guard !elements.isEmpty else { return [] }
    let startOrder =
        cost.map { cost in
            elements.indices.map { ($0, cost(elements[$0])) }.sorted { ($1.1, $0.0) < ($0.1, $1.0) }.map(\.0)
        } ?? Array(elements.indices)
    let run = OrderedRun<Output, Failure>(startOrder: startOrder)
    DispatchQueue.concurrentPerform(iterations: min(max(1, workers), elements.count)) { _ in
        while let index = run.next() {
            do throws(Failure) {
                run.finish(index, .success(try transform(elements[index])))
            } catch {
                run.finish(index, .failure(error))
            }
        }
    }
    return try run.outputs()
}

/// `0..<count` cut into consecutive ranges for `orderedConcurrentMap`: at most `largest` elements each, and at least
/// `perWorker` ranges for each worker when there are elements enough. Workers take ranges as they free up, so the
/// last ones to finish differ by one range at most: with 180 files cut into 32s on two cores, one core checked the
/// sixth range alone while the other idled, and a small folder used hardly more than one core.
package func workRanges(count: Int, workers: Int, largest: Int, perWorker: Int = 8) -> [Range<Int>] {
    guard count > 0 else { return [] }
    let size = min(max(1, largest), max(1, count / max(1, workers * perWorker)))
    return stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
}

/// The shared state of one `orderedConcurrentMap`: which element starts next, each result in its element's
/// slot, and the first failure in element order. Every access holds the lock; elements are coarse (a labyrinth,
/// a chunk of files, a rule), so the lock is never what a worker waits on.
private final class OrderedRun<Output: Sendable, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private let startOrder: [Int]
    private var started = 0
    private var results: [Output?]
    private var firstFailure: (index: Int, error: Failure)?

    init(startOrder: [Int]) {
        self.startOrder = startOrder
        results = [Output?](repeating: nil, count: startOrder.count)
    }

    /// The next element to start; elements after a failure (in order) are passed over.
    func next() -> Int? {
        lock.withLock {
            while started < startOrder.count {
                let index = startOrder[started]
                started += 1
                if index < firstFailure?.index ?? Int.max { return index }
            }
            return nil
        }
    }

    func finish(_ index: Int, _ result: Result<Output, Failure>) {
        lock.withLock {
            switch result {
            case .success(let output): results[index] = output
            case .failure(let error) where index < firstFailure?.index ?? Int.max: firstFailure = (index, error)
            case .failure: break
            }
        }
    }

    func outputs() throws(Failure) -> [Output] {
        let (failure, results) = lock.withLock { (firstFailure?.error, self.results) }
        if let failure { throw failure }
        return results.map { $0! }
    }
}
