import ContentJSON
import Foundation

/// The readers' memories of one run: a chunk takes one and gives it back when done, so the next chunk to start
/// finds the short texts and small objects an earlier one kept, not empty tables; there are as many memories as
/// chunks ever ran at once. Once every chunk has started, a memory given back is not kept: the chunk's core frees
/// it (all it holds), which at the end of the run would otherwise be the main thread's work alone.
final class ReadingMemories: @unchecked Sendable {
    private let lock = NSLock()
    /// Each is used by one chunk at a time: taken and given back under the lock.
    private var idle: [JSONReadingMemory] = []
    /// The files of the run, which size a memory's tables.
    private let files: Int
    /// The chunks of the run, and how many have taken a memory (under the lock).
    private let chunks: Int
    private var started = 0

    init(files: Int, chunks: Int) {
        self.files = files
        self.chunks = chunks
    }

    func take() -> JSONReadingMemory {
        lock.withLock {
            started += 1
            return idle.popLast()
        } ?? JSONReadingMemory(files: files)
    }

    func giveBack(_ memory: JSONReadingMemory) {
        lock.withLock {
            if started < chunks { idle.append(memory) }
        }
    }
}
