import Glibc

/// The terminal's size in character cells.
public struct TerminalSize: Sendable, Equatable, CustomStringConvertible {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// What is assumed when nothing else tells: 80×24.
    public static let fallback = TerminalSize(columns: 80, rows: 24)

    public var description: String { "\(columns)x\(rows)" }

    /// Decides the size from, in order: `COLUMNS`/`LINES` in `environment`
    /// (each on its own, when it is a positive integer), then the size the
    /// kernel reports for the terminal (`windowSize`, from `TIOCGWINSZ`),
    /// then 80×24.
    public static func resolve(
        environment: [String: String],
        windowSize: TerminalSize?
    ) -> TerminalSize {
        let kernelColumns = windowSize.flatMap { $0.columns > 0 ? $0.columns : nil }
        let kernelRows = windowSize.flatMap { $0.rows > 0 ? $0.rows : nil }
        // A pseudo-terminal nobody sized reports 0×0: treated as unknown.
        return TerminalSize(
            columns: positiveInteger(environment["COLUMNS"]) ?? kernelColumns ?? fallback.columns,
            rows: positiveInteger(environment["LINES"]) ?? kernelRows ?? fallback.rows
        )
    }

    /// The size of the terminal on `fd` as the kernel reports it, or nil when
    /// `fd` is no terminal.
    public static func windowSize(of fd: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// The size of the terminal on `fd`, resolved with the process
    /// environment. Measured again after every `SIGWINCH`; like `ls`, an
    /// exported `COLUMNS`/`LINES` still wins then.
    public static func current(
        fd: Int32 = STDOUT_FILENO,
        environment: [String: String] = environmentVariables()
    ) -> TerminalSize {
        resolve(environment: environment, windowSize: windowSize(of: fd))
    }

    /// `COLUMNS` and `LINES` as the process environment has them now: all
    /// `resolve` reads of it, one `getenv` each rather than a copy of the
    /// whole environment (~0.03 ms, twice before the first frame).
    public static func environmentVariables() -> [String: String] {
        var variables: [String: String] = [:]
        for name in ["COLUMNS", "LINES"] {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        return variables
    }

    /// Larger values are taken for garbage, not for a terminal.
    static let maximumDimension = 10_000

    private static func positiveInteger(_ text: String?) -> Int? {
        guard let text, let value = Int(text), value > 0, value <= maximumDimension else { return nil }
        return value
    }
}
