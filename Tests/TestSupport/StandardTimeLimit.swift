import Testing

extension Trait where Self == TimeLimitTrait {
    /// The time limit of every suite in every test target, set here once:
    /// a test that hangs fails by name instead of stalling the run. It is
    /// generous (the machine is shared, and end-to-end tests wait on real
    /// processes); no test relies on it to pass.
    public static var standardTimeLimit: Self { .timeLimit(.minutes(2)) }
}
