import Foundation
import Synchronization
import TestSupport
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

    /// Waits (off the cooperative pool) until `condition` holds for the
    /// events; false after `timeout`.
    func wait(timeout: TimeInterval = 10, until condition: @escaping @Sendable ([LineEditorEvent]) -> Bool) async -> Bool {
        await offThePool { self.waitBlocking(timeout: timeout, until: condition) }
    }

    func wait(for event: LineEditorEvent, timeout: TimeInterval = 10) async -> Bool {
        await wait(timeout: timeout) { $0.contains(event) }
    }

    private func waitBlocking(timeout: TimeInterval, until condition: ([LineEditorEvent]) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        changed.lock()
        defer { changed.unlock() }
        while !condition(all) {
            guard changed.wait(until: deadline) else { return condition(all) }
        }
        return true
    }
}
