import Testing

@testable import ContentGenerate

/// What generate's refusal of a file it cannot read whole says replacing it would drop: bounded, whatever the file
/// holds (a file from elsewhere may carry thousands of keys, or one key of megabytes).
@Suite("Generate: an unreadable file's keys at stake, bounded")
struct UnreadableFileMessageTests {
    @Test func aFewKeysAreNamedWhole() {
        let file = UnreadableFile(name: "a.json", reason: "not JSON", keysNotWritten: ["note", "author"])
        #expect(file.atStake == "its keys mazegen does not write: `note`, `author`")
    }

    @Test func manyKeysAndLongKeysAreCutShortAndCounted() {
        let long = String(repeating: "k", count: 3_600_000)
        let keys = [long] + (1...10_000).map { "key\($0)" }
        let file = UnreadableFile(name: "a.json", reason: "not JSON", keysNotWritten: keys)
        #expect(file.atStake.count < 300, "\(file.atStake.prefix(400))")
        #expect(
            file.atStake
                == "its keys mazegen does not write: `\(String(repeating: "k", count: 39))…`, `key1`, `key2`, `key3`, "
                + "`key4` and 9996 more")
    }
}
