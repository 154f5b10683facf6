/// The numbers of the quota-aware throttle.
///
/// With plenty of quota the throttle is the reference one: the first text at
/// once, then at most one per `interval` (the latest). When the quota runs
/// low only text the user has stopped typing is searched — still for
/// `settle`, or just finished with a space while more than `reserve`
/// searches remain — and never the prefix of a word being typed. Spent, it
/// waits for the reset (plus `resetMargin`) and then searches the latest
/// text once. A user's name (the core limit) is paced the same way — still
/// for `settle`, or finished with a space — while the core limit is scarce:
/// always without a token, else once fewer than `coreReserve` are left.
public struct QuotaThrottlePolicy: Sendable, Equatable {
    /// The reference throttle's window.
    public var interval: Duration
    /// How long the text must stay unchanged before it is searched when the
    /// quota is low.
    public var settle: Duration
    /// Searches kept for settled text and Enter: a finished word, or a page
    /// loaded in the background, is searched only while more remain.
    public var reserve: Int
    /// "Plenty" means the reference throttle, sending once per `interval`,
    /// cannot spend the quota (less `reserve`) before the window resets — or
    /// within `horizon` when the reset is further away or unknown.
    public var horizon: Duration
    /// Added to GitHub's reset time: it is given in whole seconds, and the
    /// local clock may run a little ahead of GitHub's.
    public var resetMargin: Duration
    /// Longest wait after a refusal whose reset had already passed by the
    /// local clock (the wait starts at `resetMargin` and doubles).
    public var maximumBackoff: Duration
    /// The core limit is always scarce (no token: 60 requests an hour):
    /// names are searched when typing pauses, as a low search limit's text is.
    public var pacesNames: Bool
    /// The core limit is scarce, too, once fewer than this many requests of
    /// it are left (`--reserve`).
    public var coreReserve: Int

    public init(interval: Duration = .milliseconds(300), settle: Duration = .milliseconds(800), reserve: Int = 2,
                horizon: Duration = .seconds(60), resetMargin: Duration = .seconds(1),
                maximumBackoff: Duration = .seconds(60), pacesNames: Bool = false, coreReserve: Int = 0) {
        self.pacesNames = pacesNames
        self.coreReserve = max(0, coreReserve)
        self.interval = interval
        self.settle = settle
        self.reserve = max(0, reserve)
        self.horizon = horizon
        self.resetMargin = resetMargin
        self.maximumBackoff = maximumBackoff
    }
}

/// How the throttle is spending the search limit, for the status line.
public enum QuotaThrottleMode<Instant: Sendable & Equatable>: Sendable, Equatable {
    /// Plenty of quota: the reference throttle.
    case live
    /// Running low (or not known yet): only settled text and finished words.
    case sparing
    /// Spent: nothing is searched until `until`; then the latest text, once.
    case waiting(until: Instant)
}
