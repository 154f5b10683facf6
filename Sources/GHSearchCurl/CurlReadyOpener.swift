import Dispatch
import Synchronization

/// A thread of Dispatch's made to wait, before the caller knows whether
/// libcurl will be needed soon, so that opening it starts the moment the
/// caller decides (`open`), not after a thread has been made and has
/// started running. `release` lets the thread go without opening anything;
/// only the first of the two counts.
public final class CurlReadyOpener: Sendable {
    private let decided = DispatchSemaphore(value: 0)
    private let decidedOnce = Atomic<Bool>(false)
    private let opens = Atomic<Bool>(false)
    private let handOff: TransferThreadHandOff?

    /// Makes the thread (a serial queue's, as a transfer thread's and
    /// `CurlHTTPClient.startOpeningElsewhere`'s are), waiting to run
    /// `opening`: libcurl opened and set up (or waited for, when that began
    /// elsewhere), then the first transfer loop handed to it.
    public convenience init() {
        self.init(opening: { TransferThreadHandOff.shared.openLibcurlThenServe() }, handOff: .shared)
    }

    /// `handOff` is told when the opening begins (`open`); `ended` runs on
    /// the thread once it is done, opening or not.
    init(opening: @escaping @Sendable () -> Void, handOff: TransferThreadHandOff? = nil,
         ended: @escaping @Sendable () -> Void = {}) {
        self.handOff = handOff
        TransferThreadHandOff.onThreadOfItsOwn { [self] in
            decided.wait()
            if opens.load(ordering: .acquiring) { opening() }
            ended()
        }
    }

    /// Opens libcurl on the waiting thread now; that thread then becomes
    /// the first transfer thread started.
    public func open() {
        guard !decidedOnce.exchange(true, ordering: .acquiringAndReleasing) else { return }
        CurlGlobal.begun.store(true, ordering: .relaxed)
        handOff?.openingBegins()
        opens.store(true, ordering: .releasing)
        decided.signal()
    }

    /// Lets the waiting thread go without opening libcurl.
    public func release() {
        guard !decidedOnce.exchange(true, ordering: .acquiringAndReleasing) else { return }
        decided.signal()
    }
}
