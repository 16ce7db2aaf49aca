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
