import GHSearchInteractive
import GHSearchKeys

/// What the input reader handed over as `KeyBindingTable.commandKey`.
enum PendingKey {
    case command(EditorCommand)
    case action(SearchAction)
    case mouse(MouseEvent)
}
