/// Instants named as milliseconds after a suite's `start`, for the tests of
/// the frame pacing values (no clock is read after `start`).
protocol MillisecondInstants {
    var start: ContinuousClock.Instant { get }
}

extension MillisecondInstants {
    func at(_ milliseconds: Int) -> ContinuousClock.Instant { start.advanced(by: .milliseconds(milliseconds)) }
}
