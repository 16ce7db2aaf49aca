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
}
