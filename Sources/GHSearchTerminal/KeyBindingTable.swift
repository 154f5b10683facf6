import GHSearchInteractive
import GHSearchKeys

/// What a key does at the prompt: one of the editor's commands, one of
/// libedit's editing functions, or an action of the view model.
enum KeyMeaning: Equatable {
    case command(EditorCommand)
    case lineEditor(LineEditorFunction)
    /// Reported as `LineEditorEvent.action`.
    case action(SearchAction)

    /// The meaning of a key's `action` (`KeyTable`).
    init(_ action: KeyAction) {
        if let function = LineEditorFunction(action) {
            self = .lineEditor(function)
        } else if let viewAction = SearchAction(action) {
            self = .action(viewAction)
        } else {
            switch action {
            case .clearQuery: self = .command(.clearLine)
            case .deleteCharOrEOF: self = .command(.deleteOrEndOfInput)
            default: self = .command(.submit)  // accept: the one left
            }
        }
    }
}

/// A key and what it does, in order.
struct KeyBinding: Equatable {
    let key: Key
    let meanings: [KeyMeaning]
}

/// The prompt's keys: `KeyTable` (GHSearchCLI) as the input reader uses
/// it. A key not in the table does nothing (it never reaches libedit, so
/// `~/.editrc` can bind libedit's functions by name but no longer to key
/// sequences).
enum KeyBindingTable {
    /// Private key the input reader returns when woken (U+009D, a C1
    /// control: the reader never passes typed C1 controls through, so no
    /// keystroke can collide with it).
    static let wakeKey = Unicode.Scalar(0x9D)!
    /// Private key the input reader returns for a key's command or view
    /// action; which one goes beside it (`LineEditor.pendingKey`).
    static let commandKey = Unicode.Scalar(0x9A)!
    /// The libedit function name of `commandKey`.
    static let commandFunctionName = "ghs-key"

    /// The table without `--multi` and without `--bind` keys.
    static let bindings = bindings(multi: false, user: [])

    /// The table: `KeyTable`'s defaults (`--multi`'s with `multi`), the
    /// keys of `user` (`--bind`) replacing them.
    static func bindings(multi: Bool, user: [KeyBind]) -> [KeyBinding] {
        KeyTable.bindings(multi: multi, user: user).map { KeyBinding(key: $0.key, meanings: $0.actions.map(KeyMeaning.init)) }
    }

    /// The table as a lookup.
    static func meanings(_ bindings: [KeyBinding]) -> [Key: [KeyMeaning]] {
        Dictionary(bindings.map { ($0.key, $0.meanings) }, uniquingKeysWith: { _, last in last })
    }
}
