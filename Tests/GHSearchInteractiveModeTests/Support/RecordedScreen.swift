import GHSearchInteractive
import GHSearchInteractiveMode

/// The terminal entered for the screen, in memory: it records when it was
/// given back (`leave`) and lent to a command (`suspended`), in the order
/// of everything the run did (`RunLog`).
final class RecordedScreen: ScreenSession, @unchecked Sendable {
    let layout: ScreenLayout
    private let log: RunLog

    init(layout: ScreenLayout, log: RunLog) {
        self.layout = layout
        self.log = log
    }

    func suspended<T>(_ body: () -> T) -> T {
        log.append("suspend")
        defer { log.append("resume") }
        return body()
    }

    func leave() {
        log.append("leave")
    }
}
