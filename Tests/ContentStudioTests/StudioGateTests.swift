import StudioHTTP
import Testing

@testable import ContentStudio

@Suite("the studio's gate")
struct StudioGateTests {
    let gate = StudioGate(token: "abc123", port: 4242)

    func request(
        _ method: String = "GET", _ path: String = "/api/catalogue", host: String? = "127.0.0.1:4242",
        cookie: String? = "mazegen_studio=abc123", origin: String? = nil, contentType: String? = nil,
        body: [UInt8] = []
    ) -> HTTPMessage {
        var headers: [String: String] = [:]
        if let host { headers["Host"] = host }
        if let cookie { headers["Cookie"] = cookie }
        if let origin { headers["Origin"] = origin }
        if let contentType { headers["Content-Type"] = contentType }
        return HTTPMessage(method: method, path: path, headers: headers, body: body)
    }

    @Test func aRequestWithItsTokenAndHostPasses() {
        #expect(gate.refusal(of: request()) == nil)
        #expect(gate.refusal(of: request(host: "localhost:4242")) == nil)
    }

    @Test func anotherHostIsRefused() {
        #expect(gate.refusal(of: request(host: "evil.example:4242"))?.status == 403)
        #expect(gate.refusal(of: request(host: "127.0.0.1:4243"))?.status == 403)
        #expect(gate.refusal(of: request(host: nil))?.status == 403)
    }

    @Test func noTokenOrAnotherTokenIsRefused() {
        #expect(gate.refusal(of: request(cookie: nil))?.status == 401)
        #expect(gate.refusal(of: request(cookie: "mazegen_studio=abc124"))?.status == 401)
        #expect(gate.refusal(of: request(cookie: "other=abc123"))?.status == 401)
    }

    @Test func aWriteNeedsThePagesOriginAndJSON() {
        let json = "application/json"
        #expect(gate.refusal(of: request("POST", origin: "http://127.0.0.1:4242", contentType: json)) == nil)
        #expect(gate.refusal(of: request("POST", origin: "http://evil.example", contentType: json))?.status == 403)
        #expect(gate.refusal(of: request("POST", origin: nil, contentType: json))?.status == 403)
        #expect(
            gate.refusal(of: request("POST", origin: "http://127.0.0.1:4242", contentType: "text/plain"))?.status == 415
        )
    }

    @Test func anOversizedBodyIsRefused() {
        let body = [UInt8](repeating: 32, count: StudioGate.maxBodyBytes + 1)
        let refused = gate.refusal(
            of: request("POST", origin: "http://127.0.0.1:4242", contentType: "application/json", body: body))
        #expect(refused?.status == 413)
    }

    @Test func beforeThePortIsKnownEverythingIsRefused() {
        #expect(StudioGate(token: "abc123", port: nil).refusal(of: request())?.status == 403)
    }
}
