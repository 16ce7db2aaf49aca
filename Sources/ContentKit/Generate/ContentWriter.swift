/// The side-effect half of `generate`: puts generated files into the folder, one atomic rename each,
/// leaving files whose bytes are already right untouched.
public struct ContentWriter: Sendable {
    public struct Summary: Sendable, Equatable {
        public var written: [String] = []
        public var unchanged: [String] = []
        /// Labyrinth files in the folder that the catalogue no longer produces.
        public var stale: [String] = []
        public var pruned: [String] = []
    }

    public var folder: ContentFolder
    public var universe: String

    public init(folder: ContentFolder, universe: String) {
        self.folder = folder
        self.universe = universe
    }

    public func write(_ content: GeneratedContent, prune: Bool, parallelism: Int = activeCores()) async throws(FileSystemError) -> Summary {
        try folder.create()
        try folder.removeLeftoverTemporaryFiles()
        let outcomes = try await writeAll(content.allFiles, parallelism: parallelism)
        var summary = Summary()
        for (file, outcome) in zip(content.allFiles, outcomes) {
            switch outcome {
            case .written: summary.written.append(file.name.value)
            case .unchanged: summary.unchanged.append(file.name.value)
            }
        }
        summary.stale = try staleLabyrinths(keeping: content.catalogueFileNames)
        if prune {
            for name in summary.stale {
                guard let safe = SafeFileName(name) else { continue }
                try folder.remove(safe)
                summary.pruned.append(name)
            }
        }
        return summary
    }

    /// Files named like this universe's labyrinths (`denny_NNN_*.json`) that the catalogue does not produce.
    func staleLabyrinths(keeping produced: Set<String>) throws(FileSystemError) -> [String] {
        try folder.names().filter { name in
            !produced.contains(name) && name.hasSuffix(".json") && LabyrinthName(parsing: name)?.universe == universe
        }
    }

    func writeAll(_ files: [PlannedFile], parallelism: Int) async throws(FileSystemError) -> [AtomicFile.Outcome] {
        let workers = max(1, min(parallelism, files.count))
        let folder = self.folder
        let results: [Result<AtomicFile.Outcome, FileSystemError>] = await withTaskGroup(
            of: [(Int, Result<AtomicFile.Outcome, FileSystemError>)].self
        ) { group in
            for worker in 0..<workers {
                group.addTask {
                    stride(from: worker, to: files.count, by: workers).map { index in
                        let file = files[index]
                        do throws(FileSystemError) {
                            return (index, .success(try AtomicFile.write(file.bytes, to: folder.path(of: file.name))))
                        } catch {
                            return (index, .failure(error))
                        }
                    }
                }
            }
            var all: [(Int, Result<AtomicFile.Outcome, FileSystemError>)] = []
            for await part in group { all.append(contentsOf: part) }
            return all.sorted { $0.0 < $1.0 }.map(\.1)
        }
        return try results.map { result throws(FileSystemError) in try result.get() }
    }
}
