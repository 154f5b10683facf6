import Dispatch
import GHSearchCLI
import Glibc
import GHSearchFilter

extension ParallelLoop {
    /// The filter's large runs split over every online core (Dispatch's
    /// `concurrentPerform`).
    static let dispatch = ParallelLoop(width: max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))) { iterations, body in
        DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
    }
}
