import Foundation
import StudioHTTP

/// Who may talk to the studio: a page the studio served on this port, in a browser holding this run's token. Every
/// refusal is a reply value, decided before any route runs.
///
/// - the token, from the URL once into an HttpOnly, SameSite=Strict cookie (another site's page cannot send it);
/// - the Host header `127.0.0.1:PORT` or `localhost:PORT`, so a DNS name rebound to 127.0.0.1 is refused;
/// - a write (POST) with `application/json` and the page's own Origin, which a cross-site form cannot send;
/// - a body within `maxBodyBytes`.
struct StudioGate: Sendable {
    static let cookieName = "mazegen_studio"
    static let maxBodyBytes = 1 << 20

    var token: String
    var port: UInt16?

    var hosts: Set<String> {
        guard let port else { return [] }
        return ["127.0.0.1:\(port)", "localhost:\(port)"]
    }

    /// The reply that ends `request` here, or nil when it may reach its route.
    func refusal(of request: HTTPMessage) -> HTTPReply? {
        guard let host = request.header("host"), hosts.contains(host.lowercased()) else {
            return StudioReply.error(
                403, "the Host header must be 127.0.0.1:PORT or localhost:PORT, the address the studio printed")
        }
        if request.method == "GET", request.path == "/", request.queryValue("token") != nil {
            return nil  // the route itself trades the token for the cookie
        }
        guard let cookie = cookieToken(request), Self.sameToken(cookie, token) else {
            return StudioReply.error(401, "open the address `mazegen studio` printed: it carries this run's token")
        }
        guard request.method == "POST" else { return nil }
        guard let origin = request.header("origin"), hosts.map({ "http://" + $0 }).contains(origin.lowercased()) else {
            return StudioReply.error(403, "a change must come from the studio's own page (Origin)")
        }
        let mediaType = request.header("content-type")?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        guard mediaType == "application/json" else {
            return StudioReply.error(415, "a change is sent as application/json")
        }
        guard request.body.count <= Self.maxBodyBytes else {
            return StudioReply.error(413, "the request body is larger than \(Self.maxBodyBytes) bytes")
        }
        return nil
    }

    func cookieToken(_ request: HTTPMessage) -> String? {
        guard let header = request.header("cookie") else { return nil }
        for part in header.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2, pair[0] == Self.cookieName { return pair[1] }
        }
        return nil
    }

    var setCookie: String { "\(Self.cookieName)=\(token); HttpOnly; SameSite=Strict; Path=/" }

    /// Compared in time independent of where the texts differ.
    static func sameToken(_ given: String, _ expected: String) -> Bool {
        let a = Array(given.utf8)
        let b = Array(expected.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }

    /// 128 random bits as hex, from the system's generator.
    static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = UInt32.random(in: .min ... .max, using: &generator)
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }.joined()
    }
}

/// The headers every reply carries, and the JSON and error replies.
enum StudioReply {
    /// Only this origin's script, style, images and sound; no framing, no plugins, no base or form elsewhere.
    static let contentSecurityPolicy =
        "default-src 'self'; img-src 'self' data:; media-src 'self' blob:; object-src 'none'; base-uri 'none'; "
        + "form-action 'self'; frame-ancestors 'none'"

    static func headers(contentType: String) -> [(name: String, value: String)] {
        [
            ("Content-Type", contentType), ("Content-Security-Policy", contentSecurityPolicy),
            ("X-Frame-Options", "DENY"), ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"),
            ("Cache-Control", "no-store"),
        ]
    }

    static func json(_ value: some Encodable, status: Int = 200) -> HTTPReply {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(value)).map { [UInt8]($0) } ?? Array("{}".utf8)
        return HTTPReply(status: status, headers: headers(contentType: "application/json; charset=utf-8"), body: body)
    }

    static func error(_ status: Int, _ message: String, file: String? = nil, key: String? = nil) -> HTTPReply {
        json(ErrorReply(error: message, file: file, key: key), status: status)
    }

    static func text(_ text: String, contentType: String) -> HTTPReply {
        HTTPReply(status: 200, headers: headers(contentType: contentType), body: Array(text.utf8))
    }
}
