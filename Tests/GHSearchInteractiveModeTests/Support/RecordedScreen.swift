import GHSearchInteractive
import GHSearchPresent
import GHSearchInteractiveMode

/// The terminal entered for the screen, in memory: it records when it was
/// given back (`leave`) and lent to a command (`suspended`), in the order
/// of everything the run did (`RunLog`).
final class RecordedScreen: ScreenSession, @unchecked Sendable {
    let layout: ScreenLayout
    private let log: RunLog
    /// Keys typed before the editor existed, as the terminal's entry read them.
    private var typedAhead: [UInt8]
    /// Keys read on entering again after each `suspended` (inline: with the cursor's answer).
    private let typedAheadOnResume: [UInt8]

    init(layout: ScreenLayout, log: RunLog, typedAhead: [UInt8] = [], typedAheadOnResume: [UInt8] = []) {
        self.layout = layout
        self.log = log
        self.typedAhead = typedAhead
        self.typedAheadOnResume = typedAheadOnResume
    }

    func takeTypedAhead() -> [UInt8] {
        defer { typedAhead = [] }
        return typedAhead
    }

    func suspended<T>(_ body: () -> T) -> T {
        log.append("suspend")
        defer {
            log.append("resume")
            typedAhead += typedAheadOnResume
        }
        return body()
    }

    func leave() {
        log.append("leave")
    }
}
