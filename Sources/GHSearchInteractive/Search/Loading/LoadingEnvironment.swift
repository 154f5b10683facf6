/// What the loading reads of the parent: how far pages load in the
/// background (`--max-repos`, `--reserve`), and the mode the line is read in.
public struct LoadingEnvironment: Sendable, Equatable {
    public var policy: LoadingPolicy
    public var mode: SearchMode

    public init(policy: LoadingPolicy = LoadingPolicy(), mode: SearchMode = .user) {
        self.policy = policy
        self.mode = mode
    }
}
