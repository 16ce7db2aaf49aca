import ContentCatalogue
import ContentSupport

/// Something that stops an import: a source file it cannot read or express, or a clash with the catalogue
/// already there. Every problem is collected before anything is written, so one run lists them all.
package struct ImportProblem: Sendable, Equatable, CustomStringConvertible {
    /// The source file (`denny_007_easy.json`, `manifest.json`) or catalogue file the problem is about.
    package var file: String
    package var message: String
    /// Set when the problem is a name of the stories folder in the way of the import's write (a link leading out, a
    /// FIFO): the command says it as every writer says what it refuses (`FolderWrite.Report.refusalLines`).
    package var refusal: WriteRefusal?

    package init(file: String, _ message: String) {
        self.file = file
        self.message = message
    }

    package init(_ refusal: WriteRefusal) {
        self.init(file: refusal.path, refusal.whatIsWrong)
        self.refusal = refusal
    }

    /// A catalogue file's problem, keeping its line and column for editors: `universe.yaml:12:5`.
    init(_ problem: SourceProblem, _ context: String) {
        let position = [problem.line, problem.column].compactMap { $0.map(String.init) }
        let subject = problem.keyPath.isEmpty ? "" : "\(problem.keyPath): "
        self.init(file: ([problem.file] + position).joined(separator: ":"), "\(context): \(subject)\(problem.message)")
    }

    /// One line, whatever the file's name and text hold.
    package var description: String { ControlCharacters.escaped("\(file): \(message)") }

    /// The same problem naming its file under `source`'s folder, for problems about a file of the source.
    func inFolder(_ source: some ContentSource) -> ImportProblem {
        ImportProblem(file: source.path(of: file), message)
    }
}

/// Something the catalogue cannot say that the source folder does, and what import did instead: reported,
/// never dropped silently (a level whose texts differ from the easy level's, a position read off the drawing).
package struct ImportNote: Sendable, Equatable, CustomStringConvertible {
    package var file: String
    package var message: String

    package init(file: String, _ message: String) {
        self.file = file
        self.message = message
    }

    package var description: String { ControlCharacters.escaped("\(file): \(message)") }
}

/// Thrown when an import cannot go ahead; carries every problem found, never an empty list.
package struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    package var problems: [ImportProblem]

    package init(problems: [ImportProblem]) {
        precondition(!problems.isEmpty, "an ImportError needs at least one problem")
        self.problems = problems
    }

    package init(_ problem: ImportProblem) {
        self.init(problems: [problem])
    }

    package var description: String { problems.map(\.description).joined(separator: "\n") }

    /// The problems for a person, on stderr: each on its line, then `stopped` (`import stopped on 2 problems;
    /// nothing written`); names in the way of the write come last, said as every writer says them instead.
    package func lines(stopped: String, folder: String) -> [String] {
        let others = problems.filter { $0.refusal == nil }.map { "error: \($0)" }
        let refusals = FolderWrite.Report(folder: folder, refused: problems.compactMap(\.refusal))
        return others + (refusals.refused.isEmpty ? ["error: \(stopped)"] : refusals.refusalLines())
    }
}
