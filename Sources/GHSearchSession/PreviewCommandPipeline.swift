import GHSearchInteractive
import AsyncOperators
import GHSearchPreviewCommand

/// The preview command's stream, composed as the README preview's
/// (`ReadmePipeline`) and the search text's — the same operators on the
/// selection's runs:
///
///     runs.throttle(0.3 s, latest: true)   first at once, then the latest per window
///         .removeDuplicates()              the same run again → not run again
///         .flatMapLatest(runner)           a new selection kills the command in flight
///
/// Each answer is the run's output so far. A nil run starts nothing: it
/// only stops what was running.
public enum PreviewCommandPipeline {
    public struct Answer: Sendable, Equatable {
        public var run: PreviewRun
        public var output: PreviewOutput
    }

    public static func answers<Runs: AsyncSequence & Sendable, C: Clock>(
        runs: Runs,
        clock: C,
        interval: Duration = ReadmePipeline.throttleInterval,
        runner: @escaping PreviewCommandRunner
    ) -> some AsyncSequence<Answer, Never> & Sendable
    where Runs.Element == PreviewRun?, Runs.Failure == Never, C.Duration == Duration {
        runs.throttle(for: interval, clock: clock, latest: true)
            .removeDuplicates()
            .flatMapLatest { run in
                PreviewCommandRunSequence(run: run, runner: runner)
            }
    }
}

/// The inner sequence for one run: its outputs as they grow (nothing for
/// nil). The command starts when it is iterated, in the task `flatMapLatest`
/// cancels when the next run comes: the runner's stream then ends, and the
/// runner kills the command.
struct PreviewCommandRunSequence: AsyncSequence, Sendable {
    typealias Element = PreviewCommandPipeline.Answer
    typealias Failure = Never

    let run: PreviewRun?
    let runner: PreviewCommandRunner

    func makeAsyncIterator() -> Iterator {
        Iterator(run: run, runner: runner)
    }

    struct Iterator: AsyncIteratorProtocol {
        let run: PreviewRun?
        let runner: PreviewCommandRunner
        var outputs: AsyncStream<PreviewOutput>.Iterator?

        init(run: PreviewRun?, runner: @escaping PreviewCommandRunner) {
            self.run = run
            self.runner = runner
        }

        mutating func next() async -> PreviewCommandPipeline.Answer? {
            await next(isolation: nil)
        }

        mutating func next(isolation actor: isolated (any Actor)?) async throws(Never) -> PreviewCommandPipeline.Answer? {
            guard let run, !Task.isCancelled else { return nil }
            var outputs = self.outputs ?? runner(run).makeAsyncIterator()
            let output = await outputs.next(isolation: actor)
            self.outputs = outputs
            guard let output, !Task.isCancelled else { return nil }
            return PreviewCommandPipeline.Answer(run: run, output: output)
        }
    }
}
