// ContentJSON: the app's files read as JSON values, fast and with places, and LabyrinthKit's documents decoded from
// those values. ContentFormat's documents, the catalogue and the rules above use it through what is written here; a
// change of the format (a key, a document, how a file is laid out or written) belongs in LabyrinthKit and
// ContentFormat, not here. JSONReaderContractTests holds each claim below that no other suite holds.
//
// WHAT IS READ. `JSONReader.parse`: RFC 8259 JSON text in UTF-8, any value at the root (`42` is a document).
// - Refused, with a `JSONSyntaxError`: bytes that are not UTF-8 in a string (overlong forms and encoded surrogates
//   included) and any byte the grammar has no place for outside one; a control character (below 0x20) unescaped in
//   a string; an escape other than the eight of RFC 8259 and `\uXXXX`; a `\u` escape that is a lone surrogate
//   (RFC 8259 lets the text have one, a Swift `String` cannot hold it); a number with a leading zero, a `+`, or a
//   `.` or exponent without digits; `NaN`, comments, single quotes, trailing commas; anything but whitespace after
//   the value; an empty or all-whitespace file; and arrays and objects nested deeper than 256
//   (`JSONReader.maximumDepth`).
// - Whitespace is space, tab, line feed and carriage return only.
// - Accepted beyond the RFC: one UTF-8 byte order mark at the very start, passed over as the app's decoder passes it.
// - Kept as written: an object's members in their order, a repeated key included (`JSONObject[key]` is the first,
//   as `AppDocument` and `JSONValueDecoder` read it; `JSONDocument.mayRepeatKeys` is false only when no object
//   anywhere repeats a key); keys compared as Swift's `String` compares them (canonically equivalent texts are one
//   key); a number as its text, of any size (`1e400` reads: whether a type holds it is the decoder's question); the
//   whitespace after the value.
//
// LIMITS. The nesting depth is the only one the reader sets, so no input overflows the stack. How many bytes a file
// may have, and how long its lists, objects and strings may be, the callers bound (the config's `limits`:
// `AtomicFile.read`'s limit, `LimitExcess`); an object of n keys is read in time proportional to n. The reader
// counts what `LimitExcess` asks (`JSONDocument.longestString`, the bytes between a string's or key's quotes as
// written, never fewer than its UTF-8 bytes or characters; `mostMembers`), so a file within the limits is not walked
// again; an object taken whole counts what it counted when it was read.
//
// PLACES. Offsets count bytes from the file's first byte (a byte order mark counts). Lines and columns are 1-based;
// a line ends at each line feed (a carriage return is the last byte of its line), and a column counts bytes, not
// characters ("é" is two). A `JSONSyntaxError` is placed at the byte the reader stopped at: the unexpected byte, or
// the opening quote of a string that is never closed or not UTF-8. With `recordingLocations` the document's
// `sourceMap` has each value's range and each member's (key to value's end), down to `locationDepth` keys (with a
// bounded depth, no array element). `lineAndColumn(of:in:)` places a pointer at its member's key, else its value,
// else the nearest enclosing place the text has; where a key repeats, the last one written. Validate's reading
// (`parse(_:reusing:)`) notes where the values near the top start (`JSONDocument.shallowPlaces`: each member down to
// two keys or indices below the root, each element down to three, in a flat list in the text's order);
// `lineAndColumn(of:in:places:)` gives from them exactly what reading the text again gives, and reads it again only
// for a pointer that goes on into a container whose insides were not noted.
//
// TUNED FOR SPEED (validate reads a folder of files; each path gives what a plain reading gives):
// - A word at a time (`ByteWord`): indentation, the plain bytes of a string and line feeds are looked at eight bytes
//   at once (JSONWordReadingTests).
// - Short texts (`ShortTextCache`): an ASCII key, number or string of at most 15 bytes is made once and then, while
//   its slot keeps it, found by its bytes.
// - Small objects (`SmallObjectCache`, `ObjectTable`, cache-line records): a reader given `JSONReadingMemory(files:)`
//   takes an object whose bytes it has read before (a point, a segment) whole, where its listener wants no place
//   inside it (`deepestListenedObject`: below the noted places of validate's reading; never for a source map or a
//   second reading) (SmallObjectReadingTests).
// - Containers not built (`parse(_:reusing:buildingDepth:)`, for a file read only for a few values near its top):
//   below the depth, `passContainer` reads the text without making keys, strings or numbers, refusing what
//   `parseObject`, `parseArray` and `parseString` refuse, with the same message at the same byte, and counting what
//   they count (`longestString`, `mostMembers`, the depth). It first tries `passPlainly`, one loop with no call per
//   value for the common text (containers up to `plainlyPassedLevels` deep; keys a word at a time, others through
//   `passString`; integers); whatever else it meets it hands to `passString`/`scanNumber`/`expectWord` (which throw
//   their own errors), or it gives up, undoing its counts, and `passObject`/`passArray` read the container again
//   from its start. Such a container stands in the value as an empty one of its kind; the document says so
//   (`isWhole` false) and claims no repeat-free keys (`mayRepeatKeys` true), since its keys were not compared. A
//   partial reading leaves the small-object cache alone. What a caller needs of the rest it asks of the counts, or
//   reads the file again whole (`Validator.readForFacts`) (JSONPartialReadingTests).
// - `MovingStack` builds each container's storage once; the parser is specialized for each `PlaceListener`, so
//   `NoPlaces` costs nothing; `lineAndColumn` skims the containers no pointer reaches into.
// - `AppDocument` (AppDocumentDecoding.swift) reads LabyrinthKit's documents type by type without runtime casts;
//   `JSONValueDecoder` runs the types' own `init(from:)` and is what it is held to (AppDocumentContractTests).
//
// INVARIANTS A CHANGE MUST KEEP.
// - A fast path gives exactly the value a plain reading gives, or steps aside; never a near value. A kept object
//   holds no repeated key, and is taken only where its depth stays within the limit; taken whole, it adds to the
//   counts of `longestString`, `mostMembers` and the depth what reading it adds (JSONReaderContractTests).
// - The noted places are in the text's order, each with its container's: a later place of a repeated key replaces
//   an earlier one as in a second reading, and a pointer is answered from them only where every container it goes
//   into had its insides noted (JSONReaderContractTests: every pointer of a labyrinth, repeated and missing keys).
//   A file without findings pays only for noting them: a place a member near the top or a `path_data` entry.
// - `mayRepeatKeys` is never false for a file with a repeat at any depth: validate's `json.duplicateKey` looks only
//   where it is true (JSONRepeatedKeyTests).
// - What the reader refuses or counts is refused and counted alike by the containers it does not build: a change
//   to `parseObject`, `parseArray`, `parseString` or the counts is made in `passObject`, `passArray` and
//   `passString` too, and `passPlainly` accepts only what they accept (when in doubt it gives up) and counts
//   what they count (JSONPartialReadingTests reads texts, refused ones and mutated labyrinths, both ways).
// - No input crashes the reader (JSONReaderTests: mutated input).
// - The text of an error and its place are validate's `json.syntax` finding (FindingSnapshotTests,
//   GoldenOutputTests): a change to either changes mazegen's output.
// - A `JSONReadingMemory` serves one thread at a time (it is not `Sendable`).
// - A partial reading neither takes nor keeps small objects: a kept object may hold a container it emptied, which a
//   later full reading with the same memory would take as the text (JSONPartialReadingTests: a full reading after).
// - `AppDocument` reads the keys a type's synthesized `init(from:)` reads, in its order, and throws the
//   `DecodingError` `JSONValueDecoder` throws at the same coding path (AppDocumentContractTests); what validate reads
//   this way decodes with Foundation's `JSONDecoder`, the app's, and what it refuses does not (DecoderContractTests,
//   among validate's tests). A property added to a LabyrinthKit document is read in AppDocumentDecoding.swift too:
//   the contract test notices a required one at once, an optional one once a document it sweeps holds it.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a value sits in the text of a file: byte offsets, and the line and column of its first byte.
package struct JSONSourceRange: Sendable, Equatable {
    /// Byte offsets into the file, `end` exclusive.
    package var start: Int
    package var end: Int
    /// 1-based, counted in lines and bytes.
    package var line: Int
    package var column: Int
}

/// The places of the values in a parsed file, by pointer. Only filled when asked for: most reads do not need it.
package struct JSONSourceMap: Sendable {
    /// The range of each value's own text.
    package internal(set) var values: [JSONPointer: JSONSourceRange] = [:]
    /// For object members: from the first byte of the key to the last byte of the value.
    package internal(set) var members: [JSONPointer: JSONSourceRange] = [:]
}

/// A parsed file: its value and how it ended, so a rewrite can keep the file's own end-of-file convention.
package struct JSONDocument: Sendable {
    package var value: JSONValue
    /// The whitespace after the top-level value ("" or "\n" in practice).
    package var trailingWhitespace: String
    package var sourceMap: JSONSourceMap?
    /// False only when no object in the file has a key twice (the reader compared the keys of every object it
    /// read, and an object it took whole was kept only without a repeat), so the duplicate-key check need not walk
    /// the value again.
    package var mayRepeatKeys = true
    /// Where the values near the top of the file start, noted by validate's reading (`parse(_:reusing:)`): what
    /// places most findings without reading the file again.
    package var shallowPlaces: JSONShallowPlaces?
    /// The most bytes between a string's quotes (a key's too), as written: escapes count as written, so no string
    /// of the file has more UTF-8 bytes, nor characters. `Int.max` when not counted.
    package var longestString = Int.max
    /// The most members of one object of the file, a repeated key counted each time. `Int.max` when not counted.
    package var mostMembers = Int.max
    /// False when the reading left containers unbuilt (`JSONReader.parse(_:reusing:buildingDepth:)`): each stands
    /// in `value` as an empty one of its kind, so only what lies above them may be read from it; the counts above
    /// and the depth cover the whole text all the same.
    package var isWhole = true

    package init(
        value: JSONValue, trailingWhitespace: String, sourceMap: JSONSourceMap? = nil, mayRepeatKeys: Bool = true
    ) {
        self.value = value
        self.trailingWhitespace = trailingWhitespace
        self.sourceMap = sourceMap
        self.mayRepeatKeys = mayRepeatKeys
    }

    var endsWithNewline: Bool { trailingWhitespace.hasSuffix("\n") }
}

package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    package var offset: Int
    package var line: Int
    package var column: Int
    package var message: String

    package var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict RFC 8259 reader over UTF-8 bytes. It rejects invalid UTF-8, control characters in strings,
/// leading zeros and trailing garbage, and it never crashes on any input (nesting depth is bounded).
package enum JSONReader {
    static let maximumDepth = 256
    /// How many containers deep the reading of a container not built follows the text in one loop
    /// (`passPlainly`); a deeper one is read by `passObject`/`passArray` again.
    static let plainlyPassedLevels = 64

    /// - Parameters:
    ///   - recordingLocations: fill `sourceMap` with the place of every value.
    ///   - locationDepth: record only values at most this many keys or indices below the root; an edit of a few
    ///     top-level fields does not need the places of a thousand segment coordinates. With a bounded depth no
    ///     array element is recorded at any depth: such an edit names members (an edit through an array would
    ///     find no place), and a file from elsewhere may be an array of millions.
    package static func parse(
        _ bytes: [UInt8], recordingLocations: Bool = false, locationDepth: Int = .max
    ) throws(JSONSyntaxError) -> JSONDocument {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONDocument in
            guard recordingLocations else {
                var parser = Parser(bytes: buffer, places: NoPlaces())
                return try parser.parseDocument()
            }
            var parser = Parser(bytes: buffer, places: SourceMapRecorder(bytes: buffer, depth: locationDepth))
            var document = try parser.parseDocument()
            document.sourceMap = parser.places.map
            return document
        }
    }

    /// Reads one file of many on this thread, keeping what the reader allocates between files in `memory`, and
    /// notes where the values near the top start (`JSONDocument.shallowPlaces`), which places most findings.
    /// `notingPlaces: false` notes none, and takes small objects whole at any depth (the tests of that cache).
    package static func parse(
        _ bytes: [UInt8], reusing memory: JSONReadingMemory, notingPlaces: Bool = true
    ) throws(JSONSyntaxError) -> JSONDocument {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONDocument in
            guard notingPlaces else {
                var parser = Parser(bytes: buffer, places: NoPlaces(), memory: memory)
                return try parser.parseDocument()
            }
            var parser = Parser(
                bytes: buffer, places: ShallowPlaceRecorder(expecting: memory.placesNoted), memory: memory)
            var document = try parser.parseDocument()
            document.shallowPlaces = parser.places.tooMany ? nil : parser.places.noted
            memory.placesNoted = parser.places.noted.places.count
            return document
        }
    }

    /// Reads one file of many for the values near its top: a container nested deeper than `buildingDepth`
    /// containers (the root's own is the first) is read, refused and counted as a full reading reads, refuses and
    /// counts it, but not built, and stands in the value as an empty container of its kind (`isWhole` is then
    /// false). The containers above keep every member and element, so their counts are whole.
    package static func parse(
        _ bytes: [UInt8], reusing memory: JSONReadingMemory, buildingDepth: Int
    ) throws(JSONSyntaxError) -> JSONDocument {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONDocument in
            var parser = Parser(bytes: buffer, places: NoPlaces(), memory: memory, buildingDepth: buildingDepth)
            return try parser.parseDocument()
        }
    }

    package static func parse(
        _ text: String, recordingLocations: Bool = false, locationDepth: Int = .max
    ) throws(JSONSyntaxError) -> JSONDocument {
        try parse(Array(text.utf8), recordingLocations: recordingLocations, locationDepth: locationDepth)
    }

    /// The line and column the text gives each pointer, found by reading the file once more: the member's key
    /// when the pointer names an object member, else the value, else the nearest enclosing place the text has
    /// (a missing key lands on the object that lacks it); where keys repeat, the last one written counts. All
    /// nil when the bytes are not JSON along the way to the pointers; what lies off that way is only skimmed
    /// (callers pass a text that parsed), so the pass costs what the text's length costs, however many values
    /// it holds. The places a `sourceMap` gives, without recording every other value's: only a file with a
    /// finding pays for this, and only for the places its findings name.
    ///
    /// With the `shallowPlaces` of the reading that gave `bytes` (`JSONDocument.shallowPlaces`), the places are
    /// taken from those where they reach, and the file is read again only for a pointer into a container whose
    /// insides they do not hold; the places are the same either way.
    package static func lineAndColumn(
        of pointers: [JSONPointer], in bytes: [UInt8], places: JSONShallowPlaces? = nil
    ) -> [(line: Int, column: Int)?] {
        bytes.withUnsafeBufferPointer { buffer in
            let offsets: [Int?]
            if let noted = places?.nearestOffsets(of: pointers, in: buffer) {
                offsets = noted
            } else {
                var parser = Parser(bytes: buffer, places: PointerTree(pointers))
                guard (try? parser.parseDocument()) != nil else { return pointers.map { _ in nil } }
                offsets = parser.places.nearestOffsets()
            }
            let lines = LineStarts(buffer, before: (offsets.compactMap { $0 }.max() ?? 0) + 1)
            return offsets.map { offset in offset.map(lines.lineAndColumn(ofOffset:)) }
        }
    }

    /// 1-based, counted in lines and bytes.
    static func lineAndColumn(ofOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for position in 0..<min(offset, bytes.count) where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        return (line, offset - lineStart + 1)
    }
}

/// What the parser tells about the places of values as it reads them: where each value and each object member
/// starts and ends, and which key or index leads to it. A plain reading tells nobody (`NoPlaces`, which the
/// compiler removes); validate's notes the places near the top (`ShallowPlaceRecorder`); a source map for edits and
/// the places of a file's findings read again listen to every place.
private protocol PlaceListener {
    /// False only for `NoPlaces`, which is never asked `skipsInside`.
    static var listens: Bool { get }
    /// How deep (in containers, the root's own is 1) the deepest object is whose members the listener is told:
    /// the reader may take a deeper object it has read before whole (`SmallObjectCache`), without reading its
    /// members one by one. 0 for `NoPlaces`; `Int.max` for a listener that wants every place.
    static var deepestListenedObject: Int { get }
    /// False for a listener that wants places only: the reader then checks the text without building its values.
    static var buildsValues: Bool { get }
    /// The parser goes into the member `key`, whose key starts at `keyStart` and value at `valueStart`.
    mutating func enterMember(_ key: String, keyStart: Int, valueStart: Int)
    /// The parser goes into element `index` of an array, which starts at `valueStart`.
    mutating func enterElement(_ index: Int, valueStart: Int)
    /// The member just read, from its key to the end of its value; it is left next.
    mutating func member(from start: Int, to end: Int)
    /// Leaves the member or element entered last.
    mutating func leave()
    /// The value at the current place.
    mutating func value(from start: Int, to end: Int)
    /// True when no place the listener wants lies inside the array (or object) at the current place: the reader
    /// then passes over its text without reading its values (`Parser.skimContainer`), and tells only where it
    /// starts and ends.
    func skipsInside(array: Bool) -> Bool
}

private struct NoPlaces: PlaceListener {
    static var listens: Bool { false }
    static var deepestListenedObject: Int { 0 }
    static var buildsValues: Bool { true }
    @inline(__always) mutating func enterMember(_ key: String, keyStart: Int, valueStart: Int) {}
    @inline(__always) mutating func enterElement(_ index: Int, valueStart: Int) {}
    @inline(__always) mutating func member(from start: Int, to end: Int) {}
    @inline(__always) mutating func leave() {}
    @inline(__always) mutating func value(from start: Int, to end: Int) {}
    @inline(__always) func skipsInside(array: Bool) -> Bool { false }
}

/// Every value's and member's place by pointer, as deep as asked.
private struct SourceMapRecorder: PlaceListener {
    static var listens: Bool { true }
    static var deepestListenedObject: Int { .max }
    static var buildsValues: Bool { true }
    let depth: Int
    var map = JSONSourceMap()
    var tokens: [String] = []
    /// Places entered below `depth`, which are not recorded.
    var skipped = 0
    /// A place is told when its value ends, after its children's places, so its line is looked up rather than
    /// counted forward.
    let lines: LineStarts

    init(bytes: UnsafeBufferPointer<UInt8>, depth: Int) {
        self.depth = depth
        lines = LineStarts(bytes)
    }

    mutating func enter(_ token: String) {
        if skipped > 0 || tokens.count >= depth { skipped += 1 } else { tokens.append(token) }
    }

    mutating func enterMember(_ key: String, keyStart: Int, valueStart: Int) { enter(key) }
    mutating func enterElement(_ index: Int, valueStart: Int) {
        if depth == .max { enter(String(index)) } else { skipped += 1 }
    }

    mutating func leave() {
        if skipped > 0 { skipped -= 1 } else { tokens.removeLast() }
    }

    mutating func member(from start: Int, to end: Int) {
        if skipped == 0 { map.members[JSONPointer(tokens: tokens)] = range(from: start, to: end) }
    }

    mutating func value(from start: Int, to end: Int) {
        if skipped == 0 { map.values[JSONPointer(tokens: tokens)] = range(from: start, to: end) }
    }

    func skipsInside(array: Bool) -> Bool { false }

    func range(from start: Int, to end: Int) -> JSONSourceRange {
        let (line, column) = lines.lineAndColumn(ofOffset: start)
        return JSONSourceRange(start: start, end: end, line: line, column: column)
    }
}

/// The places of many pointers, as a source map would hold them (a later place with the same pointer replaces an
/// earlier one), in one reading and without a map: the pointers share a tree of their tokens, which the reader
/// follows in and out, so what a place costs does not grow with the number of pointers (a hostile file may have
/// a hundred thousand findings).
private struct PointerTree: PlaceListener {
    static var listens: Bool { true }
    static var deepestListenedObject: Int { .max }
    static var buildsValues: Bool { false }

    struct Node {
        var parent: Int?
        var children: [String: Int] = [:]
        /// The children whose token is an array index as the reader counts it (`7`, not `07`): an element is
        /// looked up by its number, without making its text for every element of a long array.
        var elementChildren: [Int: Int] = [:]
        /// The last key start of a member at this node's pointer, and the last value start.
        var memberStart: Int?
        var valueStart: Int?
    }

    /// The root first.
    var nodes = [Node()]
    /// The node of each pointer asked for, in order.
    let targets: [Int]
    /// The node of each place entered, innermost last; nil below a place no pointer goes through.
    var trail: [Int?] = [0]

    init(_ pointers: [JSONPointer]) {
        var nodes = [Node()]
        targets = pointers.map { pointer in
            var node = 0
            for token in pointer.tokens {
                if let child = nodes[node].children[token] {
                    node = child
                } else {
                    nodes.append(Node(parent: node))
                    nodes[node].children[token] = nodes.count - 1
                    if let index = Int(token), index >= 0, String(index) == token {
                        nodes[node].elementChildren[index] = nodes.count - 1
                    }
                    node = nodes.count - 1
                }
            }
            return node
        }
        self.nodes = nodes
    }

    mutating func enter(_ token: @autoclosure () -> String) -> Int? {
        let child = trail.last!.flatMap { nodes[$0].children.isEmpty ? nil : nodes[$0].children[token()] }
        trail.append(child)
        return child
    }

    mutating func enterMember(_ key: String, keyStart: Int, valueStart: Int) {
        if let node = enter(key) { nodes[node].memberStart = keyStart }
    }

    mutating func enterElement(_ index: Int, valueStart: Int) {
        trail.append(trail.last!.flatMap { nodes[$0].elementChildren[index] })
    }

    mutating func member(from start: Int, to end: Int) {}

    mutating func leave() { trail.removeLast() }

    mutating func value(from start: Int, to end: Int) {
        if let node = trail.last! { nodes[node].valueStart = start }
    }

    /// Below a place no pointer goes through, or at a pointer's own place with none deeper: the places of a
    /// finding's file are then found in a pass over its bytes, whatever the arrays and objects no finding points
    /// into hold.
    func skipsInside(array: Bool) -> Bool {
        guard let node = trail.last! else { return true }
        return array ? nodes[node].elementChildren.isEmpty : nodes[node].children.isEmpty
    }

    /// For each pointer, the deepest of its places the text has: its member's key, else its value.
    func nearestOffsets() -> [Int?] {
        targets.map { target in
            var node: Int? = target
            while let current = node {
                if let start = nodes[current].memberStart ?? nodes[current].valueStart { return start }
                node = nodes[current].parent
            }
            return nil
        }
    }
}

/// Where the values near the top of a file start, noted as validate reads it (`JSONReader.parse(_:reusing:)`):
/// most findings point there (`/age_range`, `/path_data/width`, `/path_data/items/3`), and are then placed
/// without reading the file again. Noted are each member down to `memberDepth` keys or indices below the root (its
/// key and its value) and each array element down to `elementDepth`, in the order of the text: a few dozen
/// places a labyrinth, one more an entry of a `path_data` list, none inside a segment or a point.
package struct JSONShallowPlaces: Sendable {
    static let memberDepth = 2
    static let elementDepth = 3
    /// More places than a labyrinth within the default limits has (15,000 segments, 6,000 points, 700 items twice):
    /// a file with more, a hostile one of a million numbers, is not noted at all (its findings are placed by
    /// reading it again), so that noting never costs more memory than this.
    static let mostPlaces = 1 << 15

    struct Place: Sendable {
        /// The index in `places` of the place of the container it is in; -1 for the root.
        var parent: Int
        /// The opening quote of a member's key; -1 for an element.
        var keyStart: Int
        var valueStart: Int
        /// An element's index; -1 for a member.
        var element: Int
        /// A member's key; "" for an element.
        var key: String
    }

    var rootStart = 0
    var places: [Place] = []

    /// Whether the places inside a container at `depth` keys or indices below the root are noted.
    static func notesInside(_ opening: UInt8, atDepth depth: Int) -> Bool {
        switch opening {
        case UInt8(ascii: "{"): depth < memberDepth
        case UInt8(ascii: "["): depth < elementDepth
        default: true
        }
    }

    /// The offset `lineAndColumn(of:in:)` finds for each pointer, found the way its second reading finds it, in
    /// the places noted instead of the text; nil when a pointer goes into a container whose insides were not noted.
    func nearestOffsets(of pointers: [JSONPointer], in bytes: UnsafeBufferPointer<UInt8>) -> [Int?]? {
        var tree = PointerTree(pointers)
        guard tree.follow(self, in: bytes) else { return nil }
        return tree.nearestOffsets()
    }
}

/// Notes the places of `JSONShallowPlaces` for validate's reading; deeper objects are left to the small-object
/// cache, which takes them whole.
private struct ShallowPlaceRecorder: PlaceListener {
    static var listens: Bool { true }
    /// The members of an object at depth `memberDepth` (in containers) are `memberDepth` keys below the root.
    static var deepestListenedObject: Int { JSONShallowPlaces.memberDepth }
    static var buildsValues: Bool { true }

    var noted = JSONShallowPlaces()
    /// How many keys or indices below the root the place being read is.
    var level = 0
    /// The index in `noted.places` of the place open at each level above `elementDepth`: the container of a place
    /// noted one level deeper (-1 for the root).
    var open = [Int](repeating: -1, count: JSONShallowPlaces.elementDepth)

    /// Set when the file has more than `mostPlaces`: none are kept.
    var tooMany = false

    init(expecting count: Int) { noted.places.reserveCapacity(min(count, JSONShallowPlaces.mostPlaces)) }

    @inline(__always)
    mutating func enterMember(_ key: String, keyStart: Int, valueStart: Int) {
        level += 1
        if level <= JSONShallowPlaces.memberDepth { note(key: key, keyStart: keyStart, element: -1, valueStart) }
    }

    @inline(__always)
    mutating func enterElement(_ index: Int, valueStart: Int) {
        level += 1
        if level <= JSONShallowPlaces.elementDepth { note(key: "", keyStart: -1, element: index, valueStart) }
    }

    mutating func note(key: String, keyStart: Int, element: Int, _ valueStart: Int) {
        guard !tooMany else { return }
        guard noted.places.count < JSONShallowPlaces.mostPlaces else {
            noted.places = []
            tooMany = true
            return
        }
        noted.places.append(
            JSONShallowPlaces.Place(
                parent: open[level - 1], keyStart: keyStart, valueStart: valueStart, element: element, key: key))
        if level < JSONShallowPlaces.elementDepth { open[level] = noted.places.count - 1 }
    }

    @inline(__always) mutating func member(from start: Int, to end: Int) {}
    @inline(__always) mutating func leave() { level -= 1 }

    @inline(__always)
    mutating func value(from start: Int, to end: Int) {
        if level == 0 { noted.rootStart = start }
    }

    @inline(__always) func skipsInside(array: Bool) -> Bool { false }
}

extension PointerTree {
    /// Sets the nodes' places from the places noted, as reading the text sets them (the noted places are in the
    /// text's order, so a later place of a repeated key replaces an earlier one here too). False when a pointer
    /// goes on into a container whose insides were not noted: the places then need the text.
    mutating func follow(_ noted: JSONShallowPlaces, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        nodes[0].valueStart = noted.rootStart
        guard !goesInside(0) || JSONShallowPlaces.notesInside(bytes[noted.rootStart], atDepth: 0) else {
            return false
        }
        // The node each noted place reaches, and its depth; nil where no pointer goes.
        var reached = [(node: Int, depth: Int)?](repeating: nil, count: noted.places.count)
        for (index, place) in noted.places.enumerated() {
            let container = place.parent < 0 ? (node: 0, depth: 0) : reached[place.parent]
            guard let container else { continue }
            let node =
                place.element >= 0
                ? nodes[container.node].elementChildren[place.element]
                : nodes[container.node].children.isEmpty ? nil : nodes[container.node].children[place.key]
            guard let node else { continue }
            reached[index] = (node, container.depth + 1)
            if place.keyStart >= 0 { nodes[node].memberStart = place.keyStart }
            nodes[node].valueStart = place.valueStart
            if goesInside(node), !JSONShallowPlaces.notesInside(bytes[place.valueStart], atDepth: container.depth + 1) {
                return false
            }
        }
        return true
    }

    /// Whether a pointer goes on below the node.
    func goesInside(_ node: Int) -> Bool { !nodes[node].children.isEmpty }
}

/// The offset of each line's first byte, to find many offsets' lines without counting from the file's start.
private struct LineStarts {
    let starts: [Int]

    /// The lines that start before `end`, which is all an offset below it needs: a finding at the top of a
    /// long file is placed without a look at the rest. Eight bytes at a time, a word without a line feed at once.
    init(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int = .max) {
        let end = min(end, bytes.count)
        var starts = [0]
        var offset = 0
        while offset + 8 <= end {
            var feeds = ByteWord.exactBytes(equalTo: UInt8(ascii: "\n"), in: ByteWord.word(at: offset, in: bytes))
            while feeds != 0 {
                starts.append(offset + feeds.trailingZeroBitCount >> 3 + 1)
                feeds &= feeds &- 1
            }
            offset += 8
        }
        while offset < end {
            if bytes[offset] == UInt8(ascii: "\n") { starts.append(offset + 1) }
            offset += 1
        }
        self.starts = starts
    }

    /// 1-based, counted in lines and bytes, as `JSONReader.lineAndColumn(ofOffset:in:)` counts them.
    func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        // The last line that starts at or before `offset`.
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}

private struct Parser<Places: PlaceListener> {
    let bytes: UnsafeBufferPointer<UInt8>
    var places: Places
    var index = 0
    var depth = 0
    /// Whether some object read so far has a key twice.
    var repeatsKeys = false
    /// The deepest nesting reached so far, as `depth` counts it: how deep a kept object goes.
    var deepest = 0
    /// What the limits of validate ask of the text read so far (`JSONDocument.longestString`, `mostMembers`),
    /// counted as the text is read so that a file within them is not walked again.
    var longestString = 0
    var mostMembers = 0
    /// The members and elements of the containers being read, innermost last: each container's own are moved
    /// out once it ends, so building a container allocates its storage once instead of growing it.
    let memberStack: MovingStack<JSONMember>
    let elementStack: MovingStack<JSONValue>
    let shortTexts: ShortTextCache
    /// Nil when the reader is told places, reads one file only, or builds only part of the value.
    let smallObjects: SmallObjectCache?
    /// Containers deeper than this (the root's own is 1) are passed over, not built (`passContainer`).
    let buildingDepth: Int
    /// Whether some container was passed over.
    var passedOver = false

    init(
        bytes: UnsafeBufferPointer<UInt8>, places: Places,
        memory: JSONReadingMemory = JSONReadingMemory(keepingSmallObjects: false), buildingDepth: Int = .max
    ) {
        self.bytes = bytes
        self.places = places
        self.buildingDepth = buildingDepth
        memberStack = memory.memberStack
        elementStack = memory.elementStack
        shortTexts = memory.shortTexts
        // A partial reading neither takes nor keeps small objects: one it kept could hold a container it passed over,
        // emptied, and a later full reading with the same memory would take that as the file's text.
        smallObjects =
            Places.deepestListenedObject == .max || buildingDepth != .max ? nil : memory.smallObjects
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONDocument {
        // What a file that failed to parse left behind.
        memberStack.removeAll()
        elementStack.removeAll()
        // The app's decoder reads a file that starts with a UTF-8 byte order mark (editors on Windows write
        // one), so the reader passes over it too; positions still count from the file's first byte.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        if index == bytes.count {
            throw error(
                bytes.isEmpty
                    ? "the file is empty; expected a JSON value" : "expected a JSON value, found only whitespace")
        }
        let value = try parseValue()
        let trailingStart = index
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected \(describe(bytes[index])) after the end of the JSON value")
        }
        let trailing = String(decoding: UnsafeBufferPointer(rebasing: bytes[trailingStart...]), as: UTF8.self)
        // The keys of a container passed over were not compared.
        var document = JSONDocument(
            value: value, trailingWhitespace: trailing, sourceMap: nil, mayRepeatKeys: repeatsKeys || passedOver)
        document.longestString = longestString
        document.mostMembers = mostMembers
        document.isWhole = !passedOver
        return document
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        let value = try parseBareValue()
        places.value(from: start, to: index)
        return value
    }

    mutating func parseBareValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{") where Places.listens && places.skipsInside(array: false),
            UInt8(ascii: "[") where Places.listens && places.skipsInside(array: true):
            return try skimContainer()
        case UInt8(ascii: "{") where depth >= buildingDepth, UInt8(ascii: "[") where depth >= buildingDepth:
            return try passContainer()
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard Places.buildsValues else {
                try scanNumber()
                return .null
            }
            return .number(try parseNumber())
        case let byte: throw error("unexpected \(describe(byte)); expected a value")
        }
    }

    mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONReader.maximumDepth { throw error("nesting deeper than \(JSONReader.maximumDepth) levels") }
        deepest = max(deepest, depth)
    }

    mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        let objectStart = index
        let candidate =
            depth > Places.deepestListenedObject ? smallObjects?.candidate(at: objectStart, in: bytes) : nil
        // An object kept from a shallower place may go deeper here than a file may: it is then read, and refused.
        if let candidate,
            let known = smallObjects?.value(of: candidate, in: bytes, levelsAllowed: JSONReader.maximumDepth - depth)
        {
            index += known.length
            deepest = max(deepest, depth + known.extent.levels)
            longestString = max(longestString, known.extent.longestString)
            mostMembers = max(mostMembers, known.extent.mostMembers)
            depth -= 1
            return known.value
        }
        // What this object holds is told apart from what came before it: how deep it goes, its longest string and
        // largest object, and whether some object in it repeats a key.
        let deepestOutside = deepest
        let repeatedOutside = repeatsKeys
        let longestOutside = longestString
        let mostOutside = mostMembers
        deepest = depth
        repeatsKeys = false
        longestString = 0
        mostMembers = 0
        defer {
            deepest = max(deepestOutside, deepest)
            repeatsKeys = repeatsKeys || repeatedOutside
            longestString = max(longestOutside, longestString)
            mostMembers = max(mostOutside, mostMembers)
        }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(JSONObject())
        }
        let first = memberStack.count
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw missingKey() }
            let memberStart = index
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw missingColon(after: key) }
            index += 1
            skipWhitespace()
            places.enterMember(key, keyStart: memberStart, valueStart: index)
            let value = try parseValue()
            places.member(from: memberStart, to: index)
            places.leave()
            if Places.buildsValues { memberStack.push(JSONMember(key, value)) }
            if try endsContainer(UInt8(ascii: "}")) { break }
        }
        guard Places.buildsValues else {
            depth -= 1
            return .null
        }
        if !repeatsKeys, memberStack.repeatsKey(from: first) { repeatsKeys = true }
        mostMembers = max(mostMembers, memberStack.count - first)
        let object = JSONValue.object(JSONObject(memberStack.take(from: first)))
        // Neither this object nor one inside it may repeat a key: a file that takes it whole must not lose that finding.
        if let candidate, !repeatsKeys {
            smallObjects?.keep(
                object, length: index - objectStart,
                extent: ObjectExtent(levels: deepest - depth, longestString: longestString, mostMembers: mostMembers),
                as: candidate, in: bytes)
        }
        depth -= 1
        return object
    }

    mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterContainer()
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array([])
        }
        let first = elementStack.count
        var count = 0
        while true {
            skipWhitespace()
            places.enterElement(count, valueStart: index)
            let element = try parseValue()
            places.leave()
            count += 1
            if Places.buildsValues { elementStack.push(element) }
            if try endsContainer(UInt8(ascii: "]")) { break }
        }
        depth -= 1
        return Places.buildsValues ? .array(elementStack.take(from: first)) : .null
    }

    /// After a member or an element: passes over the comma that leads to the next one, or over `closing`, true.
    @inline(__always)
    mutating func endsContainer(_ closing: UInt8) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else {
            throw error("unexpected end of file; expected ',' or '\(Character(Unicode.Scalar(closing)))'")
        }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return false
        }
        if bytes[index] == closing {
            index += 1
            return true
        }
        throw error("unexpected \(describe(bytes[index])); expected ',' or '\(Character(Unicode.Scalar(closing)))'")
    }

    func missingKey() -> JSONSyntaxError {
        error(
            index < bytes.count
                ? "unexpected \(describe(bytes[index])); expected a key in double quotes"
                : "unexpected end of file; expected a key")
    }

    func missingColon(after key: String) -> JSONSyntaxError { error("expected ':' after the key \"\(key)\"") }

    /// Reads an object or array below `buildingDepth` as `parseObject` and `parseArray` read it: the same text is
    /// refused with the same message at the same byte, and the depth, the longest string and the most members are
    /// counted alike; but nothing is built (no key compared, no small object kept or taken), and it stands in the
    /// value as an empty container of its kind.
    mutating func passContainer() throws(JSONSyntaxError) -> JSONValue {
        passedOver = true
        let isObject = bytes[index] == UInt8(ascii: "{")
        if try !passPlainly() {
            if isObject { try passObject() } else { try passArray() }
        }
        return isObject ? .object(JSONObject()) : .array([])
    }

    /// `passObject` and `passArray` in one loop, without a call per value: the common text (containers, plain
    /// strings, integers) is checked here, strings with more and other numbers by `passString` and `scanNumber`,
    /// which throw their own errors. Anything else (a byte out of place, the end of the file, a nesting deeper
    /// than the limit or than `JSONReader.plainlyPassedLevels`) gives false with nothing counted or moved, and the caller
    /// reads the container again by `passObject`/`passArray`, which refuse it with their message at their byte.
    mutating func passPlainly() throws(JSONSyntaxError) -> Bool {
        var failure: JSONSyntaxError?
        let passed = withUnsafeTemporaryAllocation(of: Int.self, capacity: JSONReader.plainlyPassedLevels) { counts in
            do throws(JSONSyntaxError) {
                return try passPlainly(counting: counts)
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return passed
    }

    /// `counts` holds, for each open container, its members so far (an object) or -1 (an array).
    private mutating func passPlainly(counting counts: UnsafeMutableBufferPointer<Int>) throws(JSONSyntaxError) -> Bool
    {
        let start = index
        let bytes = bytes
        let end = bytes.count
        var at = index
        var levels = 0
        var deepestHere = 0
        var mostHere = 0
        var longestHere = 0
        var expected = PlainlyPassed.value
        // Strings are counted into `longestString` as they are passed; a give-up leaves that count as it was.
        let longestBefore = longestString
        while true {
            switch expected {
            case .value:
                Self.passWhitespace(&at, in: bytes)
                guard at < end else { break }
                let byte = bytes[at]
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    levels += 1
                    guard levels <= counts.count, depth + levels <= JSONReader.maximumDepth else { break }
                    deepestHere = max(deepestHere, levels)
                    at += 1
                    Self.passWhitespace(&at, in: bytes)
                    guard at < end else { break }
                    if byte == UInt8(ascii: "{") {
                        counts[levels - 1] = 0
                        expected = .key
                        if bytes[at] == UInt8(ascii: "}") {
                            at += 1
                            levels -= 1
                            expected = .commaOrEnd
                        }
                    } else {
                        counts[levels - 1] = -1
                        if bytes[at] == UInt8(ascii: "]") {
                            at += 1
                            levels -= 1
                            expected = .commaOrEnd
                        }
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""):
                    index = at
                    try passString()
                    at = index
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                    var digit = at + (byte == UInt8(ascii: "-") ? 1 : 0)
                    // The usual integer here; a fraction, an exponent or a fault is `scanNumber`'s.
                    if digit < end, bytes[digit] >= UInt8(ascii: "1"), bytes[digit] <= UInt8(ascii: "9") {
                        digit += 1
                        while digit < end, bytes[digit] &- UInt8(ascii: "0") < 10 { digit += 1 }
                        if digit < end, bytes[digit] == UInt8(ascii: ".") || bytes[digit] | 0x20 == UInt8(ascii: "e") {
                            index = at
                            try scanNumber()
                            digit = index
                        }
                        at = digit
                    } else {
                        index = at
                        try scanNumber()
                        at = index
                    }
                case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                    index = at
                    try expectWord(byte == UInt8(ascii: "t") ? "true" : byte == UInt8(ascii: "f") ? "false" : "null")
                    at = index
                default:
                    index = start
                    longestString = longestBefore
                    return false
                }
                expected = .commaOrEnd
                continue
            case .key:
                guard at < end, bytes[at] == UInt8(ascii: "\"") else { break }
                var close = at + 1
                while close + 8 <= end {
                    let word = ByteWord.word(at: close, in: bytes)
                    let stops = ByteWord.quoteBackslashOrControl(in: word) | (word & ByteWord.highBits)
                    if stops == 0 {
                        close += 8
                        continue
                    }
                    close += stops.trailingZeroBitCount >> 3
                    break
                }
                if close < end, bytes[close] == UInt8(ascii: "\"") {
                    longestHere = max(longestHere, close - at - 1)
                    at = close + 1
                } else {
                    index = at
                    try passString()
                    at = index
                }
                Self.passWhitespace(&at, in: bytes)
                guard at < end, bytes[at] == UInt8(ascii: ":") else { break }
                at += 1
                counts[levels - 1] += 1
                expected = .value
                continue
            case .commaOrEnd:
                if levels == 0 {
                    index = at
                    deepest = max(deepest, depth + deepestHere)
                    mostMembers = max(mostMembers, mostHere)
                    longestString = max(longestString, longestHere)
                    return true
                }
                Self.passWhitespace(&at, in: bytes)
                guard at < end else { break }
                let byte = bytes[at]
                let members = counts[levels - 1]
                if byte == UInt8(ascii: ",") {
                    at += 1
                    if members >= 0 {
                        Self.passWhitespace(&at, in: bytes)
                        expected = .key
                    } else {
                        expected = .value
                    }
                    continue
                }
                if byte == UInt8(ascii: "}") && members >= 0 {
                    mostHere = max(mostHere, members)
                } else if byte != UInt8(ascii: "]") || members >= 0 {
                    break
                }
                at += 1
                levels -= 1
                continue
            }
            index = start
            longestString = longestBefore
            return false
        }
    }

    /// `skipWhitespace` on a position of its own; a line feed and the indentation after it are passed together.
    @inline(__always)
    static func passWhitespace(_ at: inout Int, in bytes: UnsafeBufferPointer<UInt8>) {
        while at < bytes.count {
            let byte = bytes[at]
            if byte > 0x20 { return }
            // Space and line feed, by one bit each.
            if (UInt64(1) &<< UInt64(byte)) & 0x1_0000_0400 != 0 {
                let next = at + 1
                guard next + 8 <= bytes.count else {
                    at = next
                    continue
                }
                let others = ByteWord.word(at: next, in: bytes) ^ ByteWord.spaces
                at = next + (others == 0 ? 8 : others.trailingZeroBitCount >> 3)
            } else if byte == 0x0D || byte == 0x09 {
                at += 1
            } else {
                return
            }
        }
    }

    mutating func passValue() throws(JSONSyntaxError) {
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try passObject()
        case UInt8(ascii: "["): try passArray()
        case UInt8(ascii: "\""): try passString()
        case UInt8(ascii: "t"): try expectWord("true")
        case UInt8(ascii: "f"): try expectWord("false")
        case UInt8(ascii: "n"): try expectWord("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber()
        case let byte: throw error("unexpected \(describe(byte)); expected a value")
        }
    }

    /// Enters the container whose opening bracket is at `index`; true, with the container passed, when it is empty.
    @inline(__always)
    mutating func passesEmpty(closingWith closing: UInt8) throws(JSONSyntaxError) -> Bool {
        try enterContainer()
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == closing else { return false }
        index += 1
        depth -= 1
        return true
    }

    mutating func passObject() throws(JSONSyntaxError) {
        if try passesEmpty(closingWith: UInt8(ascii: "}")) { return }
        var members = 0
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw missingKey() }
            let keyStart = index
            try passString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                // The message names the key: read again, this time built.
                let stop = index
                index = keyStart
                let key = try parseString()
                index = stop
                throw missingColon(after: key)
            }
            index += 1
            skipWhitespace()
            try passValue()
            members += 1
            if try endsContainer(UInt8(ascii: "}")) { break }
        }
        mostMembers = max(mostMembers, members)
        depth -= 1
    }

    /// Passes over a string of plain ASCII bytes that ends within the file's last whole word, counting its
    /// length; any other (an escape, a byte that is not ASCII or is refused, an end too near) is read by
    /// `parseString`, which refuses what it refuses.
    @inline(__always)
    mutating func passString() throws(JSONSyntaxError) {
        var end = index + 1
        while end + 8 <= bytes.count {
            let word = word(at: end)
            let stops = ByteWord.quoteBackslashOrControl(in: word) | (word & ByteWord.highBits)
            if stops == 0 {
                end += 8
                continue
            }
            end += stops.trailingZeroBitCount >> 3
            guard bytes[end] == UInt8(ascii: "\"") else { break }
            longestString = max(longestString, end - index - 1)
            index = end + 1
            return
        }
        _ = try parseString(building: false)
    }

    mutating func passArray() throws(JSONSyntaxError) {
        if try passesEmpty(closingWith: UInt8(ascii: "]")) { return }
        while true {
            skipWhitespace()
            try passValue()
            if try endsContainer(UInt8(ascii: "]")) { break }
        }
        depth -= 1
    }

    /// Passes over an object or array to its closing bracket, minding strings (a bracket in one is text) and the
    /// depth limit, without reading keys or values: for a listener that wants no place inside it. What it finds
    /// inside is not checked as JSON, so only a text already read whole is skimmed (`lineAndColumn`).
    mutating func skimContainer() throws(JSONSyntaxError) -> JSONValue {
        let outerDepth = depth
        repeat {
            guard index < bytes.count else { throw error("unexpected end of file; expected ',' or a closing bracket") }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                try enterContainer()
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                index += 1
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
            default:
                index += 1
            }
        } while depth > outerDepth
        return .null
    }

    /// - Parameter building: false to check the string and count its length only; an ASCII one without escapes
    ///   is then not made, and "" is returned.
    mutating func parseString(building: Bool = true) throws(JSONSyntaxError) -> String {
        let quote = index
        index += 1
        let contentStart = index
        // Fast path: no escapes, the common case in the app's files. Long texts (the drawings, the stories) are
        // passed eight bytes at a time up to the first byte that needs a look of its own.
        var wordBits: UInt64 = 0
        while index + 8 <= bytes.count {
            let word = word(at: index)
            let stops = ByteWord.quoteBackslashOrControl(in: word)
            if stops != 0 {
                // The lowest marked byte is the first that stops the fast path; the bytes before it are plain.
                let plain = stops.trailingZeroBitCount >> 3
                wordBits |= word & ((1 &<< UInt64(plain &* 8)) &- 1)
                index += plain
                break
            }
            wordBits |= word
            index += 8
        }
        var allBits: UInt8 = wordBits & ByteWord.highBits == 0 ? 0 : 0x80
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                longestString = max(longestString, index - contentStart)
                if !building && allBits < 0x80 {
                    index += 1
                    return ""
                }
                let text = try decodeUTF8(contentStart..<index, isASCII: allBits < 0x80, stringStart: quote)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("control character \(describe(byte)) inside a string; write it escaped") }
            allBits |= byte
            index += 1
        }
        var scalars: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                longestString = max(longestString, index - contentStart)
                index += 1
                guard let text = String(validating: scalars, as: UTF8.self) else {
                    index = quote
                    throw error("the string is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                try parseEscape(into: &scalars)
            case 0..<0x20:
                throw error("control character \(describe(byte)) inside a string; write it escaped")
            default:
                scalars.append(byte)
                index += 1
            }
        }
        index = quote
        throw error("a string that is never closed; expected '\"'")
    }

    mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        guard index < bytes.count else { throw error("unexpected end of file inside an escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800..<0xDC00).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw error("a lone UTF-16 surrogate \\u\(String(scalar, radix: 16)); expected its low half")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate in a \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw error("a lone UTF-16 low surrogate in a \\u escape")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
            buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            index -= 1
            throw error("invalid escape \\\(describe(byte)); expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
    }

    mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("unexpected end of file in a \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("expected four hex digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// `String(validating:)` is generic all the way down and asks the runtime for type metadata on every call,
    /// which cost more than reading the file; ASCII, which the loop already saw, needs no validation to be kept.
    mutating func decodeUTF8(_ range: Range<Int>, isASCII: Bool, stringStart: Int) throws(JSONSyntaxError) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        if isASCII { return shortTexts.text(ascii: range, of: bytes) }
        guard let text = String(validating: slice, as: UTF8.self) else {
            index = stringStart
            throw error("the string is not valid UTF-8")
        }
        return text
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
        let start = index
        try scanNumber()
        return JSONNumber(literal: shortTexts.text(ascii: start..<index, of: bytes))
    }

    /// Passes over a number, checking its syntax.
    mutating func scanNumber() throws(JSONSyntaxError) {
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in a number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("a number with a leading zero") }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("expected a digit after the decimal point")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in the exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
    }

    mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let count = word.utf8.count
        guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(word.utf8) else {
            throw error("unexpected \(describe(bytes[index])); expected a value")
        }
        index += count
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20:
                // Indentation is half a pretty-printed file's bytes: its spaces are passed up to eight at a time,
                // to the first byte of the word that is not one.
                if index + 8 <= bytes.count {
                    let others = word(at: index) ^ ByteWord.spaces
                    index += others == 0 ? 8 : others.trailingZeroBitCount >> 3
                } else {
                    index += 1
                }
            case 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The eight bytes from `offset`, the first in the lowest byte; the caller knows there are eight.
    @inline(__always)
    func word(at offset: Int) -> UInt64 { ByteWord.word(at: offset, in: bytes) }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x20..<0x7F: "'\(Character(Unicode.Scalar(byte)))'"
        default: "byte 0x" + String(byte, radix: 16, uppercase: true)
        }
    }

    func error(_ message: String) -> JSONSyntaxError {
        let (line, column) = JSONReader.lineAndColumn(ofOffset: index, in: bytes)
        return JSONSyntaxError(offset: index, line: line, column: column, message: message)
    }
}

/// What `passPlainly` reads next.
private enum PlainlyPassed { case value, key, commaOrEnd }

/// Eight bytes of the file in one word, looked at together.
enum ByteWord {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    static let spaces: UInt64 = 0x2020_2020_2020_2020
    static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The eight bytes of `file` from `offset`, the first in the lowest byte; the caller knows there are eight.
    @inline(__always)
    static func word(at offset: Int, in file: UnsafeBufferPointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(file.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of each byte below `limit` (at most 128) set, by the classic test that subtracting borrows
    /// into the high bit of exactly such a byte. A borrow can mark bytes above the first marked one too, never
    /// below it: the lowest mark is always right.
    @inline(__always)
    static func bytes(below limit: UInt8, in word: UInt64) -> UInt64 {
        (word &- ones &* UInt64(limit)) & ~word & highBits
    }

    @inline(__always)
    static func bytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        bytes(below: 1, in: word ^ (ones &* UInt64(byte)))
    }

    /// The high bit of each byte equal to `byte` and of no other: no carry crosses a byte, since the low seven
    /// bits of a byte plus 0x7F stay below 0x100.
    @inline(__always)
    static func exactBytes(equalTo byte: UInt8, in word: UInt64) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return ~(((difference & lowBits) &+ lowBits) | difference | lowBits)
    }

    /// Where a string's fast path must stop: its closing quote, an escape, or a control character (an error).
    @inline(__always)
    static func quoteBackslashOrControl(in word: UInt64) -> UInt64 {
        bytes(equalTo: UInt8(ascii: "\""), in: word) | bytes(equalTo: UInt8(ascii: "\\"), in: word)
            | bytes(below: 0x20, in: word)
    }
}

/// What a reader reading one file after another on one thread keeps between files: its stacks, the short texts
/// it has made, and the small objects it has read. Not for two threads at once.
package final class JSONReadingMemory {
    let memberStack = MovingStack<JSONMember>()
    let elementStack = MovingStack<JSONValue>()
    let shortTexts = ShortTextCache()
    let smallObjects: SmallObjectCache?
    /// How many places the last file read had noted: the files of a folder are alike, and the next file's list is
    /// made that large at once rather than grown a few times.
    var placesNoted = 0

    /// A reader of `files` files (about): the tables of small objects grow with them, up to the few thousand texts
    /// of a large folder. Each page of a table costs the system a fault when first touched, which is felt in a
    /// small folder's run.
    package convenience init(files: Int) {
        self.init(keepingSmallObjects: true, files: files)
    }

    /// A reader of one file keeps no small objects: filling the table would cost more than it saves.
    init(keepingSmallObjects: Bool, files: Int = 0) {
        smallObjects = keepingSmallObjects ? SmallObjectCache(files: files) : nil
    }
}

/// The points of a drawing (`{"x": 90, "y": 40}`) are two thirds of a labyrinth file's objects, and the same few
/// points, and the same segments between them, written with the same indentation, come back in file after file.
/// Reading one member by member and allocating its storage, then freeing it, was a fifth of validate's time. An
/// object whose text is at most a table's `longestText` bytes is kept here with the value read from it; where
/// the same bytes come again, the value is taken whole. A kept text is a whole object, and it is compared byte
/// for byte, so the value taken is the one reading those bytes gives: the reader stops at the `}` that closes an
/// object, whatever follows.
///
/// An object is looked for by its first bytes, up to the first `}` (the whole object when it holds no other). An
/// object that does hold others (a segment and its two points) is looked for by those words and the eight words
/// after them, which tell apart the segments that start at one point; it is compared over the length kept.
final class SmallObjectCache {
    /// How far the first `}` is looked for: a point is some 50 bytes, a segment's first point ends within 80.
    private static let prefixWords = 16
    /// Words hashed after the one holding the first `}` of an object that holds objects.
    private static let followingWords = 8
    /// A point is some 50 bytes, a segment some 140.
    private static let longestFlat = 56, longestNested = 184
    /// Bytes the reader may look at from an object's `{`, the file must hold them: the words hashed at most, which
    /// are more than the longest text compared (the tables check that).
    static let lookahead = (prefixWords + followingWords) * 8
    /// The points of a few grids are a few hundred texts.
    private let flat: ObjectTable
    /// The segments of four grid sizes are a few thousand.
    private let nested: ObjectTable
    /// Objects taken whole, for tests to see that they are.
    var hits: Int { flat.hits + nested.hits }

    /// Slots for about as many segments as `files` files hold different ones: 256 up to 4,096.
    init(files: Int) {
        let slotBits = min(12, max(8, Int.bitWidth - max(1, files).leadingZeroBitCount))
        flat = ObjectTable(slotBits: max(8, slotBits - 2), longestText: Self.longestFlat)
        nested = ObjectTable(slotBits: slotBits, longestText: Self.longestNested)
    }

    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 { (hash ^ word) &* 0x9E37_79B9_7F4A_7C15 }

    /// Where to look for the object whose `{` is at `start`.
    struct Candidate {
        var start: Int
        var hash: UInt64
        /// Whether the first `}` closes another object inside this one.
        var holdsObjects: Bool
    }

    /// Nil when no `}` comes within `prefixWords` words of the `{` at `start`, or the file ends within `lookahead`
    /// bytes of it.
    @inline(__always)
    func candidate(at start: Int, in file: UnsafeBufferPointer<UInt8>) -> Candidate? {
        guard start + Self.lookahead <= file.count else { return nil }
        var hash: UInt64 = 0
        var opening: UInt64 = 0
        for wordIndex in 0..<Self.prefixWords {
            let word = ObjectTable.word(wordIndex, from: start, in: file)
            let closing = ByteWord.bytes(equalTo: UInt8(ascii: "}"), in: word)
            if closing != 0 {
                let length = wordIndex * 8 + (closing.trailingZeroBitCount >> 3) + 1
                let inPrefix = ObjectTable.masked(word, wordIndex, length: length)
                // The object's own `{` is the first byte of the first word; any other before the `}` opens an object inside.
                opening |= ByteWord.exactBytes(equalTo: UInt8(ascii: "{"), in: inPrefix) & (wordIndex == 0 ? ~0x80 : ~0)
                hash = Self.mix(hash, inPrefix)
                guard opening != 0 else { return Candidate(start: start, hash: hash, holdsObjects: false) }
                for following in (wordIndex + 1)..<(wordIndex + 1 + Self.followingWords) {
                    hash = Self.mix(hash, ObjectTable.word(following, from: start, in: file))
                }
                return Candidate(start: start, hash: hash, holdsObjects: true)
            }
            opening |= ByteWord.exactBytes(equalTo: UInt8(ascii: "{"), in: word) & (wordIndex == 0 ? ~0x80 : ~0)
            hash = Self.mix(hash, word)
        }
        return nil
    }

    /// The value kept for the bytes at the candidate, its length, and what it holds, if it holds at most
    /// `levelsAllowed` levels below its own.
    @inline(__always)
    func value(
        of candidate: Candidate, in file: UnsafeBufferPointer<UInt8>, levelsAllowed: Int
    ) -> (value: JSONValue, length: Int, extent: ObjectExtent)? {
        (candidate.holdsObjects ? nested : flat).value(
            for: candidate.hash, at: candidate.start, in: file, levelsAllowed: levelsAllowed)
    }

    /// The slot the candidate's object is kept in, in its table (for tests that need two texts in one slot).
    func slot(of candidate: Candidate) -> Int { (candidate.holdsObjects ? nested : flat).slot(candidate.hash) }

    /// Keeps the value read from the `length` bytes at the candidate, in place of what its slot held.
    func keep(
        _ value: JSONValue, length: Int, extent: ObjectExtent, as candidate: Candidate,
        in file: UnsafeBufferPointer<UInt8>
    ) {
        (candidate.holdsObjects ? nested : flat).keep(
            value, length: length, extent: extent, for: candidate.hash, from: candidate.start, in: file)
    }
}

/// What a kept object holds that the reader counts as it reads, and counts again when it takes the object whole.
struct ObjectExtent {
    /// Levels of objects below the object's own.
    var levels: Int
    /// Bytes between the quotes of its longest string or key, as written.
    var longestString: Int
    /// Members of its largest object, itself included.
    var mostMembers: Int
}

/// Objects kept by slot, a slot chosen by the hash of an object's text. A slot's record is a header word (four
/// sixteen-bit fields: the text's length, 0 when empty; how many levels of objects it holds below its own; its
/// longest string; its largest object's members: none can exceed the text's length) and the text's bytes (bytes
/// after its length, left from a longer text, are never read), a whole number of cache lines from a line's start: a
/// lookup that finds another length reads one line, and a point is one line. Values are in a table of their own.
final class ObjectTable {
    private let slotBits: Int
    /// The longest text a slot holds.
    private let longestText: Int
    private let wordsPerRecord: Int
    /// Zeroed (`calloc`), for a large table usually by the system as its pages are first touched: a reader of a
    /// small folder touches few.
    private let allocation: UnsafeMutableRawPointer
    private let records: UnsafeMutablePointer<UInt64>
    /// A slot's value is initialized when the slot is first kept; `keptSlots` lists those slots.
    private let values: UnsafeMutablePointer<JSONValue>
    private var keptSlots: [Int] = []
    /// Values taken.
    private(set) var hits = 0

    init(slotBits: Int, longestText: Int) {
        precondition(
            longestText <= SmallObjectCache.lookahead,
            "a kept text is compared within the bytes the file is known to hold")
        self.slotBits = slotBits
        self.longestText = longestText
        wordsPerRecord = (1 + (longestText + 7) / 8 + 7) / 8 * 8
        allocation = calloc((1 << slotBits) * wordsPerRecord * 8 + 64, 1)!
        records = allocation.alignedUp(toMultipleOf: 64).bindMemory(
            to: UInt64.self, capacity: (1 << slotBits) * wordsPerRecord)
        values = .allocate(capacity: 1 << slotBits)
    }

    deinit {
        for slot in keptSlots { (values + slot).deinitialize(count: 1) }
        values.deallocate()
        free(allocation)
    }

    /// The slot's header word; its text follows.
    @inline(__always)
    private func record(_ slot: Int) -> UnsafeMutablePointer<UInt64> {
        records + slot * wordsPerRecord
    }

    @inline(__always)
    func slot(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> UInt64(64 - slotBits)) }

    @inline(__always)
    func value(
        for hash: UInt64, at start: Int, in file: UnsafeBufferPointer<UInt8>, levelsAllowed: Int
    ) -> (value: JSONValue, length: Int, extent: ObjectExtent)? {
        let slot = slot(hash)
        let record = record(slot)
        let header = record.pointee
        let length = Int(truncatingIfNeeded: header & 0xFFFF)
        let levels = Int(truncatingIfNeeded: header >> 16 & 0xFFFF)
        guard length > 0, levels <= levelsAllowed else { return nil }
        // Compared by the C library a vector at a time: word by word in Swift took a fifth of taking an object.
        guard memcmp(record + 1, file.baseAddress! + start, length) == 0 else { return nil }
        hits &+= 1
        let extent = ObjectExtent(
            levels: levels, longestString: Int(truncatingIfNeeded: header >> 32 & 0xFFFF),
            mostMembers: Int(truncatingIfNeeded: header >> 48))
        return (values[slot], length, extent)
    }

    /// Keeps the value read from the `length` bytes at `start`, in place of what its slot held.
    func keep(
        _ value: JSONValue, length: Int, extent: ObjectExtent, for hash: UInt64, from start: Int,
        in file: UnsafeBufferPointer<UInt8>
    ) {
        guard length <= longestText else { return }
        let slot = slot(hash)
        let record = record(slot)
        UnsafeMutableRawPointer(record + 1).copyMemory(from: file.baseAddress! + start, byteCount: length)
        if record.pointee == 0 {
            (values + slot).initialize(to: value)
            keptSlots.append(slot)
        } else {
            values[slot] = value
        }
        record.pointee =
            UInt64(length) | UInt64(extent.levels) << 16 | UInt64(extent.longestString) << 32
            | UInt64(extent.mostMembers) << 48
    }

    /// Word `wordIndex` of the bytes from `start`, which the file holds.
    @inline(__always)
    static func word(_ wordIndex: Int, from start: Int, in file: UnsafeBufferPointer<UInt8>) -> UInt64 {
        ByteWord.word(at: start + wordIndex * 8, in: file)
    }

    /// The word's bytes that lie within the first `length` bytes of the text, the others zero.
    @inline(__always)
    static func masked(_ word: UInt64, _ wordIndex: Int, length: Int) -> UInt64 {
        let inWord = length - wordIndex * 8
        if inWord >= 8 { return word }
        if inWord <= 0 { return 0 }
        return word & ((1 &<< UInt64(inWord * 8)) &- 1)
    }
}

/// Keys, coordinates and level names repeat hundreds of times in a file, and making a `String` from bytes
/// (checking them, then building it) cost more than the rest of reading a value. Short ASCII texts fit in a
/// `String` without storage of their own, so one kept from before is as good as a new one: a text of up to 15
/// bytes is looked up by its bytes in a small table and made only the first time it is seen there.
final class ShortTextCache {
    private static let slotCount = 512
    private let keys: UnsafeMutablePointer<(UInt64, UInt64)>
    private let texts: UnsafeMutablePointer<String>

    init() {
        keys = .allocate(capacity: Self.slotCount)
        keys.initialize(repeating: (0, 0), count: Self.slotCount)
        texts = .allocate(capacity: Self.slotCount)
        texts.initialize(repeating: "", count: Self.slotCount)
    }

    deinit {
        keys.deinitialize(count: Self.slotCount)
        keys.deallocate()
        texts.deinitialize(count: Self.slotCount)
        texts.deallocate()
    }

    /// `range` of `file` must be ASCII; longer texts are made each time.
    @inline(__always)
    func text(ascii range: Range<Int>, of file: UnsafeBufferPointer<UInt8>) -> String {
        let count = range.count
        guard count <= 15 else { return String(decoding: UnsafeBufferPointer(rebasing: file[range]), as: UTF8.self) }
        // The bytes as two words, the count in the top byte (ASCII leaves it free): equal keys, equal texts.
        // Read a word at a time where the file goes on long enough (a text is followed at least by its quote).
        var low: UInt64 = 0
        var high: UInt64 = 0
        if range.lowerBound + 16 <= file.count {
            let raw = UnsafeRawPointer(file.baseAddress! + range.lowerBound)
            low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            if count < 8 {
                low &= (1 << (8 * UInt64(count))) &- 1
                high = 0
            } else {
                high &= (1 << (8 * UInt64(count - 8))) &- 1
            }
        } else {
            for offset in 0..<count {
                let byte = UInt64(file[range.lowerBound + offset])
                if offset < 8 { low |= byte << (8 * UInt64(offset)) } else { high |= byte << (8 * UInt64(offset - 8)) }
            }
        }
        high |= UInt64(count) << 56
        let slot = Int(truncatingIfNeeded: ((low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F)) >> 55)
        if keys[slot] == (low, high) { return texts[slot] }
        let text = String(decoding: UnsafeBufferPointer(rebasing: file[range]), as: UTF8.self)
        keys[slot] = (low, high)
        texts[slot] = text
        return text
    }
}

/// The parser's stack of members or elements read and not yet given to their container: `take` moves a finished
/// container's own out into an array of just its size (no retain and release per value, as copying out of an
/// `Array` and removing them would).
final class MovingStack<Element> {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity = 64
    var base: UnsafeMutablePointer<Element> { storage }
    private(set) var count = 0

    init() { storage = .allocate(capacity: capacity) }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func push(_ element: consuming Element) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = larger
            capacity *= 2
        }
        (storage + count).initialize(to: element)
        count += 1
    }

    func removeAll() {
        storage.deinitialize(count: count)
        count = 0
    }

    /// The elements from `first` on, in order, leaving the stack `first` long.
    func take(from first: Int) -> [Element] {
        let taken = count - first
        count = first
        let base = storage + first
        // Most containers are small (a point, a segment, an item). An array literal's storage type is known
        // where it is written; the general way to make an array asks the runtime for it every time, which cost
        // as much as the rest of making the array.
        switch taken {
        case 1: return [base.move()]
        case 2: return [base.move(), (base + 1).move()]
        case 3: return [base.move(), (base + 1).move(), (base + 2).move()]
        case 4: return [base.move(), (base + 1).move(), (base + 2).move(), (base + 3).move()]
        case 5: return [base.move(), (base + 1).move(), (base + 2).move(), (base + 3).move(), (base + 4).move()]
        default:
            return [Element](unsafeUninitializedCapacity: taken) { buffer, initialized in
                buffer.baseAddress!.moveInitialize(from: base, count: taken)
                initialized = taken
            }
        }
    }
}

extension MovingStack where Element == JSONMember {
    /// Above this many members the keys are hashed. Below it comparing pairs is faster, since it allocates no
    /// set (the app's objects have a handful of keys); `JSONDuplicateKeyRule` draws the line at the same count.
    static var mostKeysComparedPairwise: Int { 24 }

    /// Whether two of the members from `first` on have the same key, as `==` tells strings apart (canonical
    /// equivalence; `String`'s hashing agrees with it). A hostile file's object of a million keys is hashed
    /// once, not compared pair by pair.
    func repeatsKey(from first: Int) -> Bool {
        let members = UnsafeBufferPointer(start: base + first, count: count - first)
        guard members.count > Self.mostKeysComparedPairwise else {
            for later in members.indices.dropFirst() {
                for earlier in 0..<later where members[earlier].key == members[later].key { return true }
            }
            return false
        }
        var seen = Set<String>(minimumCapacity: members.count)
        for member in members where !seen.insert(member.key).inserted { return true }
        return false
    }
}
