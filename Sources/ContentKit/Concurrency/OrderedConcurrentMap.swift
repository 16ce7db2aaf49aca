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
/// easy ones, so fixed shares left one core idle while the other made the avoid pack.
/// On failure the error of the first failing element (in order) is thrown, whatever finished first,
/// so the message does not depend on timing; elements after it are not started.
func orderedConcurrentMap<Element: Sendable, Output: Sendable, Failure: Error>(
    _ elements: [Element], workers: Int, _ transform: @escaping @Sendable (Element) throws(Failure) -> Output
) async throws(Failure) -> [Output] {
    let outcome: Result<[Output], Failure> = await withTaskGroup(of: (Int, Result<Output, Failure>).self) { group in
        var next = 0
        func startNext() {
            let index = next
            let element = elements[index]
            next += 1
            group.addTask {
                do throws(Failure) { return (index, .success(try transform(element))) } catch { return (index, .failure(error)) }
            }
        }
        for _ in 0..<min(max(1, workers), elements.count) { startNext() }
        var outputs = [Output?](repeating: nil, count: elements.count)
        var firstFailure: (index: Int, error: Failure)?
        while let (index, result) = await group.next() {
            switch result {
            case .success(let output): outputs[index] = output
            case .failure(let error) where index < firstFailure?.index ?? Int.max: firstFailure = (index, error)
            case .failure: break
            }
            if next < elements.count && next < firstFailure?.index ?? Int.max { startNext() }
        }
        if let firstFailure { return .failure(firstFailure.error) }
        return .success(outputs.map { $0! })
    }
    return try outcome.get()
}
