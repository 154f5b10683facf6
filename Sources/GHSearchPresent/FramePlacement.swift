/// Where a frame goes on the terminal (`ScreenLayout.placement`): its
/// first row, the prompt's row, the column its rows start at and how many
/// cells each clears (inside a border), and the border's own bytes,
/// written with every full repaint.
public struct FramePlacement: Sendable, Equatable {
    public var frameTop: Int
    public var promptRow: Int
    public var frameLeft: Int
    /// The cells a row is cleared across; nil: to the end of the line.
    public var frameWidth: Int?
    /// The border's drawing (`ScreenLayout.borderDrawing`); empty without one.
    public var border: String

    public init(frameTop: Int = 1, promptRow: Int, frameLeft: Int = 1, frameWidth: Int? = nil, border: String = "") {
        self.frameTop = frameTop
        self.promptRow = promptRow
        self.frameLeft = frameLeft
        self.frameWidth = frameWidth
        self.border = border
    }
}
