/// What the quota-aware throttle needs to know of an element of the search
/// stream.
public protocol QuotaThrottled: Sendable {
    /// The line as typed: a trailing space or tab means the last word is finished.
    var text: String { get }
    /// Whether searching it spends a request of the search limit. Elements
    /// that do not (an empty line, a user's list in user mode) always pass
    /// the reference throttle.
    var isMetered: Bool { get }
    /// Whether searching it spends a request of the core limit (a user's
    /// list): paced like a metered element while that limit is scarce
    /// (`QuotaThrottlePolicy.pacesNames`, `coreReserve`), and passing the
    /// reference throttle otherwise.
    var spendsCore: Bool { get }
    /// Enter: searched as soon as the quota allows, without waiting for a
    /// throttle window or for the text to settle.
    var isUrgent: Bool { get }
    /// Whether it asks for the same request as `other` (which is then not
    /// paid for again).
    func isSameRequest(as other: Self) -> Bool
}

extension QuotaThrottled {
    public var spendsCore: Bool { false }
}
