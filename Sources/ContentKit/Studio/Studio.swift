import ContentCatalogue
import ContentSupport
import ContentValidate
import Foundation
import LabyrinthKit
import StudioHTTP

/// `mazegen studio`'s front door: one request value in, one reply value out (`respond(to:)`), so every route and
/// every refusal is tested without a socket. An actor: requests are answered one at a time, so a save never
/// interleaves with another request's reading.
package actor Studio {
    var gate: StudioGate
    let config: MazegenConfig
    let base: String
    var folder: StudioFolder
    var snapshot: FolderSnapshot
    /// The snapshots the page may have loaded, by stamp (a bounded number of the latest), to name what changed since.
    var snapshots: [String: FolderSnapshot] = [:]
    var stampOrder: [String] = []
    /// The whole folder's findings by file, for the snapshot they were made for.
    var folderFindings: (stamp: String, byFile: [String: [Finding]])?
    /// Clips narrated and not saved, by clip name.
    var drafts: [String: DraftClip] = [:]
    /// The narration's scratch folder, made on the first narration.
    var scratch: ScratchFolder?

    /// Reads the folder as every command does; throws what `validate` would say of a catalogue that cannot be read.
    package init(config: MazegenConfig, base: String, token: String = StudioGate.newToken()) throws {
        self.config = config
        self.base = base
        gate = StudioGate(token: token, port: nil)
        let folder = try StudioFolder.read(config: config, base: base)
        self.folder = folder
        snapshot = folder.snapshot()
        snapshots[snapshot.stamp] = snapshot
        stampOrder = [snapshot.stamp]
    }

    package var token: String { gate.token }

    /// A request's body bound (a save of every level of a large catalogue fits many times over).
    package static let maxBodyBytes = StudioGate.maxBodyBytes
    /// Narrating a story runs an engine for each clip: longer than the HTTP library's usual 15 s.
    package static let requestTimeout: Double = 600

    /// Ends the run: what the studio held outside the folder (narrated drafts) goes.
    package func close() {
        scratch?.remove()
        scratch = nil
    }

    /// The port the server listens on: the Host and Origin checks need it, and refuse everything until it is known.
    package func listening(on port: UInt16) { gate.port = port }

    package func respond(to request: HTTPMessage) -> HTTPReply {
        if let refusal = gate.refusal(of: request) { return refusal }
        refreshIfChanged()
        do {
            return try route(request)
        } catch {
            return StudioReply.error(error.status, error.message, file: error.file, key: error.key)
        }
    }

    func route(_ request: HTTPMessage) throws(StudioRefusal) -> HTTPReply {
        switch (request.method, request.path) {
        case ("GET", "/"):
            if let given = request.queryValue("token") {
                guard StudioGate.sameToken(given, gate.token) else {
                    throw StudioRefusal(401, "this is not the token of this run; open the address it printed")
                }
                return HTTPReply(
                    status: 303,
                    headers: StudioReply.headers(contentType: "text/plain; charset=utf-8") + [
                        ("Location", "/"), ("Set-Cookie", gate.setCookie),
                    ])
            }
            return StudioReply.text(StudioPage.html, contentType: "text/html; charset=utf-8")
        case ("GET", "/studio.js"):
            return StudioReply.text(StudioPage.script, contentType: "text/javascript; charset=utf-8")
        case ("GET", "/studio.css"): return StudioReply.text(StudioPage.style, contentType: "text/css; charset=utf-8")
        case ("GET", "/api/catalogue"): return StudioReply.json(catalogue())
        case ("GET", "/api/stamp"): return StudioReply.json(StampReply(stamp: snapshot.stamp))
        case ("GET", "/api/clip"): return try clip(request)
        case ("POST", "/api/level"):
            let body = try decode(LevelRequest.self, request)
            return StudioReply.json(try levelState(body.labyrinthID, edit: body.edit).reply(in: folder))
        case ("POST", "/api/reroll"):
            let body = try decode(LevelRequest.self, request)
            var seed: UInt64
            repeat { seed = UInt64.random(in: 1..<(1 << 53)) } while seed == body.previousSeed
            let edit = LevelEdit(items: nil, obstacles: nil, seed: seed)
            return StudioReply.json(try levelState(body.labyrinthID, edit: edit).reply(in: folder))
        case ("POST", "/api/story"):
            let body = try decode(StoryRequest.self, request)
            return StudioReply.json(try storyReply(body.storyID, texts: body.texts ?? [:]))
        case ("POST", "/api/narrate"):
            let body = try decode(StoryRequest.self, request)
            return StudioReply.json(try narrate(body.storyID, texts: body.texts ?? [:]))
        case ("POST", "/api/save"):
            let body = try decode(SaveRequest.self, request)
            return StudioReply.json(try save(body))
        case (_, "/"), (_, "/studio.js"), (_, "/studio.css"), (_, "/api/catalogue"), (_, "/api/stamp"),
            (_, "/api/clip"), (_, "/api/level"),
            (_, "/api/reroll"), (_, "/api/story"), (_, "/api/narrate"), (_, "/api/save"):
            throw StudioRefusal(405, "\(request.method) is not what \(request.path) answers")
        default:
            throw StudioRefusal(404, "the studio has nothing at this address")
        }
    }

    func decode<Body: Decodable>(_ type: Body.Type, _ request: HTTPMessage) throws(StudioRefusal) -> Body {
        do {
            return try JSONDecoder().decode(type, from: Data(request.body))
        } catch let DecodingError.keyNotFound(key, _) {
            throw StudioRefusal(400, "the request has no \(key.stringValue)", key: key.stringValue)
        } catch {
            throw StudioRefusal(400, "the request body is not the JSON this address takes")
        }
    }

    // MARK: The folder on disk

    /// Re-reads the folder when a file changed since it was read (another editor, `git pull`, a `generate`). A
    /// catalogue that no longer reads keeps the last one read; the stamp still changes, so the page hears of it.
    func refreshIfChanged() {
        let now = folder.snapshot()
        guard now != snapshot else { return }
        snapshot = now
        remember(now)
        if let reread = try? StudioFolder.read(config: config, base: base) { folder = reread }
    }

    func remember(_ snapshot: FolderSnapshot) {
        guard snapshots[snapshot.stamp] == nil else { return }
        snapshots[snapshot.stamp] = snapshot
        stampOrder.append(snapshot.stamp)
        if stampOrder.count > 64 { snapshots[stampOrder.removeFirst()] = nil }
    }

    func level(_ id: String) throws(StudioRefusal) -> CatalogueLevel {
        guard let level = folder.level(id) else {
            throw StudioRefusal(404, "no level of the catalogue is called \(id)", key: "labyrinth_id")
        }
        return level
    }

    func levelState(_ id: String, edit: LevelEdit?) throws(StudioRefusal) -> LevelState {
        try LevelState(try level(id), edit: edit, in: folder)
    }

    // MARK: The catalogue

    func catalogue() -> CatalogueReply {
        let byFile = findingsByFile()
        return CatalogueReply(
            stamp: snapshot.stamp,
            packs: folder.catalogue.packs.map { pack in
                CatalogueReply.Pack(
                    id: pack.id, title: pack.title,
                    stories: pack.stories.map { story in
                        CatalogueReply.StoryEntry(
                            id: folder.storyID(story), number: story.number, title: story.title,
                            kind: [story.style.rawValue, story.itemRule?.rawValue].compactMap { $0 }.joined(
                                separator: " "),
                            levels: folder.levels.filter { $0.story.number == story.number }.map { level in
                                let findings = byFile[level.fileName] ?? []
                                return CatalogueReply.LevelEntry(
                                    labyrinthID: level.id, level: level.level.name,
                                    errors: findings.filter { $0.severity == .error }.count,
                                    warnings: findings.filter { $0.severity == .warning }.count)
                            })
                    })
            })
    }

    /// validate's findings on the whole folder, by file, made once a snapshot.
    func findingsByFile() -> [String: [Finding]] {
        if let cached = folderFindings, cached.stamp == snapshot.stamp { return cached.byFile }
        let findings = (try? folder.source()).flatMap { try? folder.validator.validate($0).findings } ?? []
        let byFile = Dictionary(grouping: findings, by: \.file)
        folderFindings = (snapshot.stamp, byFile)
        return byFile
    }
}
