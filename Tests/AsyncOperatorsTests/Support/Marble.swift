import TestSupport
/// One event of a marble diagram.
enum MarbleEvent: Equatable, Sendable {
    case value(String)
    case finish
}

/// Marble diagrams, one tick per character: `-` nothing, `|` the end, any
/// other character an element of that one-character string, and `[…]` several
/// events in one tick (e.g. `"a--d--g--j--[k|]"`).
enum Marble {
    /// The events of each tick, in order.
    static func parse(_ diagram: String) -> [[MarbleEvent]] {
        var ticks: [[MarbleEvent]] = []
        var group: [MarbleEvent]?
        for character in diagram {
            let event: MarbleEvent?
            switch character {
            case "[":
                group = []
                continue
            case "]":
                ticks.append(group ?? [])
                group = nil
                continue
            case "-": event = nil
            case "|": event = .finish
            default: event = .value(String(character))
            }
            if group != nil {
                if let event { group?.append(event) }
            } else {
                ticks.append(event.map { [$0] } ?? [])
            }
        }
        return ticks
    }

    /// The diagram of `events` (tick, event), without trailing `-`.
    static func render(_ events: [(tick: Int, event: MarbleEvent)]) -> String {
        let lastTick = events.map(\.tick).max() ?? -1
        var diagram = ""
        for tick in stride(from: 0, through: lastTick, by: 1) {
            let symbols = events.filter { $0.tick == tick }.map { event -> String in
                switch event.event {
                case .value(let value): value
                case .finish: "|"
                }
            }
            switch symbols.count {
            case 0: diagram += "-"
            case 1: diagram += symbols[0]
            default: diagram += "[" + symbols.joined() + "]"
            }
        }
        return diagram
    }

    /// `diagram` without trailing `-`, to compare with `render(_:)`.
    static func trimmed(_ diagram: String) -> String {
        String(diagram.reversed().drop { $0 == "-" }.reversed())
    }
}
