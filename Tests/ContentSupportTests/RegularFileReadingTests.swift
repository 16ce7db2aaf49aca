import Foundation
import Testing

@testable import ContentSupport

/// The one reading function reads regular files only; a device would read as empty (or without end).
@Suite("AtomicFile reads regular files only")
struct RegularFileReadingTests {
    @Test func aDeviceIsRefusedWithWhatItIs() {
        #expect { try AtomicFile.read("/dev/null") } throws: { error in
            guard let error = error as? FileSystemError else { return false }
            return error.code == AtomicFile.notRegularFile
                && error.description
                    == "/dev/null: cannot read the file: it is a device, not a regular file; only regular files are read"
        }
    }

    /// The bytes read land in storage nothing wrote before: a buffer that held a longer file, or a file read in
    /// pieces as it grows, gives exactly the file's bytes and no more.
    @Test func aBufferThatHeldALongerFileHoldsExactlyTheNewOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reading-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = folder.appendingPathComponent("long.json").path
        let short = folder.appendingPathComponent("short.json").path
        try Data(repeating: UInt8(ascii: "x"), count: 9000).write(to: URL(fileURLWithPath: long))
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: short))
        var buffer: [UInt8] = []
        try AtomicFile.read(long, into: &buffer)
        #expect(buffer == [UInt8](repeating: UInt8(ascii: "x"), count: 9000))
        try AtomicFile.read(short, into: &buffer)
        #expect(buffer == Array("{}\n".utf8))
    }

    /// A file whose size the system does not tell (`/proc` says 0) is read as it comes, in pieces, and refused
    /// once one byte more than the limit has come.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/environ")))
    func aFileOfUnknownSizeIsReadWholeOrRefusedOverTheLimit() throws {
        let expected = try #require(FileManager.default.contents(atPath: "/proc/self/environ"))
        var buffer: [UInt8] = []
        try AtomicFile.read("/proc/self/environ", into: &buffer)
        #expect(buffer == [UInt8](expected))
        guard expected.count > 1 else { return }
        let limit = expected.count - 1
        let error = try #require(throws: FileSystemError.self) {
            try AtomicFile.read("/proc/self/environ", into: &buffer, limit: limit)
        }
        #expect(error.code == AtomicFile.tooLarge && error.sizeLimit == limit)
    }
}
