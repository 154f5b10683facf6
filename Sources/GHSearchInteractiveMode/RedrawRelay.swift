import Synchronization

/// The session's redraw requests, passed on to whoever draws: the editor's
/// thread waiting for the line editor to be made (`EditorWait`), then the
/// editor (the session starts before either exists; the first frame draws
/// the state as it is then, so a request before it needs no passing on).
final class RedrawRelay: Sendable {
    private let waker = Mutex<(any RedrawWaker)?>(nil)

    func attach(_ waker: any RedrawWaker) {
        self.waker.withLock { $0 = waker }
    }

    func requestRedraw() {
        waker.withLock { $0 }?.requestRedraw()
    }
}
