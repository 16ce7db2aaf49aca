import Testing

@testable import MazeKit

/// The SVG reader against hostile files: every bound at its limit and one past it, names quoted short, and the
/// messages that name the real cause.
@Suite("SVG reader: hostile files")
struct SVGReaderLimitsTests {
    static let svgNamespace = "http://www.w3.org/2000/svg"
    static let line = "<polyline points='0,0 10,0 10,10'/>"

    /// `count` groups inside each other around `inner`, each declaring `declarations` namespaces.
    static func nested(_ count: Int, declarations: Int = 1, inner: String = line) -> String {
        var text = "<svg xmlns='\(svgNamespace)'>"
        for level in 0..<count {
            text += "<g" + (0..<declarations).map { " xmlns:a\(level)_\($0)='u'" }.joined() + ">"
        }
        return text + inner + String(repeating: "</g>", count: count) + "</svg>"
    }

    static func refusal(_ text: String, limits: SVGReadingLimits = SVGReadingLimits()) -> SVGDrawingError? {
        #expect(throws: SVGDrawingError.self) { _ = try SVGDrawing.read(text, limits: limits) }
    }

    // MARK: Nesting and namespaces

    /// 10,000 nested groups each declaring a namespace once took 8-10 s and 3 GB (each level copied every
    /// declaration above it), 20,000 took 12 GB.
    @Test func nestingPastTheDepthIsRefusedWhateverItDeclares() {
        for count in [256, 10_000, 20_000] {
            let error = Self.refusal(Self.nested(count))
            #expect(error?.description == "line 1: expected at most 256 elements inside each other, found <g> deeper")
        }
    }

    @Test func atTheDepthWithEveryAttributeANamespaceTheDrawingIsRead() throws {
        // The root, 254 groups and the polyline: 256 elements inside each other, each group with 200 declarations.
        let text = Self.nested(254, declarations: 200)
        #expect(try SVGDrawing.lines(text).count == 1)
        #expect(Self.refusal(Self.nested(255, declarations: 1)) != nil)
    }

    /// A prefix declared again inside shadows the outer one there and only there.
    @Test func aPrefixDeclaredAgainHoldsOnlyInsideItsElement() throws {
        let text = """
            <s:svg xmlns:s="\(Self.svgNamespace)">
              <s:g xmlns:s="http://example.com/other"><s:path d="M 0 0 L 50 50"/></s:g>
              <s:path d="M 1 1 L 2 2"/>
              <s:g xmlns:s="http://example.com/other"/>
              <s:path d="M 3 3 L 4 4"/>
            </s:svg>
            """
        #expect(
            try SVGDrawing.lines(text) == [
                [DrawnPoint(x: 1, y: 1), DrawnPoint(x: 2, y: 2)], [DrawnPoint(x: 3, y: 3), DrawnPoint(x: 4, y: 4)],
            ])
    }

    @Test func attributesPastTheLimitAreRefused() throws {
        func element(_ count: Int) -> String {
            "<svg>" + "<polyline points='0,0 10,0'" + (1..<count).map { " data-\($0)='x'" }.joined() + "/></svg>"
        }
        #expect(try SVGDrawing.lines(element(200)).count == 1)
        let error = Self.refusal(element(201))
        #expect(
            error?.description
                == "line 1: expected at most 200 attributes (namespace declarations included) in one element, "
                + "found more in <polyline>")
        // The config's limit, passed in.
        #expect(Self.refusal(element(11), limits: SVGReadingLimits(attributesPerElement: 10)) != nil)
    }

    // MARK: Names

    /// A 3 MB element name was echoed whole into a 3 MB error line.
    @Test func anOverlongNameIsRefusedAndQuotedShort() {
        let name = String(repeating: "a", count: 3_000_000)
        for text in [
            "<\(name) xmlns='\(Self.svgNamespace)'/>", "<svg><\(name)/></svg>", "<svg><g></\(name)></svg>",
            "<svg \(name)='1'/>",
        ] {
            let error = Self.refusal(text)
            let description = error?.description ?? ""
            #expect(description.utf8.count < 200, "\(description.prefix(300))")
            #expect(description.contains("name of at most 256 bytes"), "\(description.prefix(300))")
            #expect(description.contains("of 3000000 bytes"), "\(description.prefix(300))")
        }
        #expect(throws: Never.self) { try SVGDrawing.lines("<svg><\(String(repeating: "b", count: 256))/></svg>") }
    }

    @Test func aQuotedNameShowsItsControlCharactersEscaped() {
        let error = Self.refusal("<svg><g\u{1B}[31m\u{0C}x></g></svg>")
        let description = error?.description ?? ""
        #expect(!description.contains("\u{1B}") && !description.contains("\u{0C}"), "\(description)")
        #expect(description.contains("\\u{1b}"), "\(description)")
    }

    // MARK: The root in another namespace

    /// `<svg>` in another namespace gave "expected <svg> … found <svg>".
    @Test func anSVGInAnotherNamespaceSaysWhichItIsIn() {
        let other = Self.refusal("<svg xmlns='http://example.com/not-svg'>\(Self.line)</svg>")
        #expect(
            other?.description
                == "line 1: expected <svg> as the file's first element, in the namespace \(Self.svgNamespace), "
                + "found <svg> in the namespace http://example.com/not-svg; declare xmlns=\"\(Self.svgNamespace)\"")
        let undeclared = Self.refusal("<x:svg>\(Self.line)</x:svg>")
        #expect(
            undeclared?.description
                == "line 1: expected <svg> as the file's first element, found <x:svg>, whose prefix x no xmlns:x "
                + "declares; declare it as \(Self.svgNamespace)")
    }

    // MARK: Entities

    @Test func entitiesPastTheirCountAreRefusedAndTheFirstDeclarationCounts() throws {
        func declaring(_ count: Int) -> String {
            "<!DOCTYPE svg [" + (0..<count).map { "<!ENTITY e\($0) \"\($0)\">" }.joined() + "<!ENTITY e0 \"9\">]>"
                + "<svg><polyline points='&e0;,0 &e1;0,0'/></svg>"
        }
        // e0 declared twice: the first, 0, counts (a 65th declaration past the limit).
        #expect(
            try SVGDrawing.lines(declaring(63)) == [[DrawnPoint(x: 0, y: 0), DrawnPoint(x: 10, y: 0)]])
        let error = Self.refusal(declaring(64))
        #expect(
            error?.description == "line 1: expected at most 64 entities in the DOCTYPE, found more (<!ENTITY e0 ...>)")
    }

    @Test func anUnknownEntityOfALongNameIsQuotedShort() {
        let error = Self.refusal("<svg><path d='&\(String(repeating: "n", count: 100_000));'/></svg>")
        let description = error?.description ?? ""
        #expect(description.utf8.count < 200 && description.contains("(100000 bytes)"), "\(description.prefix(300))")
    }

    // MARK: Transforms

    /// Under `scale(1e154)` a drawing was added with its curves flattened to lines (the curves' measures overflowed)
    /// and its journey's ends swapped.
    @Test func anExtremeTransformIsRefusedWithTheReason() {
        let curve = "<path d='M 0 0 C 0 10 10 10 10 0'/>"
        let large = Self.refusal("<svg>\n<g transform='scale(1e154)'>\n\(curve)</g></svg>")
        #expect(
            large?.description
                == "line 3: expected coordinates within ±1000000000 after the transforms, found <path> at (0, 1e155), "
                + "its transforms scaling it by 1e154; scale the drawing down in the drawing program")
        let small = Self.refusal("<svg><g transform='scale(1e-154)'>\(curve)</g></svg>")
        #expect(small?.description.contains("a millionth of a user unit") == true, "\(String(describing: small))")
        let far = Self.refusal("<svg><g transform='translate(1e8 0) scale(1e-3)'>\(curve)</g></svg>")
        #expect(far?.description.contains("a billionth as large") == true, "\(String(describing: far))")
        let infinite = Self.refusal("<svg><g transform='scale(1e300) scale(1e300)'>\(curve)</g></svg>")
        #expect(
            infinite?.description.contains("scaling the drawing past any number") == true,
            "\(String(describing: infinite))")
        // A drawing program's own scales stay readable.
        #expect(throws: Never.self) {
            try SVGDrawing.lines("<svg><g transform='scale(3.7795) translate(-1e5 2e5)'>\(curve)</g></svg>")
        }
    }

    // MARK: What a file draws again

    /// Ten `<use>`s of a group of ten `<use>`s, nine levels deep, would draw a billion lines.
    @Test func usesThatMultiplyAreRefusedAtTheDrawnElementsLimit() {
        var text = "<svg><defs><g id='l0'>\(Self.line)</g>"
        for level in 1...9 {
            text += "<g id='l\(level)'>" + String(repeating: "<use href='#l\(level - 1)'/>", count: 10) + "</g>"
        }
        text += "</defs><use href='#l9'/></svg>"
        let error = Self.refusal(text)
        #expect(
            error?.description.contains("expected at most 100000 elements drawn (each <use> counting again") == true,
            "\(String(describing: error))")
    }

    @Test func aUseThatDrawsItselfIsRefused() {
        let error = Self.refusal("<svg>\n<g id='a'>\(Self.line)<use href='#a'/></g></svg>")
        #expect(
            error?.description
                == "line 2: expected a <use> that does not draw itself, found <use href=\"#a\"> inside what it names "
                + "(line 2)")
        let mutual = Self.refusal(
            "<svg><defs><g id='a'><use href='#b'/></g><g id='b'><use href='#a'/></g></defs><use href='#a'/></svg>")
        #expect(mutual?.description.contains("does not draw itself") == true)
    }

    @Test func pointsPastTheLimitAreRefusedBeforeTheyAreKept() {
        let wave = String(repeating: " c 0 100 100 100 100 0 c 0 -100 -100 -100 -100 0", count: 200)
        var limits = SVGReadingLimits()
        limits.points = 5_000
        // 400 curves, 1,201 control points, fit; flattened, each becomes 23 points.
        let error = Self.refusal("<svg><path d='M 0 0\(wave)'/></svg>", limits: limits)
        #expect(error?.description.contains("at most 5000 points once the curves are flattened") == true)
        limits.points = 500
        let early = Self.refusal("<svg><path d='M 0 0\(wave)'/></svg>", limits: limits)
        #expect(early?.description.contains("at most 500 points in the drawing") == true)
    }
}
