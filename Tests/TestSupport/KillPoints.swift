import Foundation

/// Which calls the "interrupted at every write" tests stop a run at. With `MAZEGEN_EXHAUSTIVE=1` (as `.ci/run`
/// sets it) every call, 1, 2, 3, ... until a run gets through. By default a sample that still reaches every kind of
/// write: the first three calls (where a run takes its lock and writes its first draft), then each next call twice
/// as far (4, 8, 16, 32, ...) until a run gets through, then the last call that still stops a run,
/// found by halving the gap (where a run commits and cleans up). A run is deterministic, so the sample is too; the
/// tests run it for each kind of call on its own (each strace family, each operation a fault is injected into), so
/// every kind is stopped at its first, its last and calls spread between. A test that counts all kinds together
/// names the first and last call of each kind in `also`.
public enum KillPoints {
    public static let exhaustive = ProcessInfo.processInfo.environment["MAZEGEN_EXHAUSTIVE"] == "1"

    /// Calls `stop(k)` for the chosen k, in increasing order until the bisection; `stop` runs the job stopped at the
    /// k-th call and says whether it was (false: the run got past k, so no later k stops it). Returns the first k a
    /// run gets through (one more than the calls the run makes), or `limit + 1`.
    @discardableResult
    public static func visit(upTo limit: Int = 500, also: Set<Int> = [], _ stop: (Int) throws -> Bool) rethrows -> Int {
        if exhaustive {
            for k in 1...limit where !(try stop(k)) { return k }
            return limit + 1
        }
        var visited: Set<Int> = []
        var stopped = 0
        var k = 1
        while k <= limit {
            visited.insert(k)
            guard try stop(k) else { break }
            stopped = k
            k = k < 3 ? k + 1 : 2 * k
        }
        guard k <= limit else { return limit + 1 }
        var through = k
        while through - stopped > 1 {
            let middle = (stopped + through) / 2
            visited.insert(middle)
            if try stop(middle) { stopped = middle } else { through = middle }
        }
        for k in also.sorted() where k < through && !visited.contains(k) {
            _ = try stop(k)
        }
        return through
    }
}
