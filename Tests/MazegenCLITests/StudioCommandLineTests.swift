import Foundation
import Testing

@Suite("mazegen studio, run as the built binary")
struct StudioCommandLineTests {
    /// It prints its address with a token on 127.0.0.1 and nothing else on stdout, and Ctrl-C ends it with 130.
    @Test func itPrintsItsLoopbackAddressAndStopsOnCtrlC() throws {
        let running = try Mazegen.start(["studio", "--no-open"])
        var printed = Data()
        let deadline = Date().addingTimeInterval(30)
        while !printed.contains(UInt8(ascii: "\n")) && Date() < deadline && running.process.isRunning {
            printed += running.out.fileHandleForReading.availableData
        }
        running.process.interrupt()
        let result = try running.finish()
        let address = String(decoding: printed, as: UTF8.self) + result.stdout
        #expect(address.wholeMatch(of: #/http://127\.0\.0\.1:[0-9]+/\?token=[0-9a-f]{32}\n/#) != nil, "\(address)")
        #expect(result.status == 130)
        #expect(result.stderr.contains("stopped"))
    }
}
