import Foundation
import TestSupport
import Testing

@testable import ContentSupport

/// A program mazegen runs is bounded: what it prints costs a tail in memory, and nothing it started outlives it.
@Suite("external programs", .serialized)
struct ExternalProgramTests {
    @Test func aProgramPrintingMegabytesKeepsItsLastLineAsTheReason() throws {
        let script = "head -c 5000000 /dev/zero | tr '\\0' x; echo; echo 'the engine gives up: no voice' >&2; exit 4"
        #expect {
            try ExternalProgram.run(["/bin/sh", "-c", script], timeLimit: 30)
        } throws: { error in
            guard case .failed(_, let status, let output) = error as? ExternalProgramError else { return false }
            return status == "exit status 4" && output.hasSuffix("the engine gives up: no voice")
        }
    }

    @Test func theTailKeptIsBounded() {
        var tail = ExternalProgram.OutputTail(limit: 10)
        for _ in 0..<1000 { tail.append(ArraySlice(Array("0123456789abcdef".utf8))) }
        #expect(tail.bytes.count <= 20)
        #expect(tail.kept == Array("6789abcdef".utf8))
    }

    /// A child left in the background, in the program's group or in a session of its own (`setsid`), is killed
    /// when the program ends: it never writes its mark.
    @Test(arguments: ["", "setsid "])
    func nothingTheProgramStartedOutlivesIt(_ detach: String) throws {
        let folder = try TemporaryFolder()
        let mark = folder.path + "/mark"
        let script = "\(detach)sh -c 'sleep 1; echo late > \(mark)' </dev/null >/dev/null 2>&1 & sleep 0.2; exit 0"
        try ExternalProgram.run(["/bin/sh", "-c", script], timeLimit: 30)
        Thread.sleep(forTimeInterval: 1.5)
        #expect(!FileManager.default.fileExists(atPath: mark), "a child of the program wrote after it ended")
    }

    @Test func aProgramPastItsLimitIsStoppedWithWhatItStarted() throws {
        let folder = try TemporaryFolder()
        let mark = folder.path + "/mark"
        let script = "setsid sh -c 'sleep 1.5; echo late > \(mark)' </dev/null >/dev/null 2>&1 & sleep 30"
        #expect(throws: ExternalProgramError.timedOut(program: "/bin/sh", seconds: 0.5)) {
            try ExternalProgram.run(["/bin/sh", "-c", script], timeLimit: 0.5)
        }
        Thread.sleep(forTimeInterval: 1.5)
        #expect(!FileManager.default.fileExists(atPath: mark))
    }
}
