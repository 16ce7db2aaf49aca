import ContentCatalogue
import ContentFormat
import ContentJSON
import ContentRead
import ContentSupport
import ContentValidate
import Foundation
import LabyrinthKit
import StudioHTTP

extension Studio {
    func story(id: String) throws(StudioRefusal) -> Story {
        guard let story = folder.story(id: id) else {
            throw StudioRefusal(404, "no story of the catalogue is called \(id)", key: "story_id")
        }
        return story
    }

    /// The story's texts (with `texts` put in), the rulebook's findings on them, and where its clips stand.
    func storyReply(_ id: String, texts: [String: String]) throws(StudioRefusal) -> StoryReply {
        let story = try story(id: id)
        let edited = try StoryTexts.applying(texts, to: story)
        let editedTexts = StoryTexts.texts(of: edited)
        return StoryReply(
            storyID: id, texts: editedTexts, findings: textFindings(of: edited),
            clips: clips(of: story, texts: editedTexts))
    }

    /// The text rules on each level's file with the story's texts put in, once a finding.
    func textFindings(of story: Story) -> [WireFinding] {
        var seen: Set<String> = []
        var findings: [WireFinding] = []
        for level in folder.levels where level.story.number == story.number {
            guard let state = try? LevelState(level, edit: nil, in: folder) else { continue }
            var root = state.root
            for (key, text) in StoryTexts.texts(of: story) { root[key] = .string(text) }
            let bytes = JSONWriter.bytes(.object(root))
            let report = try? folder.validator.judgingOneFile().validate(InMemoryContentSource([level.fileName: bytes]))
            for finding in report?.findings ?? [] {
                let wire = LevelState.wire(finding)
                guard wire.key != nil, seen.insert(wire.rule + "|" + (wire.key ?? "") + "|" + wire.message).inserted
                else { continue }
                findings.append(wire)
            }
        }
        return findings
    }

    /// The clips the story's files name: current, stale (its text changed, here or on disk), missing, made elsewhere
    /// or unreadable; a clip in `audio/` plays from /api/clip.
    func clips(of story: Story, texts: [String: String]) -> [ClipEntry] {
        let files = Set(folder.levels.filter { $0.story.number == story.number }.map(\.fileName))
        guard let clips = try? folder.clips() else { return [] }
        return clips.script.lines.filter { !files.isDisjoint(with: $0.files) }.map { line in
            let spoken = ClipScript.text(line.role) { texts[$0.stringValue] }
            let status = clips.status(of: line, settings: folder.config.narration)
            if let draft = drafts[line.clip], draft.text == spoken {
                return ClipEntry(
                    name: line.clip, key: line.role.key.stringValue, state: "draft",
                    url: "/api/clip?draft=1&name=" + Self.queryText(line.clip))
            }
            let state: String =
                switch status {
                case .current: spoken == line.text ? "current" : "stale"
                case .stale: "stale"
                case .missing: "missing"
                case .unknownOrigin: spoken == line.text ? "made elsewhere" : "stale"
                case .unreadable: "unreadable"
                case .unplayable: "unplayable"
                case .notAFile: "not a file"
                }
            // Only a file the app can play is offered to the page's player: a link out or a FIFO is never opened.
            let present = status.isPlayable
            return ClipEntry(
                name: line.clip, key: line.role.key.stringValue, state: state,
                url: present
                    ? "/api/clip?name=" + (line.clip.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
                    : nil)
        }
    }

    static func queryText(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    /// A clip of the catalogue, by its name among those the labyrinths name: never a path the request built. With
    /// `draft=1`, the clip narrated here and not saved.
    func clip(_ request: HTTPMessage) throws(StudioRefusal) -> HTTPReply {
        if request.queryValue("draft") == "1" {
            guard let name = request.queryValue("name"), let draft = drafts[name] else {
                throw StudioRefusal(404, "no clip narrated here has that name", key: "name")
            }
            return HTTPReply(status: 200, headers: StudioReply.headers(contentType: "audio/mpeg"), body: draft.bytes)
        }
        guard let name = request.queryValue("name"), let source = try? folder.source(), let clips = try? folder.clips(),
            let line = clips.script.lines.first(where: { $0.clip == name }), ContentFileName.isPlain(line.clip)
        else { throw StudioRefusal(404, "no clip of the catalogue has that name", key: "name") }
        let status = clips.status(of: line, settings: folder.config.narration)
        guard status.isPlayable else {
            throw StudioRefusal(404, "audio/\(line.clip) is \(status)", file: "audio/" + line.clip)
        }
        var bytes: [UInt8] = []
        do {
            try source.read("audio/" + line.clip, into: &bytes, limit: folder.config.limits.fileBytes)
        } catch {
            throw StudioRefusal(404, "audio/\(line.clip) cannot be read: \(error.reason)", file: "audio/" + line.clip)
        }
        return HTTPReply(status: 200, headers: StudioReply.headers(contentType: "audio/mpeg"), body: bytes)
    }
}
