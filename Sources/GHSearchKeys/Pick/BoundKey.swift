/// A key `--bind` can give a command to: any key `Key(name:)` reads, in
/// fzf's spelling (`ctrl-a`, `alt-x`, `shift-up`, `ctrl-left`, `f1`…`f12`,
/// `home`, `pgdn`, `del`, `btab`, `enter`, `esc`, `alt-bspace` …). A
/// binding replaces ghsearch's own meaning of that key.
public struct BoundKey: Hashable, Sendable, CustomStringConvertible {
    public let key: Key

    public init(_ key: Key) {
        self.key = key
    }

    public init?(name: String) {
        guard let key = Key(name: name) else { return nil }
        self.key = key
    }

    /// `ctrl-x` for this lower-case letter.
    public static func ctrl(_ letter: Character) -> BoundKey { BoundKey(.ctrl(letter.unicodeScalars.first!)) }
    /// `alt-x`.
    public static func alt(_ character: Character) -> BoundKey { BoundKey(.alt(character.unicodeScalars.first!)) }
    /// `f1` … `f12`.
    public static func function(_ number: Int) -> BoundKey { BoundKey(Key(.function(number))) }

    public var description: String { key.name }
}
