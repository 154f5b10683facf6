import GHSearchInteractive
import GHSearchPresent
import GHSearchKeys

/// What happened at the prompt, delivered on the editor's thread.
public enum LineEditorEvent: Equatable, Sendable {
    /// The line changed; sent once per batch of keystrokes read together
    /// (a paste is one batch), and before any other event of the batch.
    case lineChanged(String)
    /// Enter (or a newline in pasted text): search for the line now. The line stays.
    case submit(String)
    /// Ctrl-U emptied the line (the search text is now "").
    case cleared
    /// Ctrl-D on an empty line, or the terminal is gone.
    case endOfInput
    /// A key's action of the view model (`KeyTable`, `--bind`), as it is.
    case action(SearchAction)
    /// A mouse report (SGR mode 1006): where it lands is the screen's to say (`MouseRouting`).
    case mouse(MouseEvent)
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
