import CCurl
import Dispatch
import Synchronization

/// libcurl opened (dlopen: CCurl) and its process-wide set-up done, once,
/// before the first handle is made.
enum CurlGlobal {
    /// Why libcurl cannot be used (it could not be opened, or
    /// `curl_global_init` failed), nil once it can. Evaluated once,
    /// thread-safely, on first use (Swift initialises a static `let` exactly once).
    static let failure: String? = {
        guard ghs_curl_load() != 0 else {
            return "libcurl could not be loaded: " + String(cString: ghs_curl_load_error())
        }
        return ghs_curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK ? nil : "libcurl could not be initialised"
    }()

    static var isInitialized: Bool { failure == nil }

    /// Whether anyone began opening libcurl (its set-up may still run).
    static let begun = Atomic<Bool>(false)

    /// Opens libcurl and sets it up, or waits for whoever does.
    static func initialise() -> String? {
        begun.store(true, ordering: .relaxed)
        return failure
    }
}

extension CurlHTTPClient {
    /// Opens libcurl on the calling thread (its libraries mapped, their
    /// initialisers run), then starts libcurl's process-wide set-up (the TLS
    /// library and its configuration file: a millisecond or two) on another
    /// thread, so that it overlaps what the caller does before its first
    /// request, whose transfer thread then waits for it. Opening it here
    /// rather than on that thread keeps the dynamic loader's lock, which a
    /// new thread's start takes, away from the threads started meanwhile.
    /// A process that may exit without a client shut down (`shutdown()`
    /// waits for the set-up too) must call `finishInitialising()` first:
    /// exiting during the set-up would race the TLS library's exit handlers.
    /// Does nothing when it (or a request) began it before.
    public static func startInitialising() {
        guard !CurlGlobal.begun.exchange(true, ordering: .relaxed) else { return }
        _ = ghs_curl_load()
        DispatchQueue.global().async { _ = CurlGlobal.initialise() }
    }

    /// Opens libcurl and sets it up on another thread (a thread of
    /// Dispatch's, not the caller's, which may be one of the few the
    /// cooperative pool has), unless that (or a request) began before. That
    /// thread then becomes the first transfer thread started.
    public static func startOpeningElsewhere() {
        guard !CurlGlobal.begun.exchange(true, ordering: .relaxed) else { return }
        TransferThreadHandOff.shared.openingBegins()
        TransferThreadHandOff.onThreadOfItsOwn { TransferThreadHandOff.shared.openLibcurlThenServe() }
    }

    /// Waits for the set-up begun by `startInitialising()` or a request, if
    /// any began; starts none.
    public static func finishInitialising() {
        if CurlGlobal.begun.load(ordering: .relaxed) { _ = CurlGlobal.initialise() }
    }
}
