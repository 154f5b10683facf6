import CEditLine
import FoundationEssentials
import GHSearchInteractive
import GHSearchKeys

/// The C functions libedit calls, each forwarding to the `LineEditor` found
/// through `EL_CLIENTDATA`.
extension LineEditor {
    static func from(_ editLine: OpaquePointer?) -> LineEditor? {
        guard let editLine, let data = ghs_el_get_clientdata(editLine) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    static let promptFunction: ghs_el_prompt_function = { editLine in
        LineEditor.from(editLine)?.promptPointer
    }

    /// libedit's read: 1 with a character, 0 at end of input.
    static let readFunction: el_rfunc_t = { editLine, character in
        guard let editor = LineEditor.from(editLine), let character else { return -1 }
        return editor.read(into: character)
    }

    /// One distinct C function per command: libedit passes a key function
    /// only the last character of its key sequence, which does not tell
    /// PageUp (`ESC [ 5 ~`) from PageDown (`ESC [ 6 ~`).
    static func keyFunction(for command: EditorCommand) -> ghs_el_key_function {
        switch command {
        case .submit: { editLine, _ in LineEditor.from(editLine)?.perform(.submit) ?? LineEditor.keepGoing }
        case .clearLine: { editLine, _ in LineEditor.from(editLine)?.perform(.clearLine) ?? LineEditor.keepGoing }
        case .deleteOrEndOfInput: { editLine, _ in
            LineEditor.from(editLine)?.perform(.deleteOrEndOfInput) ?? LineEditor.keepGoing
        }
        case .wake: { editLine, _ in LineEditor.from(editLine)?.perform(.wake) ?? LineEditor.keepGoing }
        }
    }

    static let keepGoing = UInt8(CC_NORM)

    /// The function of `KeyBindingTable.commandKey`: the command or action
    /// the reader decoded the key to.
    static let commandKeyFunction: ghs_el_key_function = { editLine, _ in
        guard let editor = LineEditor.from(editLine), let pending = editor.pendingKey else {
            return LineEditor.keepGoing
        }
        editor.pendingKey = nil
        switch pending {
        case .command(let command): return editor.perform(command)
        case .action(let action): return editor.report(action)
        case .mouse(let event): return editor.report(event)
        }
    }

    private func read(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        while true {
            // About to wait for a key: what libedit did with the last ones is shown.
            if !inputReader.hasPendingInput { drawPromptRow() }
            switch inputReader.next() {
            case .endOfInput:
                return 0
            case let .wake(reason):
                pendingWake.redraw = pendingWake.redraw || reason.redraw
                pendingWake.resized = pendingWake.resized || reason.resized
                character.pointee = wchar_t(bitPattern: KeyBindingTable.wakeKey.value)
                return 1
            case let .command(command):
                return hand(.command(command), as: character)
            case let .action(action):
                return hand(.action(action), as: character)
            case let .mouse(event):
                return hand(.mouse(event), as: character)
            case let .edit(function):
                character.pointee = wchar_t(bitPattern: function.privateKey.value)
                return 1
            case .batchEnded:
                // What the read's last keys followed is reported now, as `run`
                // reports a line when the reader has nothing left.
                reportLineChange()
                continue
            case let .character(scalar, isText):
                if isText && !admitsText {
                    // Refused (the line is full). When it ends what was typed,
                    // the line as it stands is reported now: the reader is
                    // about to wait for more, and `run` would not see it.
                    if !inputReader.hasPendingInput { reportLineChange() }
                    continue
                }
                character.pointee = wchar_t(bitPattern: scalar.value)
                return 1
            }
        }
    }

    /// Hands `key` to libedit as `KeyBindingTable.commandKey`, whose
    /// function (`commandKeyFunction`) takes it back from `pendingKey`.
    private func hand(_ key: PendingKey, as character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        pendingKey = key
        character.pointee = wchar_t(bitPattern: KeyBindingTable.commandKey.value)
        return 1
    }

    /// Runs one of ghsearch's key functions; returns libedit's `CC_…` code.
    func perform(_ command: EditorCommand) -> UInt8 {
        runInsideKeyFunction { performInsideKeyFunction(command) }
    }

    /// Reports a key's action of the view model.
    func report(_ action: SearchAction) -> UInt8 {
        runInsideKeyFunction {
            dispatch(.action(action))
            return Self.keepGoing
        }
    }

    /// Reports a mouse report, for the screen to place.
    func report(_ event: MouseEvent) -> UInt8 {
        runInsideKeyFunction {
            dispatch(.mouse(event))
            return Self.keepGoing
        }
    }

    private func runInsideKeyFunction(_ body: () -> UInt8) -> UInt8 {
        insideKeyFunction = true
        lineReplacedInKeyFunction = false
        defer { insideKeyFunction = false }
        let code = body()
        return lineReplacedInKeyFunction ? UInt8(CC_REDISPLAY) : code
    }

    private func performInsideKeyFunction(_ command: EditorCommand) -> UInt8 {
        switch command {
        case .submit:
            let line = currentLine
            remember(line)
            dispatch(.submit(line))
        case .clearLine:
            reportLineChange()
            replaceLine(with: "")
            lastReportedLine = ""
            deliver(.cleared)
            return UInt8(CC_REFRESH)
        case .deleteOrEndOfInput:
            guard let info = ghs_el_wline(editLine), let cursor = info.pointee.cursor,
                  let end = info.pointee.lastchar, let start = info.pointee.buffer else { return Self.keepGoing }
            if start == end {
                dispatch(.endOfInput)
            } else if cursor < end {
                _ = ghs_el_cursor(editLine, 1)
                ghs_el_deletestr(editLine, 1)
                return UInt8(CC_REFRESH)
            }
        case .wake:
            let reason = pendingWake
            pendingWake = WakeReason()
            if reason.resized {
                dispatch(.resized(takeNewSize()))
            }
            if reason.redraw { dispatch(.redrawRequested) }
            // A frame leaves the prompt row as it is, the cursor where the row puts it: the row is
            // written again only when what it shows changed, the terminal was resized
            // (`takeNewSize`) or given to a command and back (`layout` set again).
            return Self.keepGoing
        }
        return Self.keepGoing
    }
}
