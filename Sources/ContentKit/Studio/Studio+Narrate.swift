import ContentCatalogue
import ContentFormat
import ContentNarrate
import ContentRead
import ContentSupport
import Foundation
import StudioHTTP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A clip narrated in the studio and not saved yet: its bytes (with the record of its text) and the text it says.
struct DraftClip: Sendable {
    var text: String
    var bytes: [UInt8]
}

extension Studio {
    /// The story's clips made from `texts` with the configured engine, as `narrate` makes them, held here until a
    /// save writes them into `audio/`; 503 naming what to install when a tool is missing.
    func narrate(_ id: String, texts: [String: String]) throws(StudioRefusal) -> StoryReply {
        let story = try story(id: id)
        let edited = StoryTexts.texts(of: try StoryTexts.applying(texts, to: story))
        let tools: NarrationTools
        do {
            tools = try NarrationTools.locate(for: folder.config.narration)
        } catch {
            throw StudioRefusal(503, error.description)
        }
        let scratch = try scratchFolder()
        let maker = ClipMaker(settings: folder.config.narration, tools: tools, folder: scratch)
        for var line in storyLines(story) {
            guard let spoken = ClipScript.text(line.role, texts: { edited[$0.stringValue] }) else { continue }
            line.text = spoken
            do {
                holdDraft(DraftClip(text: spoken, bytes: try maker.make(line).bytes), for: line.clip)
            } catch {
                throw StudioRefusal(500, error.description, key: line.role.key.stringValue)
            }
        }
        return try storyReply(id, texts: texts)
    }

    /// Holds a clip as narrated (the narration's last step; tests hold one without an engine).
    func holdDraft(_ draft: DraftClip, for clip: String) { drafts[clip] = draft }

    /// The clip lines the story's labyrinth files name.
    func storyLines(_ story: Story) -> [ClipScript.Line] {
        let files = Set(folder.levels.filter { $0.story.number == story.number }.map(\.fileName))
        return ((try? folder.clips())?.script.lines ?? []).filter { !files.isDisjoint(with: $0.files) }
    }

    /// A folder of this run's own outside the content folder, for the engine's scratch files; removed by `close()`.
    func scratchFolder() throws(StudioRefusal) -> String {
        if let scratchPath { return scratchPath }
        var template = Array((NSTemporaryDirectory() + "/mazegen-studio-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }
        guard let made else {
            throw StudioRefusal(500, "no scratch folder for narration: \(String(cString: strerror(errno)))")
        }
        scratchPath = made
        return made
    }
}
