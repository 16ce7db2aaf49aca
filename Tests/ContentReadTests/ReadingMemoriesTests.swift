import Testing

@testable import ContentJSON
@testable import ContentRead

@Suite("Read: the readers' memories of a run")
struct ReadingMemoriesTests {
    /// A memory passes from chunk to chunk while chunks are still to start; after that, the chunk that gives it back
    /// frees it on its own core, not the main thread at the end of the run.
    @Test func aMemoryPassesOnUntilEveryChunkHasStartedThenGoes() {
        let memories = ReadingMemories(files: 4, chunks: 2)
        weak var kept: JSONReadingMemory?
        do {
            let memory = memories.take()
            kept = memory
            memories.giveBack(memory)
        }
        #expect(kept != nil)
        do {
            let memory = memories.take()
            #expect(memory === kept)
            memories.giveBack(memory)
        }
        #expect(kept == nil)
    }
}
