import ContentCatalogue
import ContentFormat
import ContentJSON
import ContentSupport
import LabyrinthKit
import MazeKit

/// What `generate` computes before it touches the disk: every file's bytes, in manifest order.
package struct GeneratedContent: Sendable {
    package var labyrinths: [PlannedFile]
    package var manifest: PlannedFile
    /// Absent under `--only`: the samples come from the seed, not from the stories named.
    package var samples: PlannedFile?
    package var packCount: Int
    package var storyCount: Int
    /// The labyrinth file names of the whole catalogue, also those `--only` left alone.
    package var catalogueFileNames: Set<String>

    package var allFiles: [PlannedFile] { labyrinths + [manifest] + (samples.map { [$0] } ?? []) }
    /// Files the folder already holds with exactly these bytes, found by `ContentWriter.laidOut` under the lock.
    package var alreadyOnDisk: Set<String> = []
    /// Files in the folder under this run's names that cannot be read whole (`ContentWriter.laidOut`).
    package var unreadable: [UnreadableFile] = []
    /// Names this run writes that no writer may write (`FolderWrite.check`): found before anything is written.
    package var refused: [WriteRefusal] = []
    /// What a person should know of how the files were laid out (a repeated key written once).
    package var notes: [String] = []
    /// Made under `--only`: some of the catalogue's labyrinths are not among `labyrinths`.
    var isPartial: Bool { labyrinths.count < catalogueFileNames.count }
}

/// The pure half of `generate`: config + stories + seed → files. Each labyrinth draws from its own random stream,
/// seeded by (seed, labyrinth id), so the bytes depend on neither the thread count nor the other stories.
package struct ContentGenerator: Sendable {

    package var config: MazegenConfig
    package var catalogue: StoryCatalogue
    package var seed: UInt64

    package init(config: MazegenConfig, catalogue: StoryCatalogue, seed: UInt64? = nil) {
        self.config = config
        self.catalogue = catalogue
        self.seed = seed ?? UInt64(bitPattern: Int64(config.seed))
    }

    /// - Parameter onlyStories: when not empty, only these stories' labyrinths are made, and the samples are not.
    ///   The manifest always is: it follows from the stories alone, and must list the whole catalogue.
    /// - Parameter freshStories: these stories get new mazes even where the catalogue keeps a shipped drawing.
    package func generate(
        onlyStories: Set<Int> = [], freshStories: Set<Int> = [], parallelism: Int = activeCores()
    ) throws(GenerationError) -> GeneratedContent {
        let allJobs = LabyrinthJobs.inManifestOrder(config: config, catalogue: catalogue)
        let known = Set(allJobs.map(\.story.number))
        let unknown = onlyStories.union(freshStories).subtracting(known).sorted()
        guard unknown.isEmpty else { throw .unknownStories(unknown) }
        let drawn = Set(allJobs.map(\.id))
        let unused = catalogue.drawings.values.filter { !drawn.contains($0.name.id) }.map(\.sourceFile).sorted()
        guard unused.isEmpty else { throw .unusedDrawings(unused) }
        var generator = self
        generator.catalogue.drawings = catalogue.drawings.filter { !freshStories.contains($0.value.name.story) }
        // A story remade with --fresh is always among the labyrinths made, --only or not.
        let chosen = onlyStories.union(freshStories)
        let jobs = onlyStories.isEmpty ? allJobs : allJobs.filter { chosen.contains($0.story.number) }

        let labyrinths = try generator.makeLabyrinths(jobs, parallelism: parallelism)
        let manifest = ManifestDocument.make(
            universe: config.universe, manifest: Self.manifest(of: allJobs, packs: catalogue.packs))
        return GeneratedContent(
            labyrinths: labyrinths,
            manifest: PlannedFile(name: SafeFileName(ContentLayout.manifestName)!, bytes: JSONWriter.bytes(manifest)),
            samples: onlyStories.isEmpty
                ? PlannedFile(name: SafeFileName(ContentLayout.samplesName)!, bytes: JSONWriter.bytes(try samples()))
                : nil,
            packCount: catalogue.packs.count,
            storyCount: Set(jobs.map(\.story.number)).count,
            catalogueFileNames: Set(allJobs.map(\.fileName))
        )
    }

    func makeLabyrinths(_ jobs: [LabyrinthJob], parallelism: Int) throws(GenerationError) -> [PlannedFile] {
        let generator = self
        return try orderedConcurrentMap(jobs, workers: parallelism, cost: expectedCost) { job throws(GenerationError) in
            try generator.labyrinthFile(job)
        }
    }

    /// A rough guess of a labyrinth's making time, only to start the slow ones first: an avoid maze braids and is
    /// tried over and over (hundreds of attempts for a hard one, measured), an organic path is a few curves.
    func expectedCost(_ job: LabyrinthJob) -> Int {
        if catalogue.drawings[job.id] != nil { return 0 }
        switch job.story.kind {
        case .organicPath: return 1
        case .maze:
            guard let shape = job.story.shape else { return 1 }
            let cells = Double(job.level.grid.rows * job.level.grid.cols) * config.shapes.scale(for: shape)
            return switch job.story.kind.itemRule {
            case .avoid: Int(cells) * 50
            case .collect, nil: Int(cells)
            }
        }
    }

    func labyrinthFile(_ job: LabyrinthJob) throws(GenerationError) -> PlannedFile {
        let path: LabyrinthPath
        if let kept = catalogue.drawings[job.id] {
            path = .kept(kept.pathData)
        } else {
            path = .made(try drawing(for: job))
        }
        let bytes = LabyrinthDocument.bytes(
            try LabyrinthFileContent(job: job, path: path, config: config, catalogue: catalogue))
        guard let name = SafeFileName(job.fileName) else {
            throw .missingReference(id: job.id, what: "the id does not make a plain file name")
        }
        return PlannedFile(name: name, bytes: bytes)
    }

    func drawing(for job: LabyrinthJob) throws(GenerationError) -> PathDrawing {
        let story = job.story
        switch story.kind {
        case .organicPath: return PathDrawing(try organicPath(for: job))
        case .maze: break
        }
        guard let style = story.style.mazeStyle, let shape = story.shape else {
            // The catalogue refuses a maze without a shape before generate runs.
            throw .missingReference(id: job.id, what: "a \(story.style.rawValue) maze needs a shape")
        }
        // An avoid maze is braided for its detours even when its level asks for no obstacle.
        let obstacles: ObstacleRequest? =
            switch story.kind.itemRule {
            case .avoid: obstacleRequest(job.level)
            case .collect, nil: nil
            }
        let request = MazeRequest(
            rules: job.level.rules,
            shape: shape,
            shapeScale: config.shapes.scale(for: shape),
            start: story.startPosition,
            end: story.endPosition,
            style: style,
            itemCount: job.level.itemCount(for: story.kind),
            itemShareOnSolution: config.generation.itemShareOnSolution,
            canvas: config.canvas.mazeCanvas,
            random: MazeRandom.seeded(seed: seed, key: job.id),
            maxAttempts: config.generation.maxAttempts,
            obstacles: obstacles
        )
        do {
            return PathDrawing(try MazeGenerator.generate(request))
        } catch {
            throw .maze(id: job.id, story: story.number, level: job.level.name, error)
        }
    }

    func obstacleRequest(_ level: LevelConfig) -> ObstacleRequest {
        ObstacleRequest(
            count: level.avoidObstacles, minStartDistance: config.avoid.minStartDistance,
            hitRadius: config.avoid.hitRadius,
            offsetFraction: config.avoid.offsetFraction)
    }

    func organicPath(for job: LabyrinthJob) throws(GenerationError) -> OrganicPath {
        let itemCount = job.level.itemCount(for: job.story.kind)
        guard let figure = catalogue.figure(of: job.story) else {
            throw .noFigure(
                id: job.id, story: job.story.number, title: job.story.title,
                figures: catalogue.figures.figures.map(\.id),
                library: catalogue.figuresFile)
        }
        do {
            return try FigurePath.generate(figure.drawing, config.figureRequest(level: job.level, itemCount: itemCount))
        } catch {
            throw .figurePath(id: job.id, story: job.story.number, level: job.level.name, error)
        }
    }

    /// One rect wall maze per level, for the level-picker cards, unless the catalogue keeps the shipped ones.
    func samples() throws(GenerationError) -> JSONValue {
        if let kept = catalogue.samples { return .object(kept.drawings) }
        var samples = JSONObject()
        for level in config.levels {
            let key = "difficulty_sample_" + level.name
            let request = MazeRequest(
                rules: level.rules, shape: .rect, shapeScale: 1, start: .bottomLeft, end: .topRight, style: .walls,
                itemCount: 0, canvas: config.canvas.mazeCanvas, random: MazeRandom.seeded(seed: seed, key: key),
                maxAttempts: config.generation.maxAttempts)
            do {
                samples.append(level.name, .string(try MazeGenerator.generate(request).wallDrawing))
            } catch {
                throw .maze(id: key, story: 0, level: level.name, error)
            }
        }
        return .object(samples)
    }
}

extension LevelConfig {
    /// The level as the maze library takes it.
    package var rules: LevelRules {
        LevelRules(
            rows: grid.rows, cols: grid.cols, extraConnections: extraConnections,
            minSolutionShare: minSolutionShare, minTurns: minTurns, itemCount: adventureItems)
    }
}

extension ContentGenerator {
    /// The manifest the app reads: every labyrinth of the catalogue, and the packs in display order.
    static func manifest(of jobs: [LabyrinthJob], packs: [StoryPack]) -> LabyrinthManifest {
        LabyrinthManifest(
            total: jobs.count,
            packs: packs.map {
                PackInfo(id: $0.id, title: $0.title, freeStories: $0.freeStories, stories: $0.storyNumbers)
            },
            labyrinths: jobs.map { job in
                LabyrinthManifest.Entry(
                    id: job.id, difficulty: job.level.name, story: job.story.number, theme: job.theme,
                    location: job.story.location, title: job.story.title)
            })
    }
}
