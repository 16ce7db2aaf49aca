import Testing

@testable import ContentNarrate

/// The order a narrate run works in, as a value: engine runs first within the limit, spoken clips made in order,
/// every clip made once, nothing left waiting.
@Suite("the narration schedule")
struct NarrationScheduleTests {
    typealias Job = NarrationSchedule.Job

    @Test func eightyClipsOfABatchEngineAreFourRunsOfTwentyAllSpokenFirst() {
        var schedule = NarrationSchedule(clips: 80, perRun: 20, workers: 2)
        #expect(schedule.runs == [0..<20, 20..<40, 40..<60, 60..<80])
        #expect(schedule.next() == .speak(0..<20))
        #expect(schedule.next() == .speak(20..<40))
        schedule.spoke(20..<40, succeeded: true)
        // A free worker takes the next engine run before the spoken clips: an engine run is the longest job.
        #expect(schedule.next() == .speak(40..<60))
        #expect(schedule.next() == .speak(60..<80))
        #expect(schedule.next() == .make(20))
        schedule.spoke(0..<20, succeeded: true)
        // The earliest spoken clip first, so clips are written as they come.
        #expect(schedule.next() == .make(0))
        #expect(schedule.next() == .make(1))
    }

    @Test func tooFewClipsForAFullRunAreSharedAmongTheWorkers() {
        #expect(NarrationSchedule(clips: 3, perRun: 20, workers: 2).runs == [0..<2, 2..<3])
        #expect(NarrationSchedule(clips: 1, perRun: 20, workers: 2).runs == [0..<1])
        #expect(NarrationSchedule(clips: 0, perRun: 20, workers: 2).runs == [])
        #expect(NarrationSchedule(clips: 0, perRun: 20, workers: 2).isDone)
    }

    @Test func aOneClipEngineSpeaksNoMoreThanTheLimitAheadOfTheMaking() {
        var schedule = NarrationSchedule(clips: 10, perRun: 1, workers: 2)
        #expect(schedule.spokenLimit == 4)
        #expect((0..<4).map { _ in schedule.next() } == [.speak(0..<1), .speak(1..<2), .speak(2..<3), .speak(3..<4)])
        // Four clips held: nothing starts until one is spoken.
        #expect(schedule.next() == nil)
        schedule.spoke(1..<2, succeeded: true)
        #expect(schedule.next() == .make(1))
        #expect(schedule.next() == nil)
        schedule.made(1)
        #expect(schedule.next() == .speak(4..<5))
    }

    @Test func aFailedEngineRunsClipsAreNotMade() {
        var schedule = NarrationSchedule(clips: 4, perRun: 2, workers: 2)
        #expect(schedule.next() == .speak(0..<2))
        #expect(schedule.next() == .speak(2..<4))
        schedule.spoke(0..<2, succeeded: false)
        #expect(schedule.next() == nil)
        schedule.spoke(2..<4, succeeded: true)
        #expect(schedule.next() == .make(2))
        #expect(schedule.next() == .make(3))
        #expect(schedule.next() == nil)
        schedule.made(3)
        schedule.made(2)
        #expect(schedule.isDone)
    }

    /// Workers finishing their jobs in a scrambled order: every run spoken once, every clip made once and after
    /// it was spoken, the clips held never over the limit, and the schedule done at the end.
    @Test(arguments: [(80, 20, 2), (80, 1, 2), (7, 20, 3), (33, 5, 4), (5, 1, 1)])
    func everyClipIsMadeOnceWhateverOrderJobsEndIn(_ clips: Int, _ perRun: Int, _ workers: Int) {
        var schedule = NarrationSchedule(clips: clips, perRun: perRun, workers: workers)
        var running: [Job] = []
        var spoken = Set<Int>()
        var made: [Int] = []
        var state: UInt64 = 42
        var steps = 0
        while !schedule.isDone, steps < 10_000 {
            steps += 1
            while running.count < workers, let job = schedule.next() { running.append(job) }
            #expect(!running.isEmpty, "nothing runs and the schedule is not done")
            if running.isEmpty { break }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let job = running.remove(at: Int(state >> 33) % running.count)
            switch job {
            case .speak(let run):
                #expect(spoken.isDisjoint(with: run))
                spoken.formUnion(run)
                schedule.spoke(run, succeeded: true)
            case .make(let clip):
                #expect(spoken.contains(clip) && !made.contains(clip))
                made.append(clip)
                schedule.made(clip)
            }
            #expect(schedule.held <= schedule.spokenLimit)
        }
        #expect(schedule.isDone)
        #expect(made.sorted() == Array(0..<clips))
    }
}
