import FlyingFox
import FlyingSocks
import Foundation

/// The one file that knows the HTTP library: it serves `HTTPMessage` → `HTTPReply` on 127.0.0.1 with FlyingFox.
/// Swapping the library means rewriting this file alone.
///
/// Bound to IPv4 127.0.0.1 by address, since FlyingFox's loopback helper binds `::1` only, and the URL printed
/// (and the Host check) says 127.0.0.1. FlyingFox ends a request that takes longer than its timeout, 15 s by
/// default; the studio's slowest request (narrating a story) gets `requestTimeout`.
package final class LoopbackServer: Sendable {
    package typealias Handler = @Sendable (HTTPMessage) async -> HTTPReply

    let server: HTTPServer
    let maxBodyBytes: Int

    /// - Parameter port: 0 for a free one, chosen by the system.
    package init(port: UInt16, requestTimeout: TimeInterval, maxBodyBytes: Int, handler: @escaping Handler) throws {
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        self.maxBodyBytes = maxBodyBytes
        let bound = maxBodyBytes
        server = HTTPServer(
            address: address, timeout: requestTimeout, logger: .disabled,
            handler: ClosureHTTPHandler { request in
                Self.reply(await handler(try await Self.message(request, maxBodyBytes: bound)))
            })
    }

    /// Serves until `stop()`; throws when the address cannot be bound (a port in use).
    package func run() async throws { try await server.run() }

    /// The port listened on, once listening (`waitUntilListening`).
    package func port() async -> UInt16? {
        guard let address = await server.listeningAddress else { return nil }
        if case .ip4(_, let port) = address { return port }
        return nil
    }

    package func waitUntilListening() async throws { try await server.waitUntilListening(timeout: 5) }

    package func stop() async { await server.stop(timeout: 1) }

    /// The request as a value; its body read to one byte past the bound at most, so that a huge body is neither
    /// held nor read to its end.
    static func message(_ request: HTTPRequest, maxBodyBytes: Int) async throws -> HTTPMessage {
        var headers: [String: String] = [:]
        for (name, value) in request.headers where headers[name.rawValue.lowercased()] == nil {
            headers[name.rawValue.lowercased()] = value
        }
        var body: [UInt8] = []
        if let declared = request.bodySequence.count, declared > maxBodyBytes {
            body = [UInt8](repeating: 0, count: maxBodyBytes + 1)
        } else {
            for try await chunk in request.bodySequence {
                body += chunk.prefix(maxBodyBytes + 1 - body.count)
                if body.count > maxBodyBytes { break }
            }
        }
        return HTTPMessage(
            method: request.method.rawValue, path: request.path,
            query: request.query.map { (name: $0.name, value: $0.value) }, headers: headers, body: body)
    }

    static func reply(_ reply: HTTPReply) -> HTTPResponse {
        var headers = HTTPHeaders()
        for header in reply.headers { headers.addValue(header.value, for: HTTPHeader(header.name)) }
        return HTTPResponse(
            statusCode: HTTPStatusCode(reply.status, phrase: reply.reason), headers: headers, body: Data(reply.body))
    }
}
