/// Tells when every object that holds one of its tokens is gone.
///
/// A test hands code under test something that holds a token (a closure made
/// by `tracking(_:)`), keeps no reference itself, stops the work, and waits
/// for `waitUntilAllGone`: proof that everything that held the token — an
/// operator's storage, the tasks that captured it — was freed. A reference
/// cycle left behind (a task waiting on a continuation that its own storage
/// holds) would otherwise show only as LeakSanitizer's report at the exit of
/// the whole test process, naming no test.
public final class LifetimeProbe: Sendable {
    /// Counts itself alive from `init` to `deinit`.
    public final class Token: Sendable {
        private let alive: Watched<Int>

        fileprivate init(alive: Watched<Int>) {
            self.alive = alive
            alive.update { $0 += 1 }
        }

        deinit {
            alive.update { $0 -= 1 }
        }
    }

    private let alive = Watched(0)

    public init() {}

    /// How many tokens are alive now.
    public var aliveCount: Int { alive.value }

    /// A new token; it lives as long as whatever holds it.
    public func token() -> Token {
        Token(alive: alive)
    }

    /// `body`, holding a new token for as long as the closure lives.
    public func tracking<Input, Output>(_ body: @escaping @Sendable (Input) -> Output) -> @Sendable (Input) -> Output {
        let token = token()
        return { input in
            withExtendedLifetime(token) { body(input) }
        }
    }

    /// Returns once no token is alive; throws `WaitTimedOut` after `standardWait`.
    public func waitUntilAllGone(_ description: String) async throws {
        try await alive.wait(until: { $0 == 0 }, "\(description) to be freed")
    }
}
