#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Processors online: how many labyrinths are made, and files written, at once.
public func activeCores() -> Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

/// `transform` applied to every element, at most `workers` at a time, results in the elements' order.
///
/// Each worker takes the next element when it finishes one: a hard avoid labyrinth costs a hundred
/// easy ones, so fixed shares left one core idle while the other made the avoid pack. With `cost`, the
/// costliest elements start first, so no long one is left to run alone at the end; it only orders the work.
/// On failure the error of the first failing element (in order) is thrown, whatever finished first,
/// so the message does not depend on timing; elements after it are not started.
func orderedConcurrentMap<Element: Sendable, Output: Sendable, Failure: Error>(
    _ elements: [Element], workers: Int, cost: ((Element) -> Int)? = nil,
    _ transform: @escaping @Sendable (Element) throws(Failure) -> Output
) async throws(Failure) -> [Output] {
    let startOrder = cost.map { cost in
        elements.indices.map { ($0, cost(elements[$0])) }.sorted { ($1.1, $0.0) < ($0.1, $1.0) }.map(\.0)
    } ?? Array(elements.indices)
    let outcome: Result<[Output], Failure> = await withTaskGroup(of: (Int, Result<Output, Failure>).self) { group in
        var started = 0
        var firstFailure: (index: Int, error: Failure)?
        func startNext() {
            while started < startOrder.count {
                let index = startOrder[started]
                started += 1
                guard index < firstFailure?.index ?? Int.max else { continue }
                let element = elements[index]
                group.addTask {
                    do throws(Failure) { return (index, .success(try transform(element))) } catch { return (index, .failure(error)) }
                }
                return
            }
        }
        for _ in 0..<min(max(1, workers), elements.count) { startNext() }
        var outputs = [Output?](repeating: nil, count: elements.count)
        while let (index, result) = await group.next() {
            switch result {
            case .success(let output): outputs[index] = output
            case .failure(let error) where index < firstFailure?.index ?? Int.max: firstFailure = (index, error)
            case .failure: break
            }
            startNext()
        }
        if let firstFailure { return .failure(firstFailure.error) }
        return .success(outputs.map { $0! })
    }
    return try outcome.get()
}
