import GHSearchCore

/// What a key does at the prompt: one of ghsearch's commands, or one of
/// libedit's editing functions.
enum KeyMeaning: Equatable {
    case command(EditorCommand)
    case lineEditor(LineEditorFunction)
}

/// A key and what it does.
struct KeyBinding: Equatable {
    let key: Key
    let meaning: KeyMeaning
}

/// Every key the prompt knows, as `KeyDecoder` names them. A key not in
/// the table does nothing (it never reaches libedit, so `~/.editrc` can
/// bind libedit's functions by name but no longer to key sequences).
enum KeyBindingTable {
    /// Private key the input reader returns when woken (U+009D, a C1
    /// control: the reader never passes typed C1 controls through, so no
    /// keystroke can collide with it).
    static let wakeKey = Unicode.Scalar(0x9D)!
    /// Private key the input reader returns for a key bound to one of
    /// ghsearch's commands; the command (and the key) go beside it, through
    /// `InputReader.takeCommand()`.
    static let commandKey = Unicode.Scalar(0x9A)!
    /// The libedit function name of `commandKey`.
    static let commandFunctionName = "ghs-key"

    /// The table without `--multi` and without `--bind` keys.
    static let bindings = bindings(multi: false, userKeys: [])

    /// The table: with `multi`, Tab and Shift-Tab mark (fzf's keys) and the
    /// detail view stays on Ctrl-V; `userKeys` (from `--bind`) come last and
    /// so replace any meaning they had.
    static func bindings(multi: Bool, userKeys: [BoundKey]) -> [KeyBinding] {
        var table = builtIn.filter { $0.key != Key(.tab) }
        table.append(KeyBinding(key: Key(.tab), meaning: .command(multi ? .toggleMarkDown : .openDetail)))
        for bound in userKeys {
            let key = bound.key
            table.removeAll { $0.key == key }
            table.append(KeyBinding(key: key, meaning: .command(.userKey)))
        }
        return table
    }

    /// The table as a lookup.
    static func meanings(_ bindings: [KeyBinding]) -> [Key: KeyMeaning] {
        Dictionary(bindings.map { ($0.key, $0.meaning) }, uniquingKeysWith: { _, last in last })
    }

    private static func command(_ name: String, _ command: EditorCommand) -> KeyBinding {
        KeyBinding(key: Key(name: name)!, meaning: .command(command))
    }

    private static func edit(_ name: String, _ function: LineEditorFunction) -> KeyBinding {
        KeyBinding(key: Key(name: name)!, meaning: .lineEditor(function))
    }

    private static let builtIn: [KeyBinding] = [
        command("enter", .submit),
        command("ctrl-j", .submit),
        command("ctrl-u", .clearLine),
        command("esc", .escape),
        command("ctrl-d", .deleteOrEndOfInput),
        command("ctrl-c", .interrupt),
        command("up", .selectPrevious),
        command("ctrl-p", .selectPrevious),
        command("down", .selectNext),
        command("ctrl-n", .selectNext),
        command("pgup", .pageUp),
        command("pgdn", .pageDown),
        command("ctrl-o", .openBrowser),
        command("home", .home),
        command("end", .end),
        command("alt-v", .togglePreview),
        command("ctrl-v", .openDetail),
        command("btab", .toggleMarkUp),
        command("alt-c", .clone),
        command("alt-y", .copyURL),
        command("alt-h", .openHomepage),
        command("alt-i", .openIssues),
        command("ctrl-t", .toggleMode),

        // The line, as readline and fzf edit it.
        edit("left", .backwardChar),
        edit("ctrl-b", .backwardChar),
        edit("right", .forwardChar),
        edit("ctrl-f", .forwardChar),
        edit("ctrl-left", .backwardWord),
        edit("alt-left", .backwardWord),
        edit("alt-b", .backwardWord),
        edit("ctrl-right", .forwardWord),
        edit("alt-right", .forwardWord),
        edit("alt-f", .forwardWord),
        edit("bspace", .backwardDeleteChar),
        edit("ctrl-h", .backwardDeleteChar),
        edit("del", .deleteChar),
        edit("ctrl-w", .backwardKillWord),
        edit("alt-bspace", .backwardKillWord),
        edit("alt-d", .killWord),
        edit("ctrl-k", .killLine),
        edit("ctrl-y", .yank),
        edit("ctrl-a", .beginningOfLine),
        edit("ctrl-e", .endOfLine),
        edit("alt-p", .historyPrevious),
        edit("alt-n", .historyNext),
        edit("ctrl-r", .historySearch),
    ]
}
