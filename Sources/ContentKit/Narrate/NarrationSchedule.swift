/// The order a narrate run works in, as a value: which engine run or clip a free worker takes next.
///
/// The clips (numbered in the order they are written) are cut into engine runs of at most `perRun` clips, fewer
/// when there are too few clips for every worker to start one. A free worker takes the next engine run while the
/// clips spoken and not yet made stay within `spokenLimit`, else the first spoken clip whose making (sox, loudness,
/// lame) has not started. Engines first keeps every core busy to the end: an engine run is the longest job, so none
/// is left to run alone while the other cores wait, and the makings of spoken clips fill the time around them; the
/// limit bounds what waits in the scratch folder. The earliest clips are made first, so clips are written in order
/// as they come.
struct NarrationSchedule: Sendable, Equatable {
    enum Job: Sendable, Equatable {
        /// An engine run speaking these clips.
        case speak(Range<Int>)
        /// One spoken clip made.
        case make(Int)
    }

    let runs: [Range<Int>]
    /// The most clips taken by engine runs and not yet made.
    let spokenLimit: Int
    private(set) var nextRun = 0
    /// Spoken, their making not started, in order.
    private(set) var spoken: [Int] = []
    /// Taken by an engine run and not yet made (or failed).
    private(set) var held = 0

    /// - Parameter perRun: clips an engine run speaks at most (1 for an engine that speaks one clip a run).
    init(clips: Int, perRun: Int, workers: Int) {
        let workers = max(1, workers)
        let size = max(1, min(perRun, (clips + workers - 1) / workers))
        runs = stride(from: 0, to: clips, by: size).map { $0..<min(clips, $0 + size) }
        spokenLimit = 2 * size * workers
    }

    /// What a free worker does next; `nil` when nothing can start until a job under way ends (or all is done).
    mutating func next() -> Job? {
        if nextRun < runs.count, held + runs[nextRun].count <= spokenLimit {
            let run = runs[nextRun]
            nextRun += 1
            held += run.count
            return .speak(run)
        }
        if !spoken.isEmpty { return .make(spoken.removeFirst()) }
        return nil
    }

    /// An engine run ended: its clips wait to be made, or, when it failed, are done (each failed).
    mutating func spoke(_ run: Range<Int>, succeeded: Bool) {
        if succeeded {
            spoken.append(contentsOf: run)
            spoken.sort()
        } else {
            held -= run.count
        }
    }

    mutating func made(_ clip: Int) { held -= 1 }

    /// Every engine run started and every clip made or failed.
    var isDone: Bool { nextRun == runs.count && spoken.isEmpty && held == 0 }
}
