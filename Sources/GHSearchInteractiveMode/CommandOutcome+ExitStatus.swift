import GHSearchGitHub
import GHSearchKeys

extension CommandOutcome {
    /// The status a shell would report for it (128 + the signal).
    public var exitStatus: ExitStatus {
        switch self {
        case .exited(let status): ExitStatus(rawValue: status)
        case .signalled(let signal): ExitStatus(rawValue: 128 + signal)
        case .notFound: ExitStatus(rawValue: 127)
        case .notStarted: ExitStatus(rawValue: 126)
        }
    }
}
