/// The spinner beside a request in flight: its frame exists only while it
/// turns, and the `.spinner` timer runs exactly while it does.
public enum Spinner: Sendable, Equatable {
    case stopped
    /// Turning, at this frame (`SearchScreen.spinnerFrames`, cyclically).
    case turning(frame: Int)

    /// The frame to draw (the first while stopped: nothing is drawn then).
    public var frame: Int {
        switch self {
        case .stopped: 0
        case .turning(let frame): frame
        }
    }
}
