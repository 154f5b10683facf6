import Testing

/// A marble diagram of the reference throttle, RxSwift's
/// `throttle(latest: true)` (the first element at once, then the latest per
/// window; an upper-case letter is urgent, Enter, and goes at once), which
/// every throttle built on it must draw alike: the operator with its
/// interval gate (`ThrottleTests`), and the quota-aware throttle for keys
/// it does not pace (`QuotaThrottleTests`). Sleepers as in `Marble.play`:
/// a timer sleeps only while an element is held.
public struct ReferenceThrottleDiagram: Sendable, CustomTestStringConvertible {
    public let name: String
    /// The window, in ticks.
    public let interval: Int
    public let input: String
    public let output: String
    public let sleepers: String

    public var testDescription: String { name }

    public static let all: [ReferenceThrottleDiagram] = [
        .init(name: "the latest held element ends each window", interval: 3,
              input: "abcdefghijk|", output: "a--d--g--j--[k|]", sleepers: "0110110110110"),
        .init(name: "the leading element passes at once", interval: 3, input: "a|", output: "a|", sleepers: ""),
        .init(name: "a burst inside one window gives the leading and the latest", interval: 3,
              input: "abc-----|", output: "a--c----|", sleepers: "011"),
        .init(name: "the trailing emission opens the next window", interval: 3,
              input: "ab--c---|", output: "a--b--c-|", sleepers: "011011"),
        .init(name: "elements after a quiet gap pass at once and arm no timer", interval: 3,
              input: "a----b-----c|", output: "a----b-----c|", sleepers: ""),
        .init(name: "an element at the end of an empty window passes at once", interval: 3,
              input: "a--b|", output: "a--b|", sleepers: ""),
        .init(name: "a held element goes at the end of its window after the base finished", interval: 3,
              input: "ab|", output: "a--[b|]", sleepers: "0110"),
        .init(name: "an empty base finishes at once", interval: 3, input: "--|", output: "--|", sleepers: ""),
        .init(name: "an urgent element skips the window, drops what was held and stops its timer", interval: 3,
              input: "abC---d|", output: "a-C---d|", sleepers: "0100000"),
        .init(name: "an urgent element opens a new window that holds the next", interval: 4,
              input: "abCd-----|", output: "a-C---d--|", sleepers: "0101110"),
        .init(name: "an urgent element after a quiet gap passes as usual", interval: 3,
              input: "a----B-c--|", output: "a----B--c-|", sleepers: "00000001"),
    ]
}
