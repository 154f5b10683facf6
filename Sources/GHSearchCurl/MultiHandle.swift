import CCurl

/// A libcurl multi handle, shared between the transfer thread and the
/// threads that wake it.
///
/// `@unchecked Sendable` because libcurl documents `curl_multi_wakeup` as
/// callable from any thread; every other call on the handle is made on the
/// transfer thread only (see `MultiLoop`), and `curl_multi_cleanup` runs
/// when the last owner lets go, after that thread has exited.
struct MultiHandle: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer

    /// Interrupts the transfer thread's `curl_multi_poll`.
    func wakeUp() {
        ghs_curl_multi_wakeup(pointer)
    }
}
