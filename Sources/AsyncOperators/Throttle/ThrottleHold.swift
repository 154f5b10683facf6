/// The pure decisions of a throttle, free of locks, tasks and clock reads:
/// the element held back and the gate that says when it goes.
///
/// An arriving element is held — replacing the one held if `latest` (or if
/// it is urgent), else dropped while one is held — and the gate judges the
/// held element at once, again when the deadline returned comes, and again
/// whenever the gate was told something (`reconsider`). Every decision
/// returns what to send now and the next deadline: the earlier of the held
/// element's and the gate's own (`wakeUp`).
public struct ThrottleHold<Gate: ThrottleGate>: Sendable {
    public typealias Decision = ThrottleDecision<Gate.Element, Gate.Instant>

    public var gate: Gate
    public let latest: Bool
    public private(set) var held: HeldElement<Gate.Element, Gate.Instant>?

    public init(gate: Gate, latest: Bool = true) {
        self.gate = gate
        self.latest = latest
    }

    /// `element` arrived at `now`; `urgent` when it passes at once.
    public mutating func received(_ element: Gate.Element, urgent: Bool, now: Gate.Instant) -> Decision {
        guard urgent || latest || held == nil else { return decide(now: now, justArrived: false) }
        held = HeldElement(element: element, isUrgent: urgent, since: now)
        return decide(now: now, justArrived: true)
    }

    /// A deadline came, or the gate was told something: judged afresh from
    /// the time, whatever asked.
    public mutating func reconsider(now: Gate.Instant) -> Decision {
        decide(now: now, justArrived: false)
    }

    private mutating func decide(now: Gate.Instant, justArrived: Bool) -> Decision {
        var decision = Decision()
        if let held {
            switch gate.verdict(on: held, justArrived: justArrived, now: now) {
            case .send:
                self.held = nil
                gate.sent(held.element, now: now)
                decision.emit = held.element
            case .drop:
                self.held = nil
            case .hold(let until):
                decision.deadline = until
            }
        }
        if let wake = gate.wakeUp(now: now) {
            decision.deadline = decision.deadline.map { min($0, wake) } ?? wake
        }
        return decision
    }
}
