import ContentCatalogue
import Foundation
import MazeKit
import Testing

@testable import ContentImport

/// `figure add` promises a figure every level draws as one picture, finer as the level rises: it asks the rulebook's
/// judgement (validate's organic.samePicture) of the paths it is about to promise, not only whether each level draws.
@Suite("figure add's levels draw one picture")
struct FigureAdditionLevelsTests {
    /// A lollipop drawn here: a stick from the bottom up to a round sweet, round it once, ending beside the stick.
    static let lollipop: Figure = {
        var sweet: [[Double]] = []
        for step in 0...22 {
            let angle = Double(step) / 24 * 2 * Double.pi
            sweet.append([50 - 22 * sin(angle), 55 - 22 * (1 - cos(angle))])
        }
        return Figure(
            id: "lollipop", name: "Lollipop", strokes: [[[50, 100], [50, 55]], sweet], start: [50, 100],
            end: sweet[sweet.count - 1])
    }()

    static let config = MazegenConfig.defaults
    static var requests: [FigurePathRequest] {
        config.levels.map { config.figureRequest(level: $0, itemCount: $0.adventureItems) }
    }

    @Test func levelsThatDrawOnePictureAreAllKept() {
        let levels = FigureAddition.levels(Self.lollipop, Self.requests, Self.config)
        #expect(levels.allSatisfy { $0.path != nil }, "\(levels.compactMap(\.problem))")
    }

    /// The medium level asked to draw on a canvas twice the size: each level draws, but medium's path lies
    /// elsewhere than easy's, which validate would call another picture. figure add says so, before anything is
    /// written, instead of promising a figure validate refuses.
    @Test func aLevelThatDrawsAnotherPictureThanTheOneBeforeIsRefused() throws {
        var requests = Self.requests
        requests[1].canvas = Canvas(
            width: requests[1].canvas.width * 2, height: requests[1].canvas.height * 2,
            margin: requests[1].canvas.margin)
        let levels = FigureAddition.levels(Self.lollipop, requests, Self.config)
        #expect(levels[0].path != nil)
        #expect(levels[1].path == nil)
        let problem = try #require(levels[1].problem)
        #expect(problem.contains("as one picture with easy"), "\(problem)")
        #expect(problem.contains("draws another picture than the easy level"), "\(problem)")
    }
}

/// `figure add` weighs the drawing once, before the folder's lock, and reads the library again under it: what
/// another command wrote in between is kept, and a figure of the same id added meanwhile refuses this one.
@Suite("figure add reads the library again under the lock")
struct FigureAdditionAgainTests {
    static let kite =
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='1.5'>"
        + "<path d='M12 2L19 10L12 18L5 10Z'/><path d='M12 18C13 20 11 21 12 23'/></svg>"

    @Test func theLibraryAsItIsUnderTheLockIsTheOneAppendedTo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mazegen-again-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("kite.svg")
        try Self.kite.write(to: svg, atomically: true, encoding: .utf8)
        let library = folder.appendingPathComponent("figures.yaml")
        let config = MazegenConfig.defaults
        let prepared = try FigureAddition.prepare(
            id: "kite", name: nil, svgPath: svg.path, ends: nil, folder: folder.path, config: config)
        #expect(try prepared.again(limit: config.limits.fileBytes).text == prepared.text)

        // Another figure written in between is kept, the kite appended after it.
        let other = try FigureAddition.prepare(
            id: "other_kite", name: nil, svgPath: svg.path, ends: nil, folder: folder.path, config: config)
        try other.text.write(to: library, atomically: true, encoding: .utf8)
        let appended = try prepared.again(limit: config.limits.fileBytes).text
        #expect(appended.hasPrefix(other.text.trimmingCharacters(in: .newlines)))
        #expect(appended.contains("id: kite"))

        // A kite written in between refuses this one, naming the library.
        try prepared.text.write(to: library, atomically: true, encoding: .utf8)
        #expect {
            try prepared.again(limit: config.limits.fileBytes)
        } throws: { error in
            "\(error)".contains("figures.yaml") && "\(error)".contains("already has a figure `kite`")
        }
    }
}
