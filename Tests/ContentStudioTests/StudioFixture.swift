import ContentCatalogue
import Foundation
import StudioHTTP
import TestSupport

@testable import ContentStudio

/// The repository's config and content copied into a folder of the test's own, and a studio on it listening (as
/// far as the gate knows) on port 4242. Requests go to `respond(to:)` as values: no socket.
struct StudioFixture {
    static let port: UInt16 = 4242
    static let token = "0123456789abcdef0123456789abcdef"
    let root: URL
    let studio: Studio

    init(
        audio: Bool = false, configure: (inout MazegenConfig) -> Void = { _ in }, _ label: String = #function
    ) async throws {
        root = try temporaryFolder(label)
        let manager = FileManager.default
        let repository = LegacyFixture.repositoryRoot
        try manager.copyItem(
            at: repository.appendingPathComponent("config.yaml"), to: root.appendingPathComponent("config.yaml"))
        try manager.createDirectory(at: root.appendingPathComponent("content"), withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(atPath: repository.appendingPathComponent("content").path)
        where name != "labyrinths" {
            try manager.copyItem(
                at: repository.appendingPathComponent("content/" + name),
                to: root.appendingPathComponent("content/" + name))
        }
        let labyrinths = root.appendingPathComponent("content/labyrinths")
        try manager.createDirectory(at: labyrinths, withIntermediateDirectories: true)
        for name in try manager.contentsOfDirectory(
            atPath: repository.appendingPathComponent("content/labyrinths").path)
        where name != "audio" || audio {
            try manager.copyItem(
                at: repository.appendingPathComponent("content/labyrinths/" + name),
                to: labyrinths.appendingPathComponent(name))
        }
        var config = try ConfigLoader.load(from: root.appendingPathComponent("config.yaml").path)
        configure(&config)
        studio = try Studio(config: config, base: root.path, token: Self.token)
        await studio.listening(on: Self.port)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    static var headers: [String: String] {
        ["Host": "127.0.0.1:\(port)", "Cookie": "mazegen_studio=\(token)"]
    }

    func get(_ path: String, query: [(name: String, value: String)] = [], headers: [String: String] = Self.headers)
        async -> HTTPReply
    {
        await studio.respond(to: HTTPMessage(method: "GET", path: path, query: query, headers: headers))
    }

    func post(_ path: String, _ json: String, headers extra: [String: String] = [:]) async -> HTTPReply {
        var headers = Self.headers
        headers["Origin"] = "http://127.0.0.1:\(Self.port)"
        headers["Content-Type"] = "application/json"
        for (name, value) in extra { headers[name] = value }
        return await studio.respond(
            to: HTTPMessage(
                method: "POST", path: "/" + path.drop { $0 == "/" }, headers: headers, body: Array(json.utf8)))
    }

    /// The reply's JSON body as a dictionary.
    static func object(_ reply: HTTPReply) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(reply.body))) as? [String: Any] ?? [:]
    }

    func file(_ relative: String) -> Data? {
        FileManager.default.contents(atPath: root.appendingPathComponent(relative).path)
    }

    func stamp() async -> String { Self.object(await get("/api/stamp"))["stamp"] as? String ?? "" }
}
