import CEditLine
import FoundationEssentials
import Glibc
import GHSearchCore

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
/// line so far (the rest is typed on after it), a Tab opens the detail view,
/// and text that would make the line wider than the prompt row is dropped,
/// so the prompt never wraps.
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
    private let historyPath: String?
    private var prompt: OwnedCString
    private var promptColumns: Int
    private var placeholder: OwnedCString?
    private let noRightPrompt = OwnedCString("")
    private let usesStyling: Bool
    private var closed = false

    /// The terminal size the editor last measured.
    public private(set) var size: TerminalSize

    // State of a `run`.
    var handler: ((LineEditorEvent) -> LineEditorAction)?
    var stopRequested = false
    var lastReportedLine = ""
    var pendingWake = WakeReason()
    var insideKeyFunction = false
    /// The command (and its key) the reader last handed over as `KeyBindingTable.commandKey`.
    var pendingCommand: (command: EditorCommand, key: Key)?
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
                                  escapeDelayMilliseconds: configuration.escapeDelayMilliseconds)
        outputDescriptor = configuration.outputDescriptor
        usesStyling = configuration.usesStyling
        historyPath = configuration.historyPath
        let cleanPrompt = TerminalText.sanitize(configuration.prompt)
        prompt = OwnedCString(cleanPrompt)
        promptColumns = EditLineText.columns(of: cleanPrompt)
        size = TerminalSize.current(fd: configuration.outputDescriptor)

        var opened: [UnsafeMutablePointer<FILE>] = []
        for (fd, mode) in [
            (configuration.inputDescriptor, "r"), (configuration.outputDescriptor, "w"), (STDERR_FILENO, "w"),
        ] {
            let copy = dup(fd)
            guard copy >= 0, let file = fdopen(copy, mode) else {
                if copy >= 0 { Glibc.close(copy) }
                opened.forEach { _ = fclose($0) }
                throw .systemCall("fdopen", errno)
            }
            opened.append(file)
        }
        files = opened
        guard let history = LineHistory(size: configuration.historySize),
              let editLine = ghs_el_init(
                  configuration.programName, opened[0], opened[1], opened[2],
                  configuration.inputDescriptor, configuration.outputDescriptor, STDERR_FILENO)
        else {
            opened.forEach { _ = fclose($0) }
            throw .editLineUnavailable
        }
        self.history = history
        self.editLine = editLine
        if let path = configuration.historyPath { history.load(from: path) }
        setPlaceholder(configuration.placeholder)
        configure(readingEditrc: configuration.readsEditrc,
                  bindings: KeyBindingTable.bindings(multi: configuration.multi, userKeys: configuration.userKeys))
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
        _ = ghs_el_set_rprompt(editLine, Self.rightPromptFunction, Self.literalMarker)
        _ = ghs_el_set_getcfn(editLine, Self.readFunction)
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
    public func run(_ onEvent: (LineEditorEvent) -> LineEditorAction) {
        guard !closed, !running else { return }
        withoutActuallyEscaping(onEvent) { onEvent in
            handler = onEvent
            running = true
            stopRequested = false
            TerminalSignals.routeResize(toWakeDescriptor: waker.writeDescriptor)
            defer {
                TerminalSignals.routeResize(toWakeDescriptor: -1)
                running = false
                handler = nil
            }
            size = TerminalSize.current(fd: outputDescriptor)
            deliver(.redrawRequested)
            guard !stopRequested else { return }
            writeToTerminal(TerminalControl.moveCursor(row: size.rows, column: 1) + TerminalControl.eraseLine)
            _ = ghs_el_set_unbuffered(editLine, 1)  // raw mode; draws the prompt, empties the line
            defer { _ = ghs_el_set_unbuffered(editLine, 0) }
            if let line = lineBeforeRun {
                lineBeforeRun = nil
                replaceLine(with: line)
                redrawPromptRow()
            }
            lastReportedLine = currentLine
            while !stopRequested {
                var count: Int32 = 0
                // The result is not looked at: in unbuffered mode NULL is
                // also what an empty line gives (count -1). End of input is
                // known from the reader, which saw it.
                _ = ghs_el_gets(editLine, &count)
                if inputReader.reachedEnd {
                    dispatch(.endOfInput)
                    break
                }
                if !inputReader.hasPendingInput { reportLineChange() }
            }
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

    /// The 1-based column of the cursor on the prompt row, as libedit has it.
    public var cursorColumn: Int {
        guard !closed, let info = ghs_el_wline(editLine), let start = info.pointee.buffer,
              let cursor = info.pointee.cursor else { return promptColumns + 1 }
        return promptColumns + EditLineText.columns(of: EditLineText.string(from: start, to: cursor)) + 1
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
            redrawPromptRow()
        }
    }

    /// Changes the prompt (`search> ` for `> `), redrawn at once (#15).
    public func setPrompt(_ text: String) {
        let clean = TerminalText.sanitize(text)
        prompt = OwnedCString(clean)
        promptColumns = EditLineText.columns(of: clean)
        guard running else { return }
        if insideKeyFunction {
            lineReplacedInKeyFunction = true
        } else {
            redrawPromptRow()
        }
    }

    /// Changes the placeholder shown while the line is empty (nil: none),
    /// from the next time the prompt row is drawn.
    public func setPlaceholder(_ text: String?) {
        guard let text = text.map(TerminalText.sanitize), let last = text.last else {
            placeholder = nil
            return
        }
        guard usesStyling else {
            placeholder = OwnedCString(text)
            return
        }
        // Text between two markers takes no column, but sticks to the
        // character after it: the reset goes before a final space.
        let marker = String(UnicodeScalar(UInt8(Self.literalMarker)))
        let body = String(text.dropLast())
        placeholder = OwnedCString(
            marker + TerminalControl.dim + marker + body + String(last)
                + marker + TerminalControl.resetStyle + marker + " ")
    }

    /// Ends libedit (restoring the terminal modes it changed) and saves the
    /// history. Safe to call more than once.
    public func close() {
        guard !closed else { return }
        closed = true
        ghs_el_end(editLine)
        files.forEach { _ = fclose($0) }
        if let historyPath { history.save(to: historyPath) }
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
        if let historyPath { history.save(to: historyPath) }
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

    func replaceLine(with text: String) {
        guard let info = ghs_el_wline(editLine), let start = info.pointee.buffer,
              let cursor = info.pointee.cursor, let end = info.pointee.lastchar else { return }
        _ = ghs_el_cursor(editLine, Int32(end - cursor))
        ghs_el_deletestr(editLine, Int32(end - start))
        var characters = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        guard !characters.isEmpty else { return }
        characters.append(0)
        _ = ghs_el_winsertstr(editLine, characters)
    }

    /// Whether libedit may insert `scalar`: the line stays narrower than the
    /// prompt row, so it never wraps. Before a key is refused the terminal is
    /// measured again: keys typed right after the window grew arrive before
    /// the resize is handled, and must not be checked against the old width.
    /// libedit is told the new width first (else it would wrap the longer
    /// line itself); the resize's own wake-up redraws the screen after.
    func admits(_ scalar: Unicode.Scalar) -> Bool {
        let wanted = EditLineText.columns(of: currentLine) + EditLineText.columns(of: scalar) + promptColumns + 1
        if wanted <= size.columns { return true }
        guard TerminalSize.current(fd: outputDescriptor).columns > size.columns else { return false }
        _ = takeNewSize()
        return wanted <= size.columns
    }

    /// Measures the terminal again after `SIGWINCH`.
    func takeNewSize() -> TerminalSize {
        ghs_el_resize(editLine)
        size = TerminalSize.current(fd: outputDescriptor)
        return size
    }

    func writeToTerminal(_ text: String) {
        fflush(outputFile)  // what libedit buffered goes first
        FileDescriptorOutput(fileDescriptor: outputDescriptor).write(Array(text.utf8))
    }

    /// Redraws the prompt row outside a key function.
    private func redrawPromptRow() {
        writeToTerminal("\r" + TerminalControl.eraseLine)
        _ = ghs_el_refresh(editLine)
    }

    var promptPointer: UnsafeMutablePointer<CChar> { prompt.pointer }

    var rightPromptPointer: UnsafeMutablePointer<CChar> {
        guard let placeholder, currentLine.isEmpty else { return noRightPrompt.pointer }
        return placeholder.pointer
    }

    /// Marks text in a prompt that takes no column (an escape sequence).
    static let literalMarker = CChar(1)
}
