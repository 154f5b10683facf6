import CEditLine
import FoundationEssentials
import Glibc
import GHSearchText
import GHSearchInteractive
import GHSearchPresent

/// The prompt at the bottom of the interactive screen: libedit in emacs mode,
/// reading one key at a time and reporting what the user did as
/// `LineEditorEvent`s, while other threads ask for redraws through `waker`.
///
/// Threading: `LineEditor` is `@unchecked Sendable` so it can be created on
/// one thread and run on another. The invariant: only `waker` (and
/// `requestRedraw()`) may be used while `run` is running on another thread;
/// everything else is used by one thread at a time, the one in `run` (from
/// inside its event handler) or, outside `run`, its owner.
///
/// Keys (see `KeyBindingTable`): Enter submits; Ctrl-U and Esc clear; Ctrl-D
/// deletes the character under the cursor, or ends input on an empty line;
/// Ctrl-C interrupts; Up/Down and Ctrl-P/Ctrl-N move the selection (history
/// is on Alt-P/Alt-N and Ctrl-R, libedit's own); PageUp/PageDown page; Tab
/// opens the detail view; Ctrl-O opens the browser. Every other key keeps
/// its libedit emacs meaning, and `~/.editrc` applies.
///
/// Typed or pasted input never stops the editor: invalid UTF-8 becomes
/// U+FFFD, C1 controls are dropped, a newline in pasted text submits the
/// line so far (the rest is typed on after it), a Tab opens the detail view.
///
/// The line may be longer than the row: libedit edits it, but draws into
/// nothing (its output stream is `/dev/null`, and it is told the row is
/// wider than any line), and the editor draws the prompt row itself —
/// `PromptRow`'s window of the line, scrolled sideways so the cursor is
/// always on screen — each time it is about to wait for a key. A line holds
/// at most `ScreenGeometry.promptMaximumLength` characters; typed text past that is
/// not inserted (the status line says why: `SearchNotice.lineFull`).
public final class LineEditor: @unchecked Sendable {
    /// Wakes `run` from any thread for a redraw.
    public let waker: LineEditorWaker

    let editLine: OpaquePointer
    let inputReader: InputReader
    let outputDescriptor: Int32
    /// libedit's streams: input, output, errors (duplicated descriptors).
    private let files: [UnsafeMutablePointer<FILE>]
    private var outputFile: UnsafeMutablePointer<FILE> { files[1] }
    private let history: LineHistory
    /// The file the history is kept in, shared with other running instances.
    private let historyFile: HistoryFile?
    /// The lines this session added, oldest first: what it merges into the file.
    private var addedLines: [String] = []
    /// Files that were not history files, moved aside (`HistoryFile`), for
    /// a note once the screen is given back.
    public private(set) var historyKeptAside: [(path: String, keptAs: String)] = []
    private var prompt: OwnedCString
    private var promptColumns: Int
    private var placeholderText: String?
    private let usesStyling: Bool
    private let promptStyle: String
    private let queryStyle: String
    private var promptText: String
    /// The prompt row as last written, and where its window of the line starts.
    private var drawnRow: String?
    private var firstVisibleCluster = 0
    private var closed = false

    /// The terminal size the editor last measured.
    public private(set) var terminalSize: TerminalSize
    /// Where the screen is (`--height`, `--layout`): set once the terminal is
    /// entered, and again when a command gave it back; the prompt row is
    /// then written whole.
    public var layout = ScreenLayout() {
        didSet { drawnRow = nil }
    }

    /// The size the screens are drawn in: the region's (the whole terminal
    /// by default), less the border's cells.
    public var size: TerminalSize {
        let inner = layout.innerSize(terminalRows: terminalSize.rows, columns: terminalSize.columns)
        return TerminalSize(columns: inner.columns, rows: inner.rows)
    }

    /// The terminal column of the prompt row's first cell (after a border's left line).
    public var promptLeft: Int { 1 + layout.insets(terminalRows: terminalSize.rows, columns: terminalSize.columns).left }

    /// The cells the prompt row is cleared across: nil (the whole line) without side lines.
    private var promptRowWidth: Int? { Self.promptRowWidth(layout: layout, terminalSize: terminalSize) }

    /// `promptRowWidth` on a terminal of `terminalSize` holding the screen as `layout` says.
    static func promptRowWidth(layout: ScreenLayout, terminalSize: TerminalSize) -> Int? {
        let insets = layout.insets(terminalRows: terminalSize.rows, columns: terminalSize.columns)
        return insets.left + insets.right > 0
            ? layout.innerSize(terminalRows: terminalSize.rows, columns: terminalSize.columns).columns : nil
    }

    /// `--info inline` / `inline-right`: the count shown on the prompt row.
    private var info: PromptInfo?

    /// The terminal row of the prompt.
    public var promptRowNumber: Int { layout.promptRow(terminalRows: terminalSize.rows) }

    // State of a `run`.
    var handler: ((LineEditorEvent) -> LineEditorAction)?
    var stopRequested = false
    var lastReportedLine = ""
    var pendingWake = WakeReason()
    var insideKeyFunction = false
    /// What the reader last handed over as `KeyBindingTable.commandKey`.
    var pendingKey: PendingKey?
    var lineReplacedInKeyFunction = false
    private var running = false
    private var lineBeforeRun: String?

    /// Opens libedit on the configured terminal. Sets `LC_CTYPE` to a UTF-8
    /// locale (see `EditLineText.ensureUTF8CharacterType`).
    public init(configuration: LineEditorConfiguration) throws(TerminalError) {
        // libedit is loaded now, the first time it is needed (see CEditLine/include/CEditLine.h).
        guard ghs_edit_load() != 0 else {
            throw .libraryMissing(ghs_edit_load_error().map { String(cString: $0) } ?? GHS_EDIT_SONAME)
        }
        EditLineText.ensureUTF8CharacterType()
        waker = try LineEditorWaker()
        inputReader = InputReader(inputDescriptor: configuration.inputDescriptor, waker: waker,
                                  escapeDelayMilliseconds: configuration.escapeDelayMilliseconds,
                                  typedAhead: configuration.typedAhead)
        outputDescriptor = configuration.outputDescriptor
        usesStyling = configuration.usesStyling
        promptStyle = configuration.promptStyle
        queryStyle = configuration.queryStyle
        historyFile = configuration.historyPath.map { HistoryFile(path: $0, limit: configuration.historySize) }
        let cleanPrompt = TerminalText.sanitize(configuration.prompt)
        prompt = OwnedCString(cleanPrompt)
        promptText = cleanPrompt
        promptColumns = TerminalText.width(cleanPrompt)
        terminalSize = TerminalSize.current(fd: configuration.outputDescriptor)

        var opened: [UnsafeMutablePointer<FILE>] = []
        // libedit's drawing goes nowhere: the editor draws the prompt row (`drawPromptRow`).
        let nowhere = open("/dev/null", O_WRONLY | O_CLOEXEC)
        for (fd, mode) in [
            (configuration.inputDescriptor, "r"), (nowhere, "w"), (STDERR_FILENO, "w"),
        ] {
            let copy = dup(fd)
            guard copy >= 0, let file = fdopen(copy, mode) else {
                if copy >= 0 { Glibc.close(copy) }
                opened.forEach { _ = fclose($0) }
                throw .systemCall("fdopen", errno)
            }
            opened.append(file)
        }
        if nowhere >= 0 { Glibc.close(nowhere) }
        files = opened
        // libedit's set-up puts the terminal in its cooked mode (echo on,
        // lines buffered) until `run` enters raw mode: the modes found are
        // put back, so keys typed before `run` still wait unechoed when the
        // terminal was entered so (`TerminalSession`).
        var found = termios()
        let foundModes = tcgetattr(configuration.outputDescriptor, &found) == 0
        guard let history = LineHistory(size: configuration.historySize),
              let editLine = ghs_el_init(
                  configuration.programName, opened[0], opened[1], opened[2],
                  configuration.inputDescriptor, configuration.outputDescriptor, STDERR_FILENO)
        else {
            opened.forEach { _ = fclose($0) }
            throw .editLineUnavailable
        }
        if foundModes { _ = tcsetattr(configuration.outputDescriptor, TCSANOW, &found) }
        self.history = history
        self.editLine = editLine
        if let historyFile {
            let loaded = historyFile.load()
            for entry in loaded.entries { history.add(entry) }
            noteKeptAside(loaded)
        }
        setPlaceholder(configuration.placeholder)
        configure(readingEditrc: configuration.readsEditrc,
                  bindings: KeyBindingTable.bindings(multi: configuration.multi, user: configuration.bindings))
    }

    deinit {
        close()
    }

    private func configure(readingEditrc: Bool, bindings: [KeyBinding]) {
        _ = ghs_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        _ = ghs_el_set_editor(editLine, "emacs")
        _ = ghs_el_set_signal(editLine, 0)
        // Ctrl-C and Ctrl-\ arrive as keys, not as signals, while editing.
        _ = ghs_el_setty_edit(editLine, "-isig")
        _ = ghs_el_set_history(editLine, history.handle)
        _ = ghs_el_set_prompt(editLine, Self.promptFunction, Self.literalMarker)
        _ = ghs_el_set_getcfn(editLine, Self.readFunction)
        // One row of libedit's own (unseen) layout holds the longest line.
        _ = ghs_el_settc(editLine, "co", String(ScreenGeometry.promptMaximumLength + 256))
        if readingEditrc { _ = ghs_el_source(editLine, nil) }
        for command in EditorCommand.allCases {
            _ = ghs_el_addfn(editLine, command.functionName, command.help, Self.keyFunction(for: command))
        }
        _ = ghs_el_addfn(editLine, KeyBindingTable.commandFunctionName, "Run ghsearch's command for the key read",
                         Self.commandKeyFunction)
        // libedit sees only text and private keys (the reader decodes keys).
        _ = ghs_el_bind(editLine, String(KeyBindingTable.commandKey), KeyBindingTable.commandFunctionName)
        _ = ghs_el_bind(editLine, String(KeyBindingTable.wakeKey), EditorCommand.wake.functionName)
        for function in LineEditorFunction.allCases {
            _ = ghs_el_bind(editLine, String(function.privateKey), function.libeditName)
        }
        inputReader.meanings = KeyBindingTable.meanings(bindings)
    }

    /// Reads keys until an event handler returns `.stop` or input ends,
    /// calling `onEvent` on this thread for everything that happens. Starts
    /// by asking for a redraw, then shows the prompt on the bottom row.
    /// Terminal modes libedit changed are restored when it returns.
    public func run(_ onEvent: @escaping (LineEditorEvent) -> LineEditorAction) {
        guard !closed, !running else { return }
        handler = onEvent
        running = true
        stopRequested = false
        TerminalSignals.routeResize(toWakeDescriptor: waker.writeDescriptor)
        defer {
            TerminalSignals.routeResize(toWakeDescriptor: -1)
            running = false
            handler = nil
        }
        terminalSize = TerminalSize.current(fd: outputDescriptor)
        deliver(.redrawRequested)
        guard !stopRequested else { return }
        writeToTerminal(TerminalControl.moveCursor(row: promptRowNumber, column: promptLeft)
            + TerminalControl.erase(width: promptRowWidth))
        _ = ghs_el_set_unbuffered(editLine, 1)  // raw mode; draws the prompt, empties the line
        defer { _ = ghs_el_set_unbuffered(editLine, 0) }
        drawnRow = nil
        if let line = lineBeforeRun {
            lineBeforeRun = nil
            replaceLine(with: line)
        }
        drawPromptRow()
        lastReportedLine = currentLine
        while !stopRequested {
            var count: Int32 = 0
            // The result is not looked at: in unbuffered mode NULL is
            // also what an empty line gives (count -1). End of input is
            // known from the reader, which saw it.
            _ = ghs_el_wgets(editLine, &count)
            if inputReader.reachedEnd {
                dispatch(.endOfInput)
                break
            }
            if !inputReader.hasPendingInput { reportLineChange() }
        }
    }

    /// Asks `run` to deliver `.redrawRequested`; safe from any thread.
    public func requestRedraw() {
        waker.requestRedraw()
    }

    /// The text being edited.
    public var currentLine: String {
        guard !closed, let info = ghs_el_wline(editLine), let start = info.pointee.buffer,
              let end = info.pointee.lastchar else { return "" }
        return EditLineText.string(from: start, to: end)
    }

    /// The 1-based terminal column of the cursor on the prompt row, as
    /// drawn. Read it on the editor thread (in an event handler) or when
    /// `run` is not running.
    public var cursorColumn: Int {
        promptLeft - 1 + promptRow().cursorColumn
    }

    /// The prompt row's text as it would be drawn now, for `row`.
    private var rowText: PromptRowText {
        PromptRowText(prompt: promptText, promptStyle: promptStyle, queryStyle: queryStyle, placeholder: placeholderText,
                      usesStyling: usesStyling, info: info, columns: size.columns)
    }

    /// The cells of the prompt row the prompt and the line take: the row's,
    /// less the inline info's.
    private var lineRowWidth: Int { rowText.lineRowWidth }

    /// Shows `info` on the prompt row (`--info inline`, `inline-right`), or
    /// nothing (nil); the row is redrawn when it changes.
    public func setInfo(_ info: PromptInfo?) {
        guard info != self.info else { return }
        self.info = info
        if running, !insideKeyFunction { drawPromptRow() }
    }

    /// The prompt row for the line and cursor as libedit has them now.
    /// While libedit's incremental history search runs, its prompt and
    /// pattern follow the line after a newline: the row shows those.
    private func promptRow() -> PromptRow {
        guard !closed, let info = ghs_el_wline(editLine), let start = info.pointee.buffer,
              let cursor = info.pointee.cursor, let end = info.pointee.lastchar else {
            return PromptRow.layout(line: "", cursorScalar: 0, promptWidth: promptColumns, width: lineRowWidth)
        }
        let line = EditLineText.string(from: start, to: end)
        if let newline = line.unicodeScalars.lastIndex(of: "\n") {
            let searching = String(line.unicodeScalars[line.unicodeScalars.index(after: newline)...])
            return PromptRow.layout(line: searching, cursorScalar: searching.unicodeScalars.count,
                                    promptWidth: promptColumns, width: lineRowWidth)
        }
        return PromptRow.layout(line: line, cursorScalar: cursor - start, promptWidth: promptColumns,
                                width: lineRowWidth, firstCluster: firstVisibleCluster)
    }

    /// Characters in the line.
    var lineLength: Int {
        guard !closed, let info = ghs_el_wline(editLine), let start = info.pointee.buffer,
              let end = info.pointee.lastchar else { return 0 }
        return end - start
    }

    /// Writes the prompt row: the prompt, the window of the line, the
    /// placeholder on an empty line; the cursor where libedit has it.
    /// Nothing is written when the row would be what it already is.
    func drawPromptRow() {
        guard running, !closed else { return }
        let row = promptRow()
        firstVisibleCluster = row.firstCluster
        let bytes = rowText.bytes(row: row, lineIsEmpty: lineLength == 0, rowNumber: promptRowNumber, left: promptLeft,
                                  clearWidth: promptRowWidth)
        guard bytes != drawnRow else { return }
        drawnRow = bytes
        writeToTerminal(bytes)
    }

    /// Replaces the line (control characters dropped), cursor at its end;
    /// e.g. to start with a user name typed. Reports no `.lineChanged`.
    public func setLine(_ text: String) {
        let clean = TerminalText.sanitize(text)
        guard running else {
            lineBeforeRun = clean
            lastReportedLine = clean
            return
        }
        replaceLine(with: clean)
        lastReportedLine = currentLine
        if insideKeyFunction {
            lineReplacedInKeyFunction = true
        } else {
            drawPromptRow()
        }
    }

    /// Changes the prompt (`search> ` for `> `), redrawn at once.
    public func setPrompt(_ text: String) {
        let clean = TerminalText.sanitize(text)
        prompt = OwnedCString(clean)
        promptText = clean
        promptColumns = TerminalText.width(clean)
        guard running else { return }
        if insideKeyFunction {
            lineReplacedInKeyFunction = true
        } else {
            drawPromptRow()
        }
    }

    /// Changes the placeholder shown (dimmed, at the right) while the line
    /// is empty (nil: none), from the next time the prompt row is drawn.
    public func setPlaceholder(_ text: String?) {
        placeholderText = Self.shownPlaceholder(text)
    }

    /// A placeholder as the row shows it: control characters dropped; nil when nothing is left.
    static func shownPlaceholder(_ text: String?) -> String? {
        text.map(TerminalText.sanitize).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Ends libedit (restoring the terminal modes it changed) and saves the
    /// history. Safe to call more than once.
    public func close() {
        guard !closed else { return }
        closed = true
        ghs_el_end(editLine)
        files.forEach { _ = fclose($0) }
        if !addedLines.isEmpty { saveHistory() }
    }

    /// Merges this session's lines into the history file.
    private func saveHistory() {
        guard let historyFile else { return }
        noteKeptAside(historyFile.save(added: addedLines))
    }

    private func noteKeptAside(_ outcome: HistoryFile.Outcome) {
        guard let keptAs = outcome.keptAside, let historyFile else { return }
        historyKeptAside.append((historyFile.path, keptAs))
    }

    /// Entries in the history list.
    public var historyCount: Int { history.count }

    // MARK: - Used by the key functions

    /// Reports the line if it changed since it was last reported.
    func reportLineChange() {
        let line = currentLine
        guard line != lastReportedLine else { return }
        lastReportedLine = line
        deliver(.lineChanged(line))
    }

    /// Reports a pending line change, then `event`.
    func dispatch(_ event: LineEditorEvent) {
        reportLineChange()
        deliver(event)
    }

    func deliver(_ event: LineEditorEvent) {
        guard let handler, !stopRequested else { return }
        if handler(event) == .stop { stopRequested = true }
    }

    /// Records a submitted line in the history and its file (an older
    /// copy of it goes: each entry is kept once).
    func remember(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        history.addUnique(line)
        addedLines.removeAll { $0 == line }
        addedLines.append(line)
        if let limit = historyFile?.limit, addedLines.count > limit { addedLines.removeFirst(addedLines.count - limit) }
        saveHistory()
    }

    /// Adds a name whose search succeeded to the history, once.
    public func rememberName(_ name: String) {
        guard !closed else { return }
        remember(name)
    }

    /// The newest history entry (for Up on an empty line), if any.
    public var newestHistoryEntry: String? {
        guard !closed else { return nil }
        return history.newest
    }

    /// A line as the editor keeps it: its first `ScreenGeometry.promptMaximumLength` characters.
    static func kept(_ line: String) -> String {
        // The slice made a string directly, not through a view built from
        // it (a generic append whose metadata the first frame would make).
        let scalars = line.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: ScreenGeometry.promptMaximumLength,
                                      limitedBy: scalars.endIndex) else { return line }
        return String(scalars[..<end])
    }

    func replaceLine(with text: String) {
        let text = Self.kept(text)
        guard let info = ghs_el_wline(editLine), let start = info.pointee.buffer,
              let cursor = info.pointee.cursor, let end = info.pointee.lastchar else { return }
        _ = ghs_el_cursor(editLine, Int32(end - cursor))
        ghs_el_deletestr(editLine, Int32(end - start))
        var characters = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        guard !characters.isEmpty else { return }
        characters.append(0)
        _ = ghs_el_winsertstr(editLine, characters)
    }

    /// Whether libedit may insert a typed character: the line holds
    /// fewer than `ScreenGeometry.promptMaximumLength`. The width of the terminal
    /// plays no part (the row scrolls).
    var admitsText: Bool {
        lineLength < ScreenGeometry.promptMaximumLength
    }

    /// Measures the terminal again after `SIGWINCH`. libedit is not told:
    /// it draws nothing on the terminal, and its own row stays wider than
    /// any line.
    func takeNewSize() -> TerminalSize {
        terminalSize = TerminalSize.current(fd: outputDescriptor)
        drawnRow = nil
        return size
    }

    /// Keys the terminal gave while another reader had it (`TerminalSession.takeTypedAhead`):
    /// read after the keys already read, before any read from now on.
    public func typeAhead(_ typed: [UInt8]) {
        inputReader.typeAhead(typed)
    }

    func writeToTerminal(_ text: String) {
        fflush(outputFile)  // what libedit buffered goes first
        FileDescriptorOutput(fileDescriptor: outputDescriptor).write(Array(text.utf8))
    }

    var promptPointer: UnsafeMutablePointer<CChar> { prompt.pointer }

    /// Marks text in a prompt that takes no column (an escape sequence).
    static let literalMarker = CChar(1)
}
