import Synchronization

/// The session's redraw requests, passed on to the editor once there is
/// one (the session starts before the editor exists; the editor draws the
/// state as it is when it starts, so a request before then needs no passing on).
final class RedrawRelay: Sendable {
    private let waker = Mutex<(any RedrawWaker)?>(nil)

    func attach(_ waker: any RedrawWaker) {
        self.waker.withLock { $0 = waker }
    }

    func requestRedraw() {
        waker.withLock { $0 }?.requestRedraw()
    }
}
