/// The elements of an SVG file as a tree, each with its namespace resolved: what the drawing is read from, kept whole
/// because a `<use>` may name an element further down the file.
///
/// Namespaces are resolved as the file is read, each prefix bound to a stack of its declarations in scope: a
/// declaration costs one push and one pop, so the work grows with the file, not with the square of its nesting.
struct SVGDocument {
    static let svgNamespace = "http://www.w3.org/2000/svg"
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"

    struct Node {
        /// As written (`svg:path`), for messages.
        var name: String
        var prefix: Substring
        var local: Substring
        /// The namespace the prefix (or the default) is bound to; nil when none is declared.
        var namespace: String?
        var attributes: [(name: String, value: String)]
        /// `href`, or `xlink:href` by its namespace: what a `<use>` draws.
        var reference: String?
        var line: Int
        var children: [Int] = []

        /// In the SVG namespace, or in none at all (a hand-written file without `xmlns`).
        var isSVG: Bool { namespace == SVGDocument.svgNamespace || (namespace == nil && prefix.isEmpty) }

        func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
    }

    /// In the order the file opens them; the root is the first.
    private(set) var nodes: [Node] = []
    /// `id` -> node, the first element of each id.
    private(set) var ids: [String: Int] = [:]

    init(_ text: String, limits: SVGReadingLimits) throws(SVGDrawingError) {
        var reader = MarkupReader(text, limits: limits)
        var open: [(node: Int, declared: [String])] = []
        var bindings: [String: [String]] = [:]
        var closed = false
        while let event = try reader.next() {
            switch event {
            case .start(let element):
                if closed {
                    throw SVGDrawingError(
                        line: element.line, expected: "nothing after </svg>",
                        found: "<\(QuotedText.short(element.name))>")
                }
                guard open.count < limits.depth else {
                    throw SVGDrawingError(
                        line: element.line, expected: "at most \(limits.depth) elements inside each other",
                        found: "<\(QuotedText.short(element.name))> deeper")
                }
                var declared: [String] = []
                for attribute in element.attributes {
                    let prefix: String
                    if attribute.name == "xmlns" {
                        prefix = ""
                    } else if attribute.name.hasPrefix("xmlns:") {
                        prefix = String(attribute.name.dropFirst(6))
                    } else {
                        continue
                    }
                    bindings[prefix, default: []].append(attribute.value)
                    declared.append(prefix)
                }
                let name = element.name
                let colon = name.firstIndex(of: ":")
                let prefix = colon.map { name[..<$0] } ?? ""
                let local = colon.map { name[name.index(after: $0)...] } ?? name[...]
                var reference = element.attribute("href")
                for attribute in element.attributes where attribute.name.hasSuffix(":href") {
                    if bindings[String(attribute.name.dropLast(5))]?.last == Self.xlinkNamespace, reference == nil {
                        reference = attribute.value
                    }
                }
                let node = Node(
                    name: name, prefix: prefix, local: local, namespace: bindings[String(prefix)]?.last,
                    attributes: element.attributes, reference: reference, line: element.line)
                let index = nodes.count
                if let parent = open.last {
                    nodes[parent.node].children.append(index)
                } else {
                    try Self.checkRoot(node)
                }
                nodes.append(node)
                if let id = element.attribute("id"), ids[id] == nil { ids[id] = index }
                if element.selfClosing {
                    for prefix in declared { bindings[prefix]?.removeLast() }
                    if open.isEmpty { closed = true }
                } else {
                    open.append((index, declared))
                }
            case .end(let name, let line):
                guard let last = open.popLast() else {
                    throw SVGDrawingError(
                        line: line, expected: "nothing after </svg>", found: "</\(QuotedText.short(name))>")
                }
                let node = nodes[last.node]
                guard node.name == name else {
                    let quoted = QuotedText.short(node.name)
                    throw SVGDrawingError(
                        line: line, expected: "</\(quoted)> to close <\(quoted)> of line \(node.line)",
                        found: "</\(QuotedText.short(name))>")
                }
                for prefix in last.declared { bindings[prefix]?.removeLast() }
                if open.isEmpty { closed = true }
            }
        }
        if nodes.isEmpty {
            throw SVGDrawingError(line: 0, expected: "an <svg> element", found: "none (is this an SVG file?)")
        }
        if let last = open.last {
            let quoted = QuotedText.short(nodes[last.node].name)
            throw SVGDrawingError(
                line: 0, expected: "</\(quoted)> to close <\(quoted)> of line \(nodes[last.node].line)",
                found: "the end of the file")
        }
    }

    /// The first element is `<svg>` in SVG's namespace; one of the same name in another says which it is in.
    private static func checkRoot(_ node: Node) throws(SVGDrawingError) {
        if node.isSVG && node.local == "svg" { return }
        let expected = "<svg> as the file's first element"
        let quoted = QuotedText.short(node.name)
        if node.local == "svg", let namespace = node.namespace {
            throw SVGDrawingError(
                line: node.line, expected: expected + ", in the namespace \(svgNamespace)",
                found:
                    "<\(quoted)> in the namespace \(QuotedText.short(namespace)); declare xmlns=\"\(svgNamespace)\"")
        }
        if node.local == "svg", node.namespace == nil {
            throw SVGDrawingError(
                line: node.line, expected: expected,
                found: "<\(quoted)>, whose prefix \(QuotedText.short(node.prefix)) no xmlns:"
                    + "\(QuotedText.short(node.prefix)) declares; declare it as \(svgNamespace)")
        }
        throw SVGDrawingError(line: node.line, expected: expected, found: "<\(quoted)>")
    }
}
