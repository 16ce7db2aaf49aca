import MazeKit

/// How far two levels' drawn lines lie from each other: organic.samePicture's judgement, asked by the rule on the
/// files and by `figure add` on the paths it is about to promise, so a figure it adds is one validate passes.
package struct SamePicture: Sendable, Equatable {
    /// The share of the later level's line farther than `tolerance` from the earlier level's.
    package let apart: Double
    /// The share of the earlier level's line farther than `tolerance` from the later level's.
    package let otherApart: Double

    /// Farther than this from the other level's line, a part of the drawing is not the same picture: the leaf
    /// the app ships keeps within 43 of it between easy and hard, three different zigzags are 90 and more apart.
    package static let tolerance = 40.0
    package static let maxShareApart = 0.25

    /// `route` and `other`, each a point every few canvas units along a level's drawn line.
    package init(_ route: [DrawnPoint], from other: [DrawnPoint]) {
        apart = DrawnCurve.shareApart(route, from: other, tolerance: Self.tolerance)
        otherApart = DrawnCurve.shareApart(other, from: route, tolerance: Self.tolerance)
    }

    package var isOnePicture: Bool { max(apart, otherApart) <= Self.maxShareApart }

    /// What the later level does against `earlier` ("the easy level"): "draws another picture than the easy level: …".
    package func description(against earlier: String) -> String {
        "draws another picture than \(earlier): \(Int((apart * 100).rounded())) % of its path lies more "
            + "than \(DrawnPoint.formatted(Self.tolerance)) canvas units from that level's, and "
            + "\(Int((otherApart * 100).rounded())) % of that level's from this one; the levels of a story should "
            + "draw one figure, finer as the level rises"
    }
}
