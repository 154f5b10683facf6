import Foundation
import Synchronization
@testable import GHSearchTerminal

/// Collects a line editor's events from its thread; tests wait on it.
final class EventRecorder: Sendable {
    private let events = Mutex<[LineEditorEvent]>([])
    private let changed = NSCondition()

    func record(_ event: LineEditorEvent) {
        events.withLock { $0.append(event) }
        changed.lock()
        changed.broadcast()
        changed.unlock()
    }

    var all: [LineEditorEvent] { events.withLock { $0 } }

    /// Events other than line changes and redraws.
    var keys: [LineEditorEvent] {
        all.filter {
            switch $0 {
            case .lineChanged, .redrawRequested: false
            default: true
            }
        }
    }

    /// The last reported line.
    var lastLine: String? {
        all.reversed().lazy.compactMap { event -> String? in
            switch event {
            case let .lineChanged(line): line
            case .cleared: ""
            default: nil
            }
        }.first
    }

    /// Waits until `condition` holds for the events; false after `timeout`.
    func wait(timeout: TimeInterval = 10, until condition: ([LineEditorEvent]) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        changed.lock()
        defer { changed.unlock() }
        while !condition(all) {
            guard changed.wait(until: deadline) else { return condition(all) }
        }
        return true
    }

    func wait(for event: LineEditorEvent, timeout: TimeInterval = 10) -> Bool {
        wait(timeout: timeout) { $0.contains(event) }
    }
}
