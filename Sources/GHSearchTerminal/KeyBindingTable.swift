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

    static let bindings: [KeyBinding] = [
        KeyBinding(keys: "\r", command: .submit),
        KeyBinding(keys: "\n", command: .submit),
        KeyBinding(keys: "\u{15}", command: .clearLine),  // Ctrl-U
        KeyBinding(keys: String(loneEscapeKey), command: .clearLine),  // Esc
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
        KeyBinding(keys: "\t", command: .openDetail),
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
        KeyBinding(keys: String(wakeKey), command: .wake),
    ]
}
