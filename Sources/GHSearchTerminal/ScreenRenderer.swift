import GHSearchInteractive
import GHSearchPresent

/// Draws frames above the prompt row, writing only the rows that changed,
/// in one write per frame (see `FrameDiff`).
///
/// Used on the thread that runs the line editor, from its event handler.
/// Pass the editor's `cursorColumn` so the cursor goes back where libedit
/// has it: then any event may draw, not only `.redrawRequested`.
public final class ScreenRenderer {
    private let output: TerminalOutput
    private var previousFrame: [String]?

    /// The screen size frames are drawn for.
    public private(set) var size: TerminalSize
    /// Bytes written by the last `render` call (0 when nothing changed).
    public private(set) var lastFrameByteCount = 0
    /// Bytes written since creation.
    public private(set) var totalByteCount = 0
    /// Frames that needed a write since creation.
    public private(set) var writtenFrameCount = 0
    /// Where the frame, the prompt and the border are (`ScreenLayout.placement`:
    /// inline, the prompt on top, a border); nil: rows 1… and the last, the whole width.
    public var placement: FramePlacement?

    public init(output: TerminalOutput, size: TerminalSize) {
        self.output = output
        self.size = size
    }

    /// Rows available for a frame: all but the prompt row.
    public var frameRows: Int { max(0, size.rows - 1) }

    /// Draws `frame` (rows 1…H−1), writing only what changed since the last
    /// one, and leaves the cursor on the bottom row at `cursorColumn`.
    public func render(_ frame: [String], cursorColumn: Int = 1) {
        let update = FrameDiff.updateBytes(from: previousFrame, to: frame, screenRows: size.rows, cursorColumn: cursorColumn,
                                           placement: placement)
        previousFrame = frame
        lastFrameByteCount = update.count
        guard !update.isEmpty else { return }
        output.write(update)
        totalByteCount += lastFrameByteCount
        writtenFrameCount += 1
    }

    /// Takes a new screen size: the next frame is a full repaint.
    public func resize(to newSize: TerminalSize) {
        size = newSize
        invalidate()
    }

    /// Forgets what is on screen: the next frame is a full repaint.
    public func invalidate() {
        previousFrame = nil
    }
}
