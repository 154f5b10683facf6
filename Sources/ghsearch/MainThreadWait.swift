import Glibc

/// The main thread's part once a mode runs on the cooperative pool: it
/// waits, for good, until the mode ends the process (`exit`), with every
/// signal let through, whatever mask the process was started with: Dispatch's
/// threads block them, so this is the thread that takes them (and runs
/// their handlers), as the thread `dispatch_main` leaves behind does. Not
/// `dispatch_main` itself, where an `await` at the top of `main` ends: it
/// ends the main thread with `pthread_exit`, whose unwinding opens GCC's
/// unwinder library (libgcc_s) at every start, waiting for the dynamic
/// loader's lock while libcurl is being opened and holding it from the
/// threads started meanwhile.
enum MainThreadWait {
    static func forever() -> Never {
        var none = sigset_t()
        sigemptyset(&none)
        while true { sigsuspend(&none) }
    }
}
