import MazeKit

// The config read as MazeKit's requests: generate draws with them and import draws the same figures to
// recognise a story's, so both ask here.
extension MazegenConfig {
    /// How a figure is drawn at `level`. One frame for every level, the widest stroke's: the levels draw the
    /// picture at one size and place.
    package func figureRequest(level: LevelConfig, itemCount: Int) -> FigurePathRequest {
        let frameInset = max(canvas.margin, levels.map(\.organicPath.width).max() ?? level.organicPath.width)
        return FigurePathRequest(
            canvas: canvas.mazeCanvas, frameInset: frameInset, width: level.organicPath.width,
            minSegments: level.organicPath.minSegments, itemCount: itemCount,
            rules: play.strokeRules(tolerance: Double(level.pathTolerance)), startTopMargin: play.startTopMargin)
    }
}

extension CanvasConfig {
    package var mazeCanvas: Canvas { Canvas(width: width, height: height, margin: margin) }
}
