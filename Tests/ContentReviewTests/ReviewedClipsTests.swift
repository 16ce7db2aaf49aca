import ContentTestSupport
import Testing

@testable import ContentRead
@testable import ContentReview
@testable import ContentSupport
@testable import ContentValidate

/// What the preview and stats show of each clip comes from the folder's one reading of its clips: within
/// `limits.file_bytes` (a clip of any size costs no more than the limit), and judged as validate judges it.
@Suite("Review: each clip as the folder's reading judged and measured it")
struct ReviewedClipsTests {
    static func content(_ clips: (String, String) -> [String: [UInt8]], limit: Int? = nil) throws -> [ReviewedContent
        .StoryClip]
    {
        var profile = ValidFolder.profile
        if let limit { profile.limits.fileBytes = limit }
        let names = try FolderReader(profile: profile.reading).read(InMemoryContentSource(ValidFolder.files)).clips
            .script.lines.map(\.clip)
        let files = ValidFolder.files.merging(clips(names[0], names[1]).mapKeys { "audio/" + $0 }) { $1 }
        let content = try ReviewedContent.load(InMemoryContentSource(files), validator: Validator(profile: profile))
        return content.clips.values.flatMap { $0 }.sorted { $0.line.clip < $1.line.clip }
    }

    @Test func aClipOverTheLimitIsNotReadPastItNorMeasured() throws {
        let limit = ValidFolder.largestLabyrinth + 100
        let clips = try Self.content(
            { [$0: ExampleClip.silence(frames: limit / 96 + 1), $1: ExampleClip.silence(frames: 4)] }, limit: limit)
        try #require(clips.count == 2)
        let over = try #require(clips.first { $0.seconds == nil })
        guard case .unreadable = over.status else {
            Issue.record("a clip over the limit is \(over.status)")
            return
        }
        #expect(clips.contains { $0.seconds == 0.096 })
    }

    @Test func junkIsNoClipMadeElsewhere() throws {
        let clips = try Self.content { [$0: [], $1: ExampleClip.wav] }
        #expect(clips.count == 2)
        for clip in clips {
            guard case .unplayable = clip.status else {
                Issue.record("\(clip.line.clip) is \(clip.status)")
                continue
            }
            #expect(clip.seconds == nil)
        }
    }
}

extension Dictionary {
    fileprivate func mapKeys(_ transform: (Key) -> Key) -> [Key: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
