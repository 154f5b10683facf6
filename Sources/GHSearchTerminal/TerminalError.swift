/// Why the line editor or the interactive screen could not start.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// A system call failed with this errno.
    case systemCall(String, Int32)
    /// libedit refused to start on these file descriptors.
    case editLineUnavailable
    /// libedit could not be loaded (dlopen's reason).
    case libraryMissing(String)

    public var description: String {
        switch self {
        case let .systemCall(name, code): "\(name) failed (errno \(code))"
        case .editLineUnavailable: "libedit could not start on this terminal"
        case let .libraryMissing(reason): "libedit could not be loaded (\(reason)); install libedit2"
        }
    }
}
