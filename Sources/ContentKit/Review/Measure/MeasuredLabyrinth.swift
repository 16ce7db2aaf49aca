import ContentFormat
import ContentRead
import ContentSupport
import ContentValidate
import LabyrinthKit
import MazeKit

/// One labyrinth as `preview` shows it and `stats` measures it: a view over what the validator read and
/// rebuilt for this file, so the page, the numbers and the report always describe the same reading.
/// Whatever the validator could not use is simply absent here; the report says why.
package struct MeasuredLabyrinth: Sendable {
    /// An item as the file places it.
    package struct Item: Sendable, Equatable {
        package var position: DrawnPoint
        package var emoji: String
    }

    /// What the validator's maze check ran on, plus the two things only the page needs.
    package struct Drawing: Sendable {
        package var input: DrawnMazeCheck.Input
        /// `path_data.width` when it is a usable stroke width.
        package var width: Double?
        package var items: [Item]
    }

    /// An organic story's single winding path (`maze_type: organic`), as the app decodes it: not a maze, so
    /// the maze check has nothing to say about it and it is drawn and measured from these.
    package struct OrganicDrawing: Sendable {
        package var svgPath: String
        /// The polyline the curves round off, start first.
        package var controlPoints: [DrawnPoint]
        /// The stroke the app draws, in canvas units.
        package var width: Double
        package var start: DrawnPoint
        package var end: DrawnPoint
        package var canvas: ReconstructedMaze.Canvas
        package var items: [Item]

        /// The polyline's length: the curves cut its corners, but the polyline is what the file states exactly.
        package var length: Double { OrganicPath.length(of: controlPoints) }

        /// A turn a person sees as a bend, in degrees; smaller ones are a control point on a gentle curve.
        static let visibleBend = 10.0

        /// The turn at every inner control point, in degrees (0 straight on, 180 straight back).
        package var turns: [Double] { StrokeCheck.bends(controlPoints).map(\.degrees) }
        /// The inner control points where the path visibly bends.
        var bendCount: Int { turns.filter { $0 > Self.visibleBend }.count }
        /// The sharpest turn, in degrees; nil for a path without inner points.
        var sharpestBend: Double? { turns.max() }
    }

    /// Marked on the card of a file the manifest lists but the folder lacks.
    static let missingMessage = "listed in \(ContentLayout.manifestName) but there is no such file"

    package var fileName: String
    /// Nil when the file could not be read or is not JSON, or is missing.
    package var labyrinth: CheckedLabyrinth?
    /// Nil when `path_data` lacks what the maze check needs, or holds values it cannot use.
    package var maze: MazeInspection?
    /// The manifest's story and title for this file, if it lists it.
    var manifestStory: Int?
    var manifestTitle: String?
    /// The manifest lists the file but the folder does not hold it.
    var isMissing = false

    init(_ inspected: InspectedLabyrinth, manifestEntry: ManifestEntry?) {
        fileName = inspected.file
        labyrinth = inspected.labyrinth
        maze = inspected.maze
        manifestStory = manifestEntry?.story
        manifestTitle = manifestEntry?.title
    }

    /// A card for a file the manifest lists but the folder lacks.
    init(missing entry: ManifestEntry, fileName: String) {
        self.fileName = fileName
        manifestStory = entry.story
        manifestTitle = entry.title
        isMissing = true
    }

    var name: LabyrinthName? { LabyrinthName(parsing: fileName) }

    package var id: String { labyrinth?.string(.id) ?? LabyrinthName.id(fileName: fileName) }
    /// The file's `difficulty`, or the level in its name when that cannot be read.
    package var level: String { labyrinth?.string(.difficulty) ?? name?.level ?? "" }
    /// The manifest's story number, else the one in the file name.
    package var story: Int? { manifestStory ?? name?.story }
    package var title: String { labyrinth?.string(.title) ?? manifestTitle ?? "" }
    /// `visual_theme.background_color` when it is a `#RRGGBB` colour.
    package var backgroundColor: String? {
        labyrinth?.string(.visualTheme, VisualThemeKey.backgroundColor).flatMap {
            VisualTheme.isHexColour($0) ? $0 : nil
        }
    }
    package var isAdventure: Bool { labyrinth?.isAdventure ?? false }
    package var itemCount: Int { labyrinth?.value(.pathData, PathDataKey.items)?.arrayValue?.count ?? 0 }
    /// The story's kind as the app reads the file; nil for a file the app cannot decode.
    package var kind: StoryKind? { labyrinth?.kind }

    /// The obstacles of an avoid story (`path_data.avoid_items`) as the app decodes them.
    package var obstacles: [Item] {
        (labyrinth?.labyrinth?.pathData.avoidItems ?? []).map {
            Item(position: MazeInspection.point($0.point), emoji: $0.emoji)
        }
    }

    /// The winding path of an organic story, when the app can decode the file and its canvas is usable.
    package var organicPath: OrganicDrawing? {
        switch kind {
        case .organicPath?: break
        case .maze?, nil: return nil
        }
        guard let pathData = labyrinth?.labyrinth?.pathData,
            let width = MazeInspection.canvasSide(pathData.canvasWidth),
            let height = MazeInspection.canvasSide(pathData.canvasHeight)
        else { return nil }
        return OrganicDrawing(
            svgPath: pathData.svgPath, controlPoints: (pathData.controlPoints ?? []).map(MazeInspection.point),
            width: pathData.width, start: MazeInspection.point(pathData.startPoint),
            end: MazeInspection.point(pathData.endPoint),
            canvas: ReconstructedMaze.Canvas(width: width, height: height),
            items: (pathData.items ?? []).map { Item(position: MazeInspection.point($0.point), emoji: $0.emoji) })
    }

    /// How far the best route from start to end keeps from the obstacles, along the centre lines of the maze
    /// rebuilt from the drawing, as the validator measured it (`avoid.avoidable`). Nil without obstacles or without
    /// a sound maze (the report says why).
    var obstacleClearance: ObstacleClearance? { soundMetrics == nil ? nil : maze?.clearance }

    package var drawing: Drawing? {
        guard let input = maze?.input, let labyrinth else { return nil }
        let elements = labyrinth.value(.pathData, PathDataKey.items)?.arrayValue ?? []
        let fallbackEmoji = labyrinth.string(.itemEmoji) ?? "?"
        let items = input.items.indices.map { index in
            Item(
                position: input.items[index].position,
                emoji: (index < elements.count ? elements[index].objectValue?[ItemKey.emoji]?.stringValue : nil)
                    ?? fallbackEmoji)
        }
        let width = labyrinth.value(.pathData, PathDataKey.width)?.doubleValue.flatMap {
            $0.isFinite && $0 > 0 ? $0 : nil
        }
        return Drawing(input: input, width: width, items: items)
    }

    /// The maze rules run on the drawing; nil when there is no usable drawing.
    package var check: DrawnMazeCheck.Report? { maze?.report }
    /// The rebuilt maze's numbers, even when the maze is broken (the card shows what there is).
    package var metrics: DrawnMazeCheck.Metrics? { check?.metrics }
    /// The numbers the level rules judge: nil while the maze itself is broken. `stats` counts only these.
    package var soundMetrics: DrawnMazeCheck.Metrics? { maze.flatMap(ContentValidate.soundMetrics) }

    /// The route the level rules judge turns and share on: an avoid story's shortest route clear of its obstacles,
    /// any other maze's shortest. Nil while the maze is broken or (an avoid story) every route hits an obstacle.
    package var levelRoute: LevelRoute? {
        guard let labyrinth, let maze else { return nil }
        return LevelRoute.of(labyrinth, maze: maze)
    }

    /// What the labyrinth is short of its level, judged as `mazegen validate` judges it.
    package var shortfalls: [LevelShortfall] { labyrinth.map { LevelShortfall.of($0, maze: maze) } ?? [] }
}
