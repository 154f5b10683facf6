/// A key `--bind` can give a command to, named as fzf names it. The subset:
/// `ctrl-a` … `ctrl-z` (but `ctrl-i`, `ctrl-j` and `ctrl-m`, which are Tab
/// and Enter), `alt-a` … `alt-z`, and `f1` … `f4`. A binding replaces
/// ghsearch's own meaning of that key.
public enum BoundKey: Hashable, Sendable, CustomStringConvertible {
    /// `ctrl-x`: the control character of this lower-case letter.
    case ctrl(Character)
    /// `alt-x`: Escape, then this lower-case letter.
    case alt(Character)
    /// `f1` … `f4`.
    case function(Int)

    public init?(name: String) {
        let lower = name.lowercased()
        if lower.hasPrefix("ctrl-"), let letter = BoundKey.letter(lower.dropFirst(5)), !"ijm".contains(letter) {
            self = .ctrl(letter)
        } else if lower.hasPrefix("alt-"), let letter = BoundKey.letter(lower.dropFirst(4)) {
            self = .alt(letter)
        } else if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...4).contains(n), lower.count == 2 {
            self = .function(n)
        } else {
            return nil
        }
    }

    private static func letter(_ text: Substring) -> Character? {
        guard text.count == 1, let c = text.first, c.isASCII, c.isLetter else { return nil }
        return c
    }

    public var description: String {
        switch self {
        case .ctrl(let c): "ctrl-\(c)"
        case .alt(let c): "alt-\(c)"
        case .function(let n): "f\(n)"
        }
    }

    /// The key as the terminal sends it (xterm's sequences; F1–F4 in the
    /// SS3 form every common terminal and tmux use).
    public var sequence: String {
        switch self {
        case .ctrl(let c): String(UnicodeScalar(c.asciiValue! - 96))
        case .alt(let c): "\u{1B}" + String(c)
        case .function(let n): "\u{1B}O" + ["P", "Q", "R", "S"][n - 1]
        }
    }

    /// The key whose sequence ends with `last` (what libedit tells a key
    /// function), among the keys `sequence` spells: a control character is
    /// a `ctrl-` key, a lower-case letter an `alt-` key, `P`…`S` F1–F4.
    public init?(lastCharacterOfSequence last: UInt32) {
        switch last {
        case 1...26 where ![9, 10, 13].contains(last): self = .ctrl(Character(UnicodeScalar(UInt8(last + 96))))
        case 97...122: self = .alt(Character(UnicodeScalar(UInt8(last))))
        case 80...83: self = .function(Int(last) - 79)
        default: return nil
        }
    }
}
