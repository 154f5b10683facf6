#if canImport(Glibc)
import Glibc
#endif

/// Columns of the terminal: `COLUMNS`, then `ioctl(TIOCGWINSZ)`, then 80.
enum TerminalWidth {
    static func current(fd: Int32, environment: [String: String]) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0, columns < 10_000 {
            return columns
        }
        var size = winsize()
        if ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return 80
    }
}
