/// Collects semantic problems of one file, locating each key path in the parsed document when there is one.
struct ProblemList {
    let file: String
    let locate: (YAMLKeyPath) -> SourcePosition?
    private(set) var problems: [SourceProblem] = []

    init(file: String, locate: @escaping (YAMLKeyPath) -> SourcePosition? = { _ in nil }) {
        self.file = file
        self.locate = locate
    }

    mutating func add(_ path: YAMLKeyPath, _ message: String) {
        let mark = locate(path)
        problems.append(
            SourceProblem(
                kind: .invalidValue, file: file, keyPath: path.description,
                line: mark?.line, column: mark?.column, message: message))
    }

    mutating func require(_ condition: Bool, _ path: YAMLKeyPath, _ message: @autoclosure () -> String) {
        if !condition { add(path, message()) }
    }

    /// Reports the second and later occurrences of each value.
    mutating func requireUnique<Value: Hashable>(
        _ values: [Value], path: (Int) -> YAMLKeyPath, what: String, describe: (Value) -> String
    ) {
        var firstIndex: [Value: Int] = [:]
        for (index, value) in values.enumerated() {
            if let first = firstIndex[value] {
                add(path(index), "duplicate \(what) \(describe(value)); already used at \(path(first))")
            } else {
                firstIndex[value] = index
            }
        }
    }
}

/// Names used in file names and JSON ids: lowercase letters, digits and underscores.
package func isIdentifier(_ text: String) -> Bool {
    !text.isEmpty
        && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
}
