import GHSearchKeys
/// Pick and act's own state.
public struct PickState: Sendable, Equatable {
    /// The rows marked with `--multi` (Tab / Shift-Tab).
    public var marks = PickMarks()

    public init(marks: PickMarks = PickMarks()) {
        self.marks = marks
    }
}
