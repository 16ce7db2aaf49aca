import ContentFormat
import ContentJSON
import MazeKit

/// A small, fully valid easy labyrinth (3 x 4 walls maze with one loop) for the rules' examples:
/// each example states only what it changes, and the unchanged file passes every rule. `package`: the test targets'
/// shared folders (`ContentTestSupport`) are built from it too.
package enum ExampleLabyrinth {
    struct Cell: Hashable, Sendable {
        var row: Int
        var col: Int
        init(_ row: Int, _ col: Int) {
            self.row = row
            self.col = col
        }
    }

    static let rows = 3
    static let cols = 4
    static let cellSize = 140
    static let originX = 20
    static let originY = 40

    /// The open passages: a spanning tree plus one extra connection, (0,1)-(1,1).
    static let passages: [(Cell, Cell)] = [
        (Cell(2, 0), Cell(1, 0)), (Cell(1, 0), Cell(1, 1)), (Cell(1, 1), Cell(2, 1)), (Cell(2, 1), Cell(2, 2)),
        (Cell(2, 2), Cell(1, 2)), (Cell(1, 2), Cell(0, 2)), (Cell(0, 2), Cell(0, 3)), (Cell(0, 0), Cell(1, 0)),
        (Cell(0, 0), Cell(0, 1)), (Cell(2, 2), Cell(2, 3)), (Cell(2, 3), Cell(1, 3)), (Cell(0, 1), Cell(1, 1)),
    ]

    /// The shortest route from the start (bottom left) to the end (top right): 8 cells, 5 turns.
    static let solution: [Cell] = [
        Cell(2, 0), Cell(1, 0), Cell(1, 1), Cell(2, 1), Cell(2, 2), Cell(1, 2), Cell(0, 2), Cell(0, 3),
    ]

    static func centre(_ cell: Cell) -> (x: Int, y: Int) {
        (originX + cell.col * cellSize + cellSize / 2, originY + cell.row * cellSize + cellSize / 2)
    }

    static func point(_ cell: Cell) -> JSONValue {
        let (x, y) = centre(cell)
        return .object(["x": .int(x), "y": .int(y)])
    }

    static func isOpen(_ a: Cell, _ b: Cell, in passages: [(Cell, Cell)] = passages) -> Bool {
        passages.contains { ($0.0 == a && $0.1 == b) || ($0.0 == b && $0.1 == a) }
    }

    /// Every wall once as a unit piece on the lattice, the outside closed.
    static var wallDrawing: String { wallDrawing(passages: passages) }

    /// The walls of another maze on the same 3 x 4 lattice, open where `passages` say.
    static func wallDrawing(passages: [(Cell, Cell)]) -> String {
        func isOpen(_ a: Cell, _ b: Cell) -> Bool { Self.isOpen(a, b, in: passages) }
        var pieces: [String] = []
        for row in 0...rows {
            for col in 0..<cols where row == 0 || row == rows || !isOpen(Cell(row - 1, col), Cell(row, col)) {
                let y = originY + row * cellSize
                pieces.append("M \(originX + col * cellSize) \(y) L \(originX + (col + 1) * cellSize) \(y)")
            }
        }
        for col in 0...cols {
            for row in 0..<rows where col == 0 || col == cols || !isOpen(Cell(row, col - 1), Cell(row, col)) {
                let x = originX + col * cellSize
                pieces.append("M \(x) \(originY + row * cellSize) L \(x) \(originY + (row + 1) * cellSize)")
            }
        }
        return pieces.joined(separator: " ")
    }

    /// The walls of a serpentine maze of any size, laid out on the 600 x 500 canvas with margin 20 the way the
    /// generator lays out grids: every row open along its length, rows joined at alternate ends.
    static func serpentineWalls(rows: Int, cols: Int, width: Int = 600, height: Int = 500, margin: Int = 20) -> String {
        let size = min((width - 2 * margin) / cols, (height - 2 * margin) / rows)
        let x0 = (width - cols * size) / 2
        let y0 = (height - rows * size) / 2
        var pieces: [String] = []
        for row in 0...rows {
            for col in 0..<cols {
                let joined = row > 0 && row < rows && col == ((row - 1) % 2 == 0 ? cols - 1 : 0)
                if !joined {
                    pieces.append(
                        "M \(x0 + col * size) \(y0 + row * size) L \(x0 + (col + 1) * size) \(y0 + row * size)")
                }
            }
        }
        for col in [0, cols] {
            for row in 0..<rows {
                pieces.append("M \(x0 + col * size) \(y0 + row * size) L \(x0 + col * size) \(y0 + (row + 1) * size)")
            }
        }
        return pieces.joined(separator: " ")
    }

    static var solutionDrawing: String { polyline(solution) }

    /// The centres of `cells` joined, as `solution_path` draws a route.
    static func polyline(_ cells: [Cell]) -> String {
        cells.enumerated().map { index, cell in
            let (x, y) = centre(cell)
            return (index == 0 ? "M" : "L") + " \(x) \(y)"
        }.joined(separator: " ")
    }

    static func character(_ type: String, _ position: String, _ name: String) -> JSONValue {
        .object([
            "type": .string(type), "description": .string("A calm \(type) with a warm smile"),
            "position": .string(position), "name": .string(name), "image_asset": .string(name.lowercased()),
        ])
    }

    /// The whole file as the generator writes it, key order included.
    package static var value: JSONValue {
        let segments = passages.map { JSONValue.object(["start": point($0.0), "end": point($0.1)]) }
        let pathData: JSONObject = [
            "svg_path": .string(wallDrawing), "solution_path": .string(solutionDrawing), "width": .int(40),
            "complexity": .string("easy"), "maze_type": .string("grid"), "start_point": point(solution.first!),
            "end_point": point(solution.last!), "segments": .array(segments), "canvas_width": .int(600),
            "canvas_height": .int(500), "control_points": .array([]),
        ]
        let theme: JSONObject = [
            "background_color": .string("#F4D03F"),
            "decorative_elements": .array([.string("shells"), .string("sand")]),
        ]
        let file: JSONObject = [
            "id": .string("denny_001_easy"), "difficulty": .string("easy"), "theme": .string("ocean"),
            "location": .string("sandy_shore"), "title": .string("Denny Finds Mommy Coral"),
            "story_setup": .string("Denny wakes up on the warm sand."),
            "instruction": .string("Draw a line to Mommy Coral."),
            "tts_instruction": .string("Can you help Denny find Mommy Coral?"),
            "character_start": character("baby crab", "bottom_left", "Denny"),
            "character_end": character("mother crab", "top_right", "Mommy"),
            "educational_question": .string("What lives on the beach?"), "fun_fact": .string("Crabs walk sideways."),
            "completion_message": .string("Denny found Mommy Coral."), "path_data": .object(pathData),
            "visual_theme": .object(theme), "audio_instruction": .string("denny_001_instruction.mp3"),
            "audio_completion": .string("denny_001_completion.mp3"),
        ]
        return .object(file)
    }

    static var text: String { JSONWriter.string(value) }

    /// The valid file with the value at `pointer` replaced (nil removes it), as text.
    static func text(setting pointer: JSONPointer, to newValue: JSONValue?) -> String {
        JSONWriter.string(value.setting(pointer, to: newValue))
    }

    /// The valid file with several values replaced, as text.
    static func text(setting changes: [(JSONPointer, JSONValue?)]) -> String {
        JSONWriter.string(changes.reduce(value) { $0.setting($1.0, to: $1.1) })
    }

    /// An adventure: the valid file with an item rule and `count` items on cells of the route and a side branch.
    package static func adventureText(itemCount count: Int = 2, changes: [(JSONPointer, JSONValue?)] = []) -> String {
        let itemCells = [Cell(1, 1), Cell(0, 0), Cell(2, 3), Cell(1, 2), Cell(0, 1), Cell(1, 3)]
        let onSolution = Set(solution)
        let items = itemCells.prefix(count).map { cell -> JSONValue in
            let (x, y) = centre(cell)
            return .object([
                "x": .int(x), "y": .int(y), "emoji": .string("🐚"), "on_solution": .bool(onSolution.contains(cell)),
            ])
        }
        var file = value.setting(.labyrinth(.itemRule), to: .string("collect")).setting(
            .labyrinth(.itemEmoji), to: .string("🐚"))
        file = file.setting(.pathData(.items), to: .array(items))
        return JSONWriter.string(changes.reduce(file) { $0.setting($1.0, to: $1.1) })
    }
}

extension JSONValue {
    /// A copy with the value at `pointer` replaced, added (objects: appended) or removed (nil).
    /// Missing parents are created as objects.
    package func setting(_ pointer: JSONPointer, to newValue: JSONValue?) -> JSONValue {
        guard let first = pointer.tokens.first else { return newValue ?? .null }
        let rest = JSONPointer(tokens: Array(pointer.tokens.dropFirst()))
        switch self {
        case .array(var elements):
            guard let index = Int(first), elements.indices.contains(index) else { return self }
            if rest.tokens.isEmpty, newValue == nil {
                elements.remove(at: index)
            } else {
                elements[index] = elements[index].setting(rest, to: newValue)
            }
            return .array(elements)
        case .object(var object):
            if rest.tokens.isEmpty {
                object[first] = newValue
            } else {
                object[first] = (object[first] ?? .object([:])).setting(rest, to: newValue)
            }
            return .object(object)
        default:
            return JSONValue.object([:]).setting(pointer, to: newValue)
        }
    }
}
