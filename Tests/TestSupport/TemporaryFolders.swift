import Foundation

/// A new empty folder under the temporary directory, named after the test that asks (the caller removes it).
public func temporaryFolder(_ label: String = #function) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("mazegen-tests-\(label.filter(\.isLetter))-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A folder on disk for one test, removed when the test ends.
public final class TemporaryFolder {
    public let path: String

    public init() throws {
        path = NSTemporaryDirectory() + "mazegen-validate-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    public func write(_ files: [String: [UInt8]]) throws {
        for (name, bytes) in files {
            let url = URL(fileURLWithPath: path + "/" + name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }

    public func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + name, withDestinationPath: target)
    }
}

/// A temporary folder whose lifetime the test controls (closures need a copyable value).
public struct TemporaryFolderBox {
    public let path: String

    public init(files: [String: [UInt8]]) throws {
        path = NSTemporaryDirectory() + "mazegen-migrate-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, bytes) in files {
            try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + name))
        }
    }

    public func contents() throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: path) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory),
                isDirectory.boolValue
            {
                continue
            }
            result[name] = Array(try Data(contentsOf: URL(fileURLWithPath: path + "/" + name)))
        }
        return result
    }
}
