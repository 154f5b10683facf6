import FoundationEssentials
import Glibc
import GHSearchInteractive
import GHSearchKeys

/// How a `LineEditor` starts.
public struct LineEditorConfiguration: Sendable {
    /// Name libedit matches in `~/.editrc` lines such as `ghsearch:bind …`.
    public var programName: String
    /// The terminal read from.
    public var inputDescriptor: Int32
    /// The terminal written to.
    public var outputDescriptor: Int32
    /// Text before the line (control characters are dropped).
    public var prompt: String
    /// Shown dimmed at the right of the prompt row while the line is empty;
    /// nil for none.
    public var placeholder: String?
    /// Whether the placeholder may be dimmed (false: plain text).
    public var usesStyling: Bool
    /// The SGR sequence the prompt is written in (`--color prompt:`); empty: plain.
    public var promptStyle: String
    /// The SGR sequence the typed line is written in (`--color query:`); empty: plain.
    public var queryStyle: String
    /// History file (e.g. `$XDG_STATE_HOME/ghsearch/history`): loaded at
    /// start, written after every submitted line. Nil: history in memory only.
    public var historyPath: String?
    /// Entries kept in the history.
    public var historySize: Int
    /// Read `~/.editrc` (or `$EDITRC`) before ghsearch's own key bindings.
    public var readsEditrc: Bool
    /// `--multi`: Tab and Shift-Tab mark rows (Ctrl-V opens the detail view).
    public var multi: Bool
    /// The keys `--bind` gave their own actions.
    public var bindings: [KeyBind]
    /// How long an Escape waits for the rest of a key (`ESCDELAY`).
    public var escapeDelayMilliseconds: Int32
    /// Bytes the terminal gave before the editor existed (keys typed
    /// ahead): the editor reads them before anything else.
    public var typedAhead: [UInt8]

    public init(
        programName: String = "ghsearch",
        inputDescriptor: Int32 = STDIN_FILENO,
        outputDescriptor: Int32 = STDOUT_FILENO,
        prompt: String = "> ",
        placeholder: String? = nil,
        usesStyling: Bool = true,
        promptStyle: String = "",
        queryStyle: String = "",
        historyPath: String? = nil,
        historySize: Int = 500,
        readsEditrc: Bool = true,
        multi: Bool = false,
        bindings: [KeyBind] = [],
        escapeDelayMilliseconds: Int32 = 50,
        typedAhead: [UInt8] = []
    ) {
        self.programName = programName
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        self.prompt = prompt
        self.placeholder = placeholder
        self.usesStyling = usesStyling
        self.promptStyle = promptStyle
        self.queryStyle = queryStyle
        self.historyPath = historyPath
        self.historySize = historySize
        self.readsEditrc = readsEditrc
        self.multi = multi
        self.bindings = bindings
        self.escapeDelayMilliseconds = escapeDelayMilliseconds
        self.typedAhead = typedAhead
    }
}

extension LineEditorConfiguration {
    /// The Escape delay `ESCDELAY` asks for, in milliseconds as ncurses and
    /// fzf read it (capped at 5 s); 50 ms when it is unset or not a number.
    public static func escapeDelay(fromEnvironment value: String?) -> Int32 {
        guard let value, let milliseconds = Int32(value.filter { $0 != " " }),
              milliseconds >= 0 else { return InputReader.defaultEscapeDelayMilliseconds }
        return min(milliseconds, 5000)
    }
}
