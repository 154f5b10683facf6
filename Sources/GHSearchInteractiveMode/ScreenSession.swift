import GHSearchInteractive
import GHSearchPresent

/// The terminal as entered for the screen (`TerminalSession`): where the
/// screen is (inline rows move when a command writes), given back for a
/// command, and left for good.
public protocol ScreenSession: AnyObject {
    var layout: ScreenLayout { get }
    /// Runs `body` with the terminal as it was before the screen, then enters the screen again.
    func suspended<T>(_ body: () -> T) -> T
    /// Gives the terminal back as it was found.
    func leave()
    /// Keys the terminal gave while it was entered (before the line editor
    /// existed, or while entered again after `suspended`), taken once: the
    /// editor reads them next.
    func takeTypedAhead() -> [UInt8]
}
