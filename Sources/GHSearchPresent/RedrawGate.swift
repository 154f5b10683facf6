/// Which redraw requests made by background work (pages arriving, the
/// spinner, an avatar) wake the editor's thread. One wake-up a frame at
/// most: a request made while a wake-up is already on its way (sent, or
/// waiting for its instant) and no frame has begun since is dropped, since
/// that frame shows it too; a request within `period` of the last frame
/// wakes the editor at the end of the period, not at once (as `FramePacer`
/// would then only put the frame off). Keys never go through it: a frame
/// for input is asked of the editor directly.
///
/// The editor's thread calls `frameBegins()` before it reads the state
/// for a frame (a request after that point must wake it again) and
/// `drew(at:)` after.
public struct RedrawGate<Instant: InstantProtocol>: Sendable where Instant.Duration == Duration {
    public enum Decision: Sendable, Equatable {
        case wakeNow
        /// Wake the editor at this instant (a frame was drawn less than a period ago).
        case wakeAt(Instant)
        /// A wake-up is on its way, and the frame it brings shows this request too.
        case alreadyAsked
    }

    /// When the frame would be drawn: the editor's own pacing of
    /// background frames (never told of input: keys do not come here).
    private var pacer: FramePacer<Instant>
    private var wakeOnItsWay = false

    public var period: Duration { pacer.period }

    public init(period: Duration = FramePacer<Instant>.defaultPeriod) {
        pacer = FramePacer(period: period)
    }

    /// A redraw asked for at `now`: whether, and when, it wakes the editor.
    public mutating func redrawAsked(at now: Instant) -> Decision {
        guard !wakeOnItsWay else { return .alreadyAsked }
        wakeOnItsWay = true
        return switch pacer.frameAsked(at: now) {
        case .drawNow: .wakeNow
        case .drawAt(let due): .wakeAt(due)
        }
    }

    /// The editor's thread woke itself for a later frame: requests until then need no wake-up of their own.
    public mutating func wakeScheduled() {
        wakeOnItsWay = true
    }

    /// The editor's thread is about to read the state for a frame.
    public mutating func frameBegins() {
        wakeOnItsWay = false
    }

    /// The editor's thread drew a frame at `now`.
    public mutating func drew(at now: Instant) {
        pacer.drew(at: now)
    }
}
