import GHSearchInteractive
import AsyncOperators
import FoundationEssentials
import GHSearchGitHub
import GHSearchReadme

/// The side preview's stream, composed as the search text's
/// (`SearchPipeline`) — the same operators on the selection:
///
///     targets.throttle(0.3 s, latest: true)   first at once, then the latest per window
///         .removeDuplicates()                 the same README again → no request
///         .flatMapLatest(fetch)               a new selection aborts the transfer in flight
///
/// `fetch` does one README fetch with its retries (`ReadmeService`) and
/// returns the fallback as a value, so the stream survives every error. A
/// nil target fetches nothing: it only aborts what was in flight.
public enum ReadmePipeline {
    public static let throttleInterval: Duration = SearchPipeline.throttleInterval

    /// One answer of the stream.
    public struct Answer: Sendable, Equatable {
        public var target: ReadmeTarget
        public var result: Result<ReadmeResult, GitHubError>
    }

    /// - Parameter passed: sees each target that came through the throttle
    ///   and the deduplication, before its fetch starts (a test seam).
    public static func answers<Targets: AsyncSequence & Sendable, C: Clock>(
        targets: Targets,
        clock: C,
        interval: Duration = throttleInterval,
        passed: @escaping @Sendable (ReadmeTarget?) -> Void = { _ in },
        fetch: @escaping @Sendable (ReadmeTarget) async -> Result<ReadmeResult, GitHubError>?
    ) -> some AsyncSequence<Answer, Never> & Sendable
    where Targets.Element == ReadmeTarget?, Targets.Failure == Never, C.Duration == Duration {
        targets.throttle(for: interval, clock: clock, latest: true)
            .removeDuplicates()
            .flatMapLatest { target in
                passed(target)
                return ReadmeRun(target: target, fetch: fetch)
            }
    }
}

/// The inner sequence of the preview stream for one target: its answer
/// (nothing for nil). The fetch runs inside `next()`, in the task that
/// iterates, so when `flatMapLatest` cancels that task the transfer itself
/// is aborted, and a cancelled run ends without emitting anything.
struct ReadmeRun: AsyncSequence, Sendable {
    typealias Element = ReadmePipeline.Answer
    typealias Failure = Never

    let target: ReadmeTarget?
    let fetch: @Sendable (ReadmeTarget) async -> Result<ReadmeResult, GitHubError>?

    func makeAsyncIterator() -> Iterator {
        Iterator(target: target, fetch: fetch)
    }

    struct Iterator: AsyncIteratorProtocol {
        var target: ReadmeTarget?
        let fetch: @Sendable (ReadmeTarget) async -> Result<ReadmeResult, GitHubError>?

        mutating func next() async -> ReadmePipeline.Answer? {
            guard let target, !Task.isCancelled else { return nil }
            self.target = nil
            guard let result = await fetch(target), !Task.isCancelled else { return nil }
            return ReadmePipeline.Answer(target: target, result: result)
        }

        mutating func next(isolation actor: isolated (any Actor)?) async throws(Never) -> ReadmePipeline.Answer? {
            await next()
        }
    }
}
