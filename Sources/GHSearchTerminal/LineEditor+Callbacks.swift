import CEditLine
import FoundationEssentials
import GHSearchCore

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
        case .interrupt: { editLine, _ in LineEditor.from(editLine)?.perform(.interrupt) ?? LineEditor.keepGoing }
        case .selectPrevious: { editLine, _ in LineEditor.from(editLine)?.perform(.selectPrevious) ?? LineEditor.keepGoing }
        case .selectNext: { editLine, _ in LineEditor.from(editLine)?.perform(.selectNext) ?? LineEditor.keepGoing }
        case .pageUp: { editLine, _ in LineEditor.from(editLine)?.perform(.pageUp) ?? LineEditor.keepGoing }
        case .pageDown: { editLine, _ in LineEditor.from(editLine)?.perform(.pageDown) ?? LineEditor.keepGoing }
        case .openDetail: { editLine, _ in LineEditor.from(editLine)?.perform(.openDetail) ?? LineEditor.keepGoing }
        case .openBrowser: { editLine, _ in LineEditor.from(editLine)?.perform(.openBrowser) ?? LineEditor.keepGoing }
        case .home: { editLine, _ in LineEditor.from(editLine)?.perform(.home) ?? LineEditor.keepGoing }
        case .end: { editLine, _ in LineEditor.from(editLine)?.perform(.end) ?? LineEditor.keepGoing }
        case .togglePreview: { editLine, _ in LineEditor.from(editLine)?.perform(.togglePreview) ?? LineEditor.keepGoing }
        case .escape: { editLine, _ in LineEditor.from(editLine)?.perform(.escape) ?? LineEditor.keepGoing }
        case .toggleMarkDown: { editLine, _ in LineEditor.from(editLine)?.perform(.toggleMarkDown) ?? LineEditor.keepGoing }
        case .toggleMarkUp: { editLine, _ in LineEditor.from(editLine)?.perform(.toggleMarkUp) ?? LineEditor.keepGoing }
        case .clone: { editLine, _ in LineEditor.from(editLine)?.perform(.clone) ?? LineEditor.keepGoing }
        case .copyURL: { editLine, _ in LineEditor.from(editLine)?.perform(.copyURL) ?? LineEditor.keepGoing }
        case .openHomepage: { editLine, _ in LineEditor.from(editLine)?.perform(.openHomepage) ?? LineEditor.keepGoing }
        case .openIssues: { editLine, _ in LineEditor.from(editLine)?.perform(.openIssues) ?? LineEditor.keepGoing }
        case .userKey: { editLine, _ in LineEditor.from(editLine)?.perform(.userKey) ?? LineEditor.keepGoing }
        case .toggleMode: { editLine, _ in LineEditor.from(editLine)?.perform(.toggleMode) ?? LineEditor.keepGoing }
        case .wake: { editLine, _ in LineEditor.from(editLine)?.perform(.wake) ?? LineEditor.keepGoing }
        }
    }

    static let keepGoing = UInt8(CC_NORM)

    /// The function of `KeyBindingTable.commandKey`: the command the reader
    /// decoded the key to.
    static let commandKeyFunction: ghs_el_key_function = { editLine, _ in
        guard let editor = LineEditor.from(editLine), let pending = editor.pendingCommand else {
            return LineEditor.keepGoing
        }
        editor.pendingCommand = nil
        return editor.perform(pending.command, key: pending.key)
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
            case let .command(command, key):
                pendingCommand = (command, key)
                character.pointee = wchar_t(bitPattern: KeyBindingTable.commandKey.value)
                return 1
            case let .edit(function):
                character.pointee = wchar_t(bitPattern: function.privateKey.value)
                return 1
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

    /// Runs one of ghsearch's key functions; returns libedit's `CC_…` code.
    func perform(_ command: EditorCommand, key: Key? = nil) -> UInt8 {
        insideKeyFunction = true
        lineReplacedInKeyFunction = false
        defer { insideKeyFunction = false }
        let code = performInsideKeyFunction(command, key: key)
        return lineReplacedInKeyFunction ? UInt8(CC_REDISPLAY) : code
    }

    private func performInsideKeyFunction(_ command: EditorCommand, key: Key?) -> UInt8 {
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
        case .interrupt:
            dispatch(.interrupt)
        case .selectPrevious:
            dispatch(.moveSelection(-1))
        case .selectNext:
            dispatch(.moveSelection(1))
        case .pageUp:
            dispatch(.page(-1))
        case .pageDown:
            dispatch(.page(1))
        case .openDetail:
            dispatch(.openDetail)
        case .toggleMode:
            dispatch(.toggleMode)
        case .openBrowser:
            dispatch(.openBrowser)
        case .home, .end:
            // The line editor's meaning first (libedit's own keys are replaced), then the view's.
            if let info = ghs_el_wline(editLine), let cursor = info.pointee.cursor,
               let end = info.pointee.lastchar, let start = info.pointee.buffer {
                _ = ghs_el_cursor(editLine, Int32(command == .home ? start - cursor : end - cursor))
            }
            dispatch(command == .home ? .home : .end)
            return UInt8(CC_CURSOR)
        case .togglePreview:
            dispatch(.togglePreview)
        case .escape:
            dispatch(.escape)
        case .toggleMarkDown:
            dispatch(.toggleMark(1))
        case .toggleMarkUp:
            dispatch(.toggleMark(-1))
        case .clone:
            dispatch(.clone)
        case .copyURL:
            dispatch(.copyURL)
        case .openHomepage:
            dispatch(.openHomepage)
        case .openIssues:
            dispatch(.openIssues)
        case .userKey:
            if let key { dispatch(.boundKey(BoundKey(key))) }
        case .wake:
            let reason = pendingWake
            pendingWake = WakeReason()
            if reason.resized {
                dispatch(.resized(takeNewSize()))
            }
            if reason.redraw { dispatch(.redrawRequested) }
            // Whatever was drawn, the prompt row is drawn whole before the next key.
            invalidatePromptRow()
            return UInt8(CC_REDISPLAY)
        }
        return Self.keepGoing
    }
}
