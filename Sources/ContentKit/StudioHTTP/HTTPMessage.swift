/// A request as the studio's routes take it: plain values, so every route is a function from one of these to a
/// `HTTPReply` and is tested without a socket. Header names are lower-cased; the body is what was read of it, at
/// most one byte past the server's bound, so a route can tell a body that was too large.
package struct HTTPMessage: Sendable, Equatable {
    package var method: String
    /// The path without its query (`/api/level`).
    package var path: String
    /// The query's items in order, percent-decoded (`token=…`).
    package var query: [(name: String, value: String)]
    package var headers: [String: String]
    package var body: [UInt8]

    package init(
        method: String, path: String, query: [(name: String, value: String)] = [], headers: [String: String] = [:],
        body: [UInt8] = []
    ) {
        self.method = method.uppercased()
        self.path = path
        self.query = query
        self.headers = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }

    package func header(_ name: String) -> String? { headers[name.lowercased()] }

    package func queryValue(_ name: String) -> String? { query.first { $0.name == name }?.value }

    package static func == (lhs: HTTPMessage, rhs: HTTPMessage) -> Bool {
        lhs.method == rhs.method && lhs.path == rhs.path && lhs.headers == rhs.headers && lhs.body == rhs.body
            && lhs.query.map(\.name) == rhs.query.map(\.name) && lhs.query.map(\.value) == rhs.query.map(\.value)
    }
}

/// A route's answer: status, headers in order, body.
package struct HTTPReply: Sendable, Equatable {
    package var status: Int
    package var headers: [(name: String, value: String)]
    package var body: [UInt8]

    package init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    package func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    package static func == (lhs: HTTPReply, rhs: HTTPReply) -> Bool {
        lhs.status == rhs.status && lhs.body == rhs.body && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }

    /// The reason phrase of the statuses the studio answers with.
    package var reason: String {
        switch status {
        case 200: "OK"
        case 303: "See Other"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
