import GHSearchInteractive
import GHSearchPresent
import GHSearchTerminal

/// The prompt as the interactive mode drives it (`LineEditor`): it reads
/// keys on its thread and reports them as events, and is told what to show.
public protocol PromptEditor: AnyObject {
    /// Wakes `run` from any thread with `.redrawRequested`.
    var redrawWaker: any RedrawWaker { get }
    /// Where the frame and the prompt are on the terminal.
    var layout: ScreenLayout { get set }
    /// The screens' size (the frame and the prompt, inside a border).
    var size: TerminalSize { get }
    /// The whole terminal's size.
    var terminalSize: TerminalSize { get }
    /// The cursor's column on the prompt line.
    var cursorColumn: Int { get }
    /// The prompt's first column (inside a border's left line).
    var promptLeft: Int { get }
    /// History files that were not ones, kept aside: where, and as what.
    var historyKeptAside: [(path: String, keptAs: String)] { get }
    var newestHistoryEntry: String? { get }
    /// Reads keys and reports events until `onEvent` says stop.
    func run(_ onEvent: @escaping (LineEditorEvent) -> LineEditorAction)
    func setInfo(_ info: PromptInfo?)
    func setLine(_ text: String)
    func setPrompt(_ text: String)
    func setPlaceholder(_ text: String?)
    func rememberName(_ name: String)
    /// Keys the terminal gave to another reader (`ScreenSession.takeTypedAhead`), read next.
    func typeAhead(_ typed: [UInt8])
    func close()
}
