import ContentCatalogue
import ContentFormat
import ContentNarrate
import ContentRead
import ContentSupport
import Foundation
import StudioHTTP

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
        let maker = ClipMaker(settings: folder.config.narration, tools: tools)
        for (index, var line) in storyLines(story).enumerated() {
            guard let spoken = ClipScript.text(line.role, texts: { edited[$0.stringValue] }) else { continue }
            line.text = spoken
            do throws(ClipMakingError) {
                let made = try maker.make(line, scratch: scratch.path + "/\(index)")
                holdDraft(DraftClip(text: spoken, bytes: made.bytes), for: line.clip)
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

    /// The run's scratch folder outside the content folder, for the engine's files; removed by `close()`.
    func scratchFolder() throws(StudioRefusal) -> ScratchFolder {
        if let scratch { return scratch }
        do throws(FileSystemError) {
            let made = try ScratchFolder(purpose: "studio")
            scratch = made
            return made
        } catch {
            throw StudioRefusal(500, "no scratch folder for narration: \(error.description)")
        }
    }
}
