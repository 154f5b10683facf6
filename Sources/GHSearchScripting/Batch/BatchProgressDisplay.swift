import FoundationEssentials
import GHSearchText
import GHSearchGitHub

/// What a batch's progress puts on standard error, and when, without I/O:
/// one line redrawn in place on a terminal (at most every `redrawInterval`,
/// and once a second so a countdown moves), a plain line every
/// `lineInterval` (and at each new wait) otherwise, nothing when quiet.
/// Each call returns the text to write now, if any. After `finish` (the
/// summary) every call returns nil: nothing is ever drawn after it.
public struct BatchProgressDisplay: Sendable {
    public enum Style: Sendable, Equatable {
        case terminal(width: Int)
        case lines
        case quiet
    }

    public let style: Style
    public let catalogue: Catalogue
    public private(set) var progress: BatchProgress
    public private(set) var isFinished = false
    private var lastDrawn = Date.distantPast
    let lineInterval: TimeInterval
    let redrawInterval: TimeInterval = 0.1

    public init(style: Style, total: Int, items: BatchItems = .users, catalogue: Catalogue, startedAt: Date,
                lineInterval: TimeInterval = 10) {
        self.style = style
        self.catalogue = catalogue
        self.lineInterval = lineInterval
        progress = BatchProgress(total: total, startedAt: startedAt, items: items)
    }

    public mutating func handle(_ event: BatchEvent, quota: RateLimit, now: Date) -> String? {
        update(now: now, force: false) {
            $0.apply(event)
            $0.rateLimit = quota
        }
    }

    public mutating func waiting(_ wait: BatchWait, now: Date) -> String? {
        update(now: now, force: true) {
            $0.wait(wait, now: now)
            if let quota = wait.rateLimit { $0.rateLimit = quota }
        }
    }

    /// The once-a-second redraw of a terminal line.
    public mutating func tick(quota: RateLimit, now: Date) -> String? {
        guard case .terminal = style else { return nil }
        return update(now: now, force: true) { $0.rateLimit = quota }
    }

    /// The closing summary (after clearing the terminal line), with what is
    /// left of each quota the batch spent from; the display is finished.
    public mutating func finish(_ summary: BatchSummary, quotas: [RateLimit]) -> String? {
        guard !isFinished else { return nil }
        isFinished = true
        let prefix: String
        switch style {
        case .quiet: return nil
        case .terminal: prefix = "\r" + ANSI.eraseToEndOfLine
        case .lines: prefix = ""
        }
        let quota = quotas.compactMap(catalogue.quotaAmount)
        return prefix + catalogue.batchDone(written: summary.written, failed: summary.failed, left: summary.left,
                                            quota: quota.isEmpty ? nil : quota.joined(separator: ", "), progress.items) + "\n"
    }

    /// What starts a last line of its own (the interrupt's hint) after the progress drawn so far.
    public var lineBreak: String {
        switch style {
        case .terminal: "\r" + ANSI.eraseToEndOfLine
        case .lines, .quiet: ""
        }
    }

    private mutating func update(now: Date, force: Bool, _ change: (inout BatchProgress) -> Void) -> String? {
        guard !isFinished else { return nil }
        let wasWaiting = progress.waiting
        change(&progress)
        progress.settleWait(now: now)
        switch style {
        case .quiet:
            return nil
        case .terminal(let width):
            guard force || now.timeIntervalSince(lastDrawn) >= redrawInterval || progress.done == progress.total else { return nil }
            lastDrawn = now
            return "\r" + TerminalText.truncate(progress.line(now: now, catalogue: catalogue), toWidth: max(10, width - 1))
                + ANSI.eraseToEndOfLine
        case .lines:
            let newWait = progress.waiting != nil && progress.waiting != wasWaiting
            guard newWait || now.timeIntervalSince(lastDrawn) >= lineInterval else { return nil }
            lastDrawn = now
            return "ghsearch: " + progress.line(now: now, catalogue: catalogue) + "\n"
        }
    }
}
