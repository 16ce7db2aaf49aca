// SpatialIndex: the points of a line (or a few places) bucketed in square cells, so "which points lie near this one"
// costs a few cells, not the whole line. The organic checks (StrokeCheck, OrganicPathCheck) ask it thousands of
// times a file.
//
// WHAT IT ANSWERS. A point falls in the cell `(floor(x / cellSize), floor(y / cellSize))`, clamped to ±2^40 (a damaged
// file's far-off or non-finite coordinates share the outermost cells instead of trapping); `cellSize` is at least 1.
// A cell is found by its key `column * 1_000_003 + row` (wrapping), so two cells whose keys are equal are one bucket:
// callers always measure the points they are handed, never trust the cell alone. `forEach(near:)` visits the 3 x 3
// cells around a point, columns left to right and within a column rows top to bottom, and in each cell its points in
// the order they were added; `first(near:where:)` and `contains(near:where:)` follow that order,
// so "the first point near here that ..." is the same point whatever the storage. `nearest(to:in:)` is the lowest
// index among the nearest, as a scan of every point gives (FigurePathTests: theGridsNearestPointIsTheScans).
//
// TUNED FOR SPEED. Once a `[Int64: [Int]]` (a dictionary of arrays): a lookup hashed with SipHash, an array per
// cell, and each ask for the points near one built nine arrays; on the app's nine organic files that was a fifth of
// validate's instructions. Now the cells are an open-addressed table of one flat array (the key, the cell's first
// and last entry), and the points a linked list per cell in one flat array: building makes no array per cell and
// an ask makes none at all.
//
// INVARIANTS A CHANGE MUST KEEP. The key and cell functions above (the buckets, and so the order of the points
// visited, are theirs); points of a cell in the order added; no allocation in `forEach`. The organic rules' findings
// (FigurePathTests, OrganicPathTests, FindingSnapshotTests, GoldenOutputTests) hold what they answer.

/// Points bucketed in square cells, so "which points lie near this one" costs a few cells, not the whole line.
struct SpatialIndex {
    private struct Slot {
        var key: Int64
        /// The cell's first and last entry; `first` is -1 in an empty slot.
        var first: Int
        var last: Int
    }

    private let cellSize: Double
    /// Open addressing with linear probing; the count is a power of two, at most half full.
    private var slots: [Slot]
    private var usedSlots = 0
    /// Entry e: the number a point was added with, and the next entry of its cell (-1 after the last); one list,
    /// so adding a point asks one array for room.
    private struct Entry {
        var index: Int
        var next: Int
    }
    private var entries: [Entry] = []

    init(_ points: [DrawnPoint], cellSize: Double) {
        // Consecutive points of a line mostly share their cells: a table for half as many cells as points is rarely
        // grown.
        self.init(reserving: points.count, cellSize: cellSize)
        for (index, point) in points.enumerated() { insert(index, at: point) }
    }

    /// An empty index with room for `count` points added one by one (`insert`).
    init(reserving count: Int, cellSize: Double) {
        self.cellSize = max(cellSize, 1)
        var capacity = 16
        while capacity < count { capacity <<= 1 }
        slots = Array(repeating: Slot(key: 0, first: -1, last: -1), count: capacity)
        entries.reserveCapacity(count)
    }

    /// Adds one more point, numbered `index`.
    mutating func insert(_ index: Int, at point: DrawnPoint) {
        let key = key(cell(point.x), cell(point.y))
        let entry = entries.count
        entries.append(Entry(index: index, next: -1))
        var slot = slotIndex(of: key)
        if slots[slot].first < 0 {
            if 2 * (usedSlots + 1) > slots.count {
                grow()
                slot = slotIndex(of: key)
            }
            slots[slot] = Slot(key: key, first: entry, last: entry)
            usedSlots += 1
        } else {
            entries[slots[slot].last].next = entry
            slots[slot].last = entry
        }
    }

    /// The first point around `point` (in `forEach`'s order) that `predicate` accepts.
    func first(near point: DrawnPoint, where predicate: (Int) -> Bool) -> Int? {
        var found: Int?
        forEach(near: point) { index in
            guard predicate(index) else { return true }
            found = index
            return false
        }
        return found
    }

    /// Whether any point around `point` satisfies `predicate`.
    func contains(near point: DrawnPoint, where predicate: (Int) -> Bool) -> Bool {
        first(near: point, where: predicate) != nil
    }

    /// Calls `body` with every point in the 3 x 3 cells around `point` (all those within `cellSize` of it, and some
    /// farther) until it returns false; no array is made, which the checks that ask for every point of a long line
    /// would otherwise make thousands of times.
    func forEach(near point: DrawnPoint, _ body: (Int) -> Bool) {
        // An index that holds nothing yet (the junctions found so far, the places far behind at a line's start)
        // answers without looking at a cell.
        guard !entries.isEmpty else { return }
        let column = cell(point.x)
        let row = cell(point.y)
        for dx: Int64 in -1...1 {
            for dy: Int64 in -1...1 where !forEach(inCell: key(column + dx, row + dy), body) { return }
        }
    }

    /// The index of the point of `points` (the ones the index was made of) nearest to `point`, the lowest index
    /// among equals: as a scan of every point would give, found ring of cells by ring of cells outwards, stopping
    /// once no farther ring can hold a nearer point (after a few dozen rings, a scan of every point).
    func nearest(to point: DrawnPoint, in points: [DrawnPoint]) -> Int? {
        guard !points.isEmpty else { return nil }
        let column = cell(point.x)
        let row = cell(point.y)
        var best: (distance: Double, index: Int)?
        for ring: Int64 in 0...32 {
            for dx in -ring...ring {
                for dy in -ring...ring where abs(dx) == ring || abs(dy) == ring {
                    _ = forEach(inCell: key(column + dx, row + dy)) { index in
                        let distance = points[index].distance(to: point)
                        if best.map({ (distance, index) < ($0.distance, $0.index) }) ?? true {
                            best = (distance, index)
                        }
                        return true
                    }
                }
            }
            // Every point outside the rings searched is at least `ring` cells away.
            if let found = best, found.distance <= Double(ring) * cellSize { return found.index }
        }
        return points.indices.min { (points[$0].distance(to: point), $0) < (points[$1].distance(to: point), $1) }
    }

    /// Calls `body` with the points of the cell with `key`, in the order added, until it returns false; false when
    /// it was stopped.
    @inline(__always)
    private func forEach(inCell key: Int64, _ body: (Int) -> Bool) -> Bool {
        var entry = slots[slotIndex(of: key)].first
        while entry >= 0 {
            if !body(entries[entry].index) { return false }
            entry = entries[entry].next
        }
        return true
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func slotIndex(of key: Int64) -> Int {
        let mask = slots.count - 1
        // Fibonacci hashing: the high bits of the product mix both the column and the row.
        var slot = Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while slots[slot].first >= 0 && slots[slot].key != key { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(key: 0, first: -1, last: -1), count: old.count * 2)
        for slot in old where slot.first >= 0 { slots[slotIndex(of: slot.key)] = slot }
    }

    /// Far-off or non-finite coordinates (a damaged file) share the outermost cells instead of trapping.
    @inline(__always)
    private func cell(_ value: Double) -> Int64 {
        let cell = (value / cellSize).rounded(.down)
        guard cell.isFinite else { return cell > 0 ? Int64(1 << 40) : -Int64(1 << 40) }
        return Int64(max(-Double(1 << 40), min(Double(1 << 40), cell)))
    }
    @inline(__always)
    private func key(_ column: Int64, _ row: Int64) -> Int64 { column &* 1_000_003 &+ row }
}
