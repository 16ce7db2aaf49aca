import LabyrinthKit
import Testing

@Suite struct DifficultyLevelTests {
    @Test func exactlyThreeLevelsEasiestFirst() {
        #expect(DifficultyLevel.allCases == [.easy, .medium, .hard])
        #expect(DifficultyLevel.allCases.map(\.rawValue) == ["easy", "medium", "hard"])
    }

    @Test func pathTolerances() {
        #expect(DifficultyLevel.easy.pathTolerance == 25)
        #expect(DifficultyLevel.medium.pathTolerance == 18)
        #expect(DifficultyLevel.hard.pathTolerance == 12)
    }

    @Test(arguments: ["beginner", "expert", "Easy", "", "lv3"])
    func unknownStoredLevelFallsBackToEasy(stored: String) {
        #expect(DifficultyLevel(storedValue: stored) == .easy)
    }

    @Test func knownStoredLevelIsKept() {
        #expect(DifficultyLevel(storedValue: "hard") == .hard)
    }

    @Test func fallbackOrderIsChosenThenMediumEasyHard() {
        #expect(DifficultyLevel.hard.fallbackOrder == [.hard, .medium, .easy])
        #expect(DifficultyLevel.easy.fallbackOrder == [.easy, .medium, .hard])
        #expect(DifficultyLevel.medium.fallbackOrder == [.medium, .easy, .hard])
    }
}
