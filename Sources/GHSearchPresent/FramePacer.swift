/// When to draw a frame that was asked for. After the user's input (a key,
/// a resize) at once: typing is never kept waiting. Otherwise (pages
/// loading in the background, the spinner, an avatar) no sooner than
/// `period` after the last frame, so a burst of pages costs a frame a
/// period instead of a frame a page, and the frame then shows them all.
public struct FramePacer<Instant: InstantProtocol>: Sendable where Instant.Duration == Duration {
    public enum Decision: Sendable, Equatable {
        case drawNow
        /// Ask again at this instant (a frame was drawn less than a period ago).
        case drawAt(Instant)
    }

    /// Sixty frames a second at most when nothing was typed.
    public static var defaultPeriod: Duration { .milliseconds(16) }

    public let period: Duration
    private var lastFrame: Instant?
    private var inputSinceFrame = false

    public init(period: Duration = Self.defaultPeriod) {
        self.period = period
    }

    /// The user typed (or the terminal changed): the next frame is drawn at once.
    public mutating func inputArrived() {
        inputSinceFrame = true
    }

    /// Whether the frame asked for at `now` is drawn now or later.
    public func frameAsked(at now: Instant) -> Decision {
        guard !inputSinceFrame, let lastFrame else { return .drawNow }
        let due = lastFrame.advanced(by: period)
        return now < due ? .drawAt(due) : .drawNow
    }

    /// A frame was drawn at `now`.
    public mutating func drew(at now: Instant) {
        lastFrame = now
        inputSinceFrame = false
    }
}
