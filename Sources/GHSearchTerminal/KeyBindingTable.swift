import GHSearchCore

/// A key sequence, as the terminal sends it, and the editor function it runs.
struct KeyBinding: Equatable {
    let keys: String
    let command: EditorCommand
}

/// Every key whose meaning ghsearch relies on. Bound after `~/.editrc` is
/// read, so these win; every other key keeps libedit's emacs binding.
enum KeyBindingTable {
    /// Private key the input reader returns when woken (U+009D, a C1
    /// control: the reader never passes typed C1 controls through, so no
    /// keystroke can collide with it).
    static let wakeKey = Unicode.Scalar(0x9D)!
    /// Private key the input reader returns for an Escape pressed on its own
    /// (no sequence follows within `InputReader.escapeTimeout`).
    static let loneEscapeKey = Unicode.Scalar(0x9B)!

    /// The table without `--multi` and without `--bind` keys.
    static let bindings = bindings(multi: false, userKeys: [])

    /// The table: with `multi`, Tab and Shift-Tab mark (fzf's keys) and the
    /// detail view stays on Ctrl-V; `userKeys` (from `--bind`) come last and
    /// so replace any meaning they had.
    static func bindings(multi: Bool, userKeys: [BoundKey]) -> [KeyBinding] {
        var table = builtIn.filter { $0.keys != "\t" }
        table.append(KeyBinding(keys: "\t", command: multi ? .toggleMarkDown : .openDetail))
        for key in userKeys {
            table.removeAll { $0.keys == key.sequence }
            table.append(KeyBinding(keys: key.sequence, command: .userKey))
        }
        return table
    }

    private static let builtIn: [KeyBinding] = [
        KeyBinding(keys: "\r", command: .submit),
        KeyBinding(keys: "\n", command: .submit),
        KeyBinding(keys: "\u{15}", command: .clearLine),  // Ctrl-U
        KeyBinding(keys: String(loneEscapeKey), command: .escape),  // Esc
        KeyBinding(keys: "\u{04}", command: .deleteOrEndOfInput),  // Ctrl-D
        KeyBinding(keys: "\u{03}", command: .interrupt),  // Ctrl-C
        KeyBinding(keys: "\u{1B}[A", command: .selectPrevious),  // Up, normal cursor mode
        KeyBinding(keys: "\u{1B}OA", command: .selectPrevious),  // Up, application cursor mode
        KeyBinding(keys: "\u{10}", command: .selectPrevious),  // Ctrl-P
        KeyBinding(keys: "\u{1B}[B", command: .selectNext),
        KeyBinding(keys: "\u{1B}OB", command: .selectNext),
        KeyBinding(keys: "\u{0E}", command: .selectNext),  // Ctrl-N
        KeyBinding(keys: "\u{1B}[5~", command: .pageUp),
        KeyBinding(keys: "\u{1B}[6~", command: .pageDown),
        KeyBinding(keys: "\u{0F}", command: .openBrowser),  // Ctrl-O
        // README preview (#16): Home/End as xterm, VT220 and rxvt send them; Alt-V
        KeyBinding(keys: "\u{1B}[H", command: .home),
        KeyBinding(keys: "\u{1B}OH", command: .home),
        KeyBinding(keys: "\u{1B}[1~", command: .home),
        KeyBinding(keys: "\u{1B}[7~", command: .home),
        KeyBinding(keys: "\u{1B}[F", command: .end),
        KeyBinding(keys: "\u{1B}OF", command: .end),
        KeyBinding(keys: "\u{1B}[4~", command: .end),
        KeyBinding(keys: "\u{1B}[8~", command: .end),
        KeyBinding(keys: "\u{1B}v", command: .togglePreview),

        // Pick and act (#14)
        KeyBinding(keys: "\u{16}", command: .openDetail),  // Ctrl-V (the detail view's key with --multi)
        KeyBinding(keys: "\u{1B}[Z", command: .toggleMarkUp),  // Shift-Tab
        KeyBinding(keys: "\u{1B}c", command: .clone),  // Alt-C
        KeyBinding(keys: "\u{1B}y", command: .copyURL),  // Alt-Y
        KeyBinding(keys: "\u{1B}h", command: .openHomepage),  // Alt-H
        KeyBinding(keys: "\u{1B}i", command: .openIssues),  // Alt-I
        KeyBinding(keys: String(wakeKey), command: .wake),
    ]
}
