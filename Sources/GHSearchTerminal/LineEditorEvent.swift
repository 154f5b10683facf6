import GHSearchCore

/// What happened at the prompt, delivered on the editor's thread.
public enum LineEditorEvent: Equatable, Sendable {
    /// The line changed; sent once per batch of keystrokes read together
    /// (a paste is one batch), and before any other event of the batch.
    case lineChanged(String)
    /// Enter (or a newline in pasted text): search for the line now. The line stays.
    case submit(String)
    /// Ctrl-U emptied the line (the search text is now "").
    case cleared
    /// Up/Down, Ctrl-P/Ctrl-N: move the selection by this many rows.
    case moveSelection(Int)
    /// PageUp/PageDown: move the selection by this many pages.
    case page(Int)
    /// Tab: show the selected repository.
    case openDetail
    /// Ctrl-O: open the selected repository in a browser.
    case openBrowser
    // README preview (#16)
    /// Home / End (the cursor has moved to the line's start / end as well).
    case home
    case end
    /// Alt-V: show or hide the side preview.
    case togglePreview
    /// Ctrl-D on an empty line, or the terminal is gone.
    case endOfInput
    /// Ctrl-C.
    case interrupt
    // Pick and act (#14)
    /// Esc on its own.
    case escape
    /// Tab (with `--multi`) and Shift-Tab: mark, then move by this many rows.
    case toggleMark(Int)
    /// Alt-C.
    case clone
    /// Alt-Y.
    case copyURL
    /// Alt-H.
    case openHomepage
    /// Alt-I.
    case openIssues
    /// A key bound with `--bind`.
    case boundKey(BoundKey)
    /// Draw the screen now (`LineEditorWaker.requestRedraw()` was called, or
    /// `run` is starting). Whatever is drawn, the prompt is redrawn after.
    case redrawRequested
    /// The terminal has a new size; repaint everything for it.
    case resized(TerminalSize)
}

/// What the editor does after an event.
public enum LineEditorAction: Equatable, Sendable {
    /// Keep reading keys.
    case `continue`
    /// Return from `run` (after the current key).
    case stop
}
