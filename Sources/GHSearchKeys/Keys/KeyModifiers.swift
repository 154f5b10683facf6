/// Shift, Alt and Ctrl, as terminals report them (xterm's modifier
/// parameter is 1 + the sum of these bits).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let shift = KeyModifiers(rawValue: 1)
    public static let alt = KeyModifiers(rawValue: 2)
    public static let ctrl = KeyModifiers(rawValue: 4)

    /// From xterm's modifier parameter (`1;5D`: 5 is Ctrl) or kitty's
    /// (the same bits, then Super, Hyper, Meta, Caps Lock, Num Lock):
    /// Meta counts as Alt, the locks are ignored; nil when Super or Hyper
    /// is held (no key ghsearch knows) or the value is out of range.
    init?(parameter: Int) {
        guard (1...256).contains(parameter) else { return nil }
        let bits = parameter - 1
        guard bits & (8 | 16) == 0 else { return nil }
        var modifiers = KeyModifiers(rawValue: bits & 7)
        if bits & 32 != 0 { modifiers.insert(.alt) }
        self = modifiers
    }
}
