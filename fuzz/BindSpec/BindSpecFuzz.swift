import GHSearchCLI
import GHSearchInteractive

/// libFuzzer entry: the input is a `--bind` value. Checks the parser:
/// it returns or throws, never traps; every key it accepts is named as fzf
/// names it and reads back as the same key, every action without an
/// argument reads back from its name; a value it accepts, written
/// back binding by binding, is accepted again with the same keys.
@_cdecl("LLVMFuzzerTestOneInput")
public func bindSpecFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let binds = try? KeyBind.parseList(text) else { return 0 }
    for bind in binds {
        let name = bind.key.description
        guard let again = BoundKey(name: name), again == bind.key else {
            fatalError("key \(bind.key) named \(name.debugDescription) does not read back (from \(text.debugDescription))")
        }
        guard !bind.actions.isEmpty else { fatalError("a key with no action from \(text.debugDescription)") }
        for action in bind.actions {
            switch action {
            case .execute(let command), .executeSilent(let command), .become(let command):
                if command.words.isEmpty { fatalError("a command with no words from \(text.debugDescription)") }
            default:
                // An action without an argument is named as it is read.
                if KeyAction.plain.contains(action), (try? KeyBind.parseList("f1:" + action.name))?.first?.actions != [action] {
                    fatalError("\(action.name) does not read back (from \(text.debugDescription))")
                }
            }
        }
    }
    let keys = binds.map(\.key.description)
    let rewritten = keys.map { "\($0):abort" }.joined(separator: ",")
    guard let reparsed = try? KeyBind.parseList(rewritten), reparsed.map(\.key.description) == keys else {
        fatalError("\(rewritten.debugDescription) (the keys of \(text.debugDescription)) is refused or differs")
    }
    return 0
}
