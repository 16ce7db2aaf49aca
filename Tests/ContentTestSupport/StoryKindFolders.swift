import ContentFormat
import ContentJSON
import ContentSupport
import ContentValidate
import LabyrinthKit

/// Folders of labyrinths of every kind the app ships, built from their JSON; review's tests add hand-built mazes
/// (`HandBuiltMazes`) and validate's a long organic path.
package enum StoryKindFolders {
    /// An organic path through `points` (3-4-5 triangles keep the lengths whole), with collect items on
    /// the given control points.
    package static func organic(
        id: String, level: String, points: [(Int, Int)], svgPath: String, width: Int,
        itemsOn itemIndices: [Int] = []
    ) -> [UInt8] {
        func point(_ p: (Int, Int)) -> JSONValue { .object(["x": .int(p.0), "y": .int(p.1)]) }
        var pathData: JSONObject = [
            "svg_path": .string(svgPath), "solution_path": .string(""), "width": .int(width),
            "complexity": .string(level), "maze_type": .string("organic"),
            "start_point": point(points[0]), "end_point": point(points[points.count - 1]),
            "segments": .array(
                zip(points, points.dropFirst()).map { .object(["start": point($0.0), "end": point($0.1)]) }),
            "canvas_width": .int(600), "canvas_height": .int(500), "control_points": .array(points.map(point)),
        ]
        var file = ExampleLabyrinth.value
            .setting("/id", to: .string(id)).setting("/difficulty", to: .string(level)).setting(
                "/title", to: .string(id)
            )
            .setting(
                "/visual_theme",
                to: .object(["background_color": .string("#2B3A55"), "decorative_elements": .array([.string("moon")])]))
        if !itemIndices.isEmpty {
            pathData.append(
                "items",
                .array(
                    itemIndices.map { index in
                        .object([
                            "x": .int(points[index].0), "y": .int(points[index].1), "emoji": .string("🍄"),
                            "on_solution": .bool(true),
                        ])
                    }))
            file = file.setting("/item_rule", to: .string("collect")).setting("/item_emoji", to: .string("🍄"))
        }
        return JSONWriter.bytes(file.setting("/path_data", to: .object(pathData)))
    }

    /// A folder of labyrinth files with one manifest: packs as (id, free stories, story numbers).
    package static func folder(
        _ labyrinths: [(story: Int, level: String, bytes: [UInt8])],
        packs: [(id: String, free: Int, stories: [Int])]
    ) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for entry in labyrinths {
            files[LabyrinthName(universe: "test", story: entry.story, level: entry.level).fileName] = entry.bytes
        }
        let entries = labyrinths.map { entry in
            JSONValue.object([
                "id": .string(LabyrinthName(universe: "test", story: entry.story, level: entry.level).id),
                "difficulty": .string(entry.level), "story": .int(entry.story), "theme": .string("ocean"),
                "location": .string("sandy_shore"), "title": .string("Story \(entry.story)"),
            ])
        }
        files[ContentLayout.manifestName] = JSONWriter.bytes(
            .object([
                "universe": .string("test"), "total": .int(labyrinths.count),
                "packs": .array(
                    packs.map { pack in
                        .object([
                            "id": .string(pack.id), "title": .string("Pack \(pack.id)"),
                            "free_stories": .int(pack.free),
                            "stories": .array(pack.stories.map(JSONValue.int)),
                        ])
                    }),
                "labyrinths": .array(entries),
            ]))
        return files
    }
}
