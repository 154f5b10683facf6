import AsyncOperators
import Testing
import TestSupport

/// The production chain, throttle → removeDuplicates → flatMapLatest, with a
/// per-request fallback that turns failures into values.
@Suite(.standardTimeLimit) struct SearchPipelineTests {
    enum FakeHTTPFailure: Error {
        case status(Int)
    }

    /// A fake request that takes one tick: user "x" is unknown (404), others
    /// answer their name uppercased; a failure becomes the value "!".
    private static func fetch(_ user: String, clock: ManualClock) -> OneShotSequence<String> {
        OneShotSequence {
            do throws(FakeHTTPFailure) {
                return try await withRetry(
                    clock: clock,
                    delay: { _ in .steps(1) },
                    shouldRetry: { (failure: FakeHTTPFailure) in
                        if case .status(let code) = failure { code >= 500 } else { false }
                    },
                    operation: { () async throws(FakeHTTPFailure) -> String in
                        do {
                            try await clock.sleep(for: .steps(1))
                        } catch {
                            throw .status(499)  // cancelled
                        }
                        if user == "x" { throw .status(404) }
                        return user.uppercased()
                    }
                )
            } catch {
                return "!"
            }
        }
    }

    @Test func searchStreamSurvivesAFailedRequest() async throws {
        try await expectMarble(
            "a---x---x---b|",
            "-A---!-------[B|]",
            sleepers: "10001000000010"
        ) { texts, clock in
            texts
                .throttle(for: .steps(3), clock: clock, latest: true)
                .removeDuplicates()
                .flatMapLatest { Self.fetch($0, clock: clock) }
        }
    }

    @Test func typingFastSearchesTheLeadingAndTheLatestTextOnly() async throws {
        // "a" leads; "b" and "c" fall in its window and only "c" is searched,
        // when the window ends; "d" comes after a quiet gap and goes at once.
        try await expectMarble(
            "abc-----d|",
            "-A--C----[D|]",
            sleepers: "1111000010"
        ) { texts, clock in
            texts
                .throttle(for: .steps(3), clock: clock, latest: true)
                .removeDuplicates()
                .flatMapLatest { Self.fetch($0, clock: clock) }
        }
    }
}
