import Testing
import TestSupport
@testable import GHSearchTerminal

@Suite(.standardTimeLimit) struct EscapeSequenceTrackerTests {
    /// For each character, whether it started something new (text or a key).
    private func startsOfKeys(_ text: String) -> [Bool] {
        var tracker = EscapeSequenceTracker()
        return text.unicodeScalars.map { scalar in
            defer { tracker.advance(over: scalar) }
            return tracker.isBetweenKeys
        }
    }

    @Test func plainTextIsAllBetweenKeys() {
        #expect(startsOfKeys("abc") == [true, true, true])
    }

    @Test func controlSequencesRunToTheirFinalByte() {
        #expect(startsOfKeys("\u{1B}[A") == [true, false, false])
        #expect(startsOfKeys("\u{1B}[5~x") == [true, false, false, false, true])
        #expect(startsOfKeys("\u{1B}[1;5Cx") == [true, false, false, false, false, false, true])
    }

    @Test func singleShiftSequencesTakeOneCharacter() {
        #expect(startsOfKeys("\u{1B}OAx") == [true, false, false, true])
    }

    @Test func altKeysTakeOneCharacter() {
        #expect(startsOfKeys("\u{1B}bx") == [true, false, true])
    }
}
