import Testing

extension Trait where Self == TimeLimitTrait {
    /// The time limit of every suite in every test target, set here once:
    /// a test that hangs fails by name instead of stalling the run. It is
    /// generous (the machine is shared, and end-to-end tests wait on real
    /// processes); no test relies on it to pass.
    public static var standardTimeLimit: Self { .timeLimit(.minutes(2)) }
}

/// How long, in real time, a test waits for something that should happen
/// soon (a task to finish, a sleeper to arrive, a condition to hold): long
/// enough for a machine under two CPU burners and other builds (load 20 and
/// more, where 10 s once was not), short enough that a hang fails well
/// inside `standardTimeLimit`. Nothing waits this long when all is well.
public let standardWait: Duration = .seconds(45)
