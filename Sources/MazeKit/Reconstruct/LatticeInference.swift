/// The spacing and phase of a lattice found in a set of coordinates.
struct LatticeFit: Equatable {
    var cellSize: Int
    /// Coordinates on the lattice are ≡ residue (mod cellSize).
    var residueX: Int
    var residueY: Int

    func fitsX(_ x: Int) -> Bool { positiveModulo(x, cellSize) == residueX }
    func fitsY(_ y: Int) -> Bool { positiveModulo(y, cellSize) == residueY }
}

enum LatticeInference {
    /// Finds the lattice the coordinates lie on.
    ///
    /// The gcd of all differences is the finest lattice holding every point; that is the answer
    /// for a sound drawing (long pieces spanning several cells still leave unit differences
    /// elsewhere). A single stray coordinate drives the gcd down to 1 or so; then each piece length
    /// (and their gcd) is tried as the cell size, and the one holding the most points on its most
    /// common phase wins (ties: the larger size), so the stray piece shows up as off the lattice.
    /// - Returns: nil when there are no two distinct coordinates, or no plausible spacing.
    /// The lattice of the coordinates' gcd (`spacing`, narrowed from the differences to `origin`), when it is a
    /// plausible cell size: the answer for every sound drawing, which `fit` and the maze rebuild's one pass share.
    static func gcdFit(origin: (x: Int, y: Int), spacing: Int, minimumCellSize: Int) -> LatticeFit? {
        guard spacing >= minimumCellSize else { return nil }
        return LatticeFit(
            cellSize: spacing, residueX: positiveModulo(origin.x, spacing), residueY: positiveModulo(origin.y, spacing))
    }

    static func fit(xs: [Int], ys: [Int], pieceLengths: [Int], minimumCellSize: Int) -> LatticeFit? {
        guard let x0 = xs.first, let y0 = ys.first else { return nil }
        // Once the spacing is below the minimum it can only shrink: the fallback below decides.
        var spacing = 0
        for x in xs {
            narrow(&spacing, by: x - x0)
            if spacing != 0 && spacing < minimumCellSize { break }
        }
        if spacing == 0 || spacing >= minimumCellSize {
            for y in ys {
                narrow(&spacing, by: y - y0)
                if spacing != 0 && spacing < minimumCellSize { break }
            }
        }
        if let fit = gcdFit(origin: (x0, y0), spacing: spacing, minimumCellSize: minimumCellSize) { return fit }
        var candidates = distinctByFrequency(pieceLengths.filter { $0 >= minimumCellSize }).prefix(16).map { $0 }
        let common = candidates.reduce(0, gcd)
        if common >= minimumCellSize && !candidates.contains(common) { candidates.append(common) }
        var best: (fit: LatticeFit, score: Int)?
        for size in candidates {
            let fit = LatticeFit(
                cellSize: size,
                residueX: distinctByFrequency(xs.map { positiveModulo($0, size) }).first ?? 0,
                residueY: distinctByFrequency(ys.map { positiveModulo($0, size) }).first ?? 0)
            var score = 0
            for i in xs.indices where fit.fitsX(xs[i]) && fit.fitsY(ys[i]) { score += 1 }
            if let current = best, score < current.score || (score == current.score && size <= current.fit.cellSize) {
                continue
            }
            best = (fit, score)
        }
        return best?.fit
    }

    /// `spacing = gcd(spacing, difference)`: a difference the spacing already divides leaves it as it is, one
    /// division instead of Euclid's loop.
    @inline(__always)
    static func narrow(_ spacing: inout Int, by difference: Int) {
        if spacing == 0 || difference % spacing != 0 { spacing = gcd(spacing, difference) }
    }

    /// Distinct values, most frequent first (ties: smaller first).
    static func distinctByFrequency(_ values: [Int]) -> [Int] {
        let sorted = values.sorted()
        var runs: [(value: Int, count: Int)] = []
        for value in sorted {
            if let last = runs.last, last.value == value {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((value, 1))
            }
        }
        return runs.sorted { $0.count != $1.count ? $0.count > $1.count : $0.value < $1.value }.map(\.value)
    }
}

func gcd(_ a: Int, _ b: Int) -> Int {
    var a = abs(a)
    var b = abs(b)
    while b != 0 { (a, b) = (b, a % b) }
    return a
}

func positiveModulo(_ value: Int, _ modulus: Int) -> Int {
    let remainder = value % modulus
    return remainder < 0 ? remainder + modulus : remainder
}
