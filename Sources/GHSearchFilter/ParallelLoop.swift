/// How the filter splits a large run over the machine's cores: `run(n,
/// body)` calls `body(0)…body(n-1)`, at once where it can, and returns when
/// all have. The core starts no threads of its own, so the composition
/// root gives the real one (Dispatch's `concurrentPerform`); the default
/// runs them one after the other on the calling thread.
public struct ParallelLoop: Sendable {
    /// Cores the work may use at once (1: serial).
    public let width: Int
    let run: @Sendable (Int, @Sendable (Int) -> Void) -> Void

    public init(width: Int, run: @escaping @Sendable (_ iterations: Int, _ body: @Sendable (Int) -> Void) -> Void) {
        self.width = max(1, width)
        self.run = run
    }

    /// One call after the other, on the calling thread.
    public static let serial = ParallelLoop(width: 1) { iterations, body in
        for i in 0..<iterations { body(i) }
    }
}
