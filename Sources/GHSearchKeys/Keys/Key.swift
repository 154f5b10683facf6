/// A key as a person presses it, whatever bytes the terminal sent for it,
/// named as fzf names it (`ctrl-a`, `alt-x`, `shift-up`, `ctrl-left`,
/// `f12`, `pgdn`, `btab`, `alt-bspace`, `ctrl-alt-shift-up` …).
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// The key without its modifiers.
    public enum Base: Hashable, Sendable {
        /// A character key: a letter (lower case under Ctrl), digit or sign.
        case character(Unicode.Scalar)
        case up, down, left, right
        case home, end, pageUp, pageDown, insert, delete
        /// F1 … F12 (and beyond, which terminals send for Shift-F… on some).
        case function(Int)
        case enter, tab, backspace, escape, space
    }

    public var base: Base
    public var modifiers: KeyModifiers

    public init(_ base: Base, _ modifiers: KeyModifiers = []) {
        self.base = base
        self.modifiers = modifiers
    }

    /// `ctrl-x` for a letter (or a sign with a control code: `ctrl-\`, `ctrl-]`, `ctrl-^`, `ctrl-/`).
    public static func ctrl(_ character: Unicode.Scalar) -> Key { Key(.character(character), .ctrl) }
    /// `alt-x`: the character typed with Alt (Escape before it).
    public static func alt(_ character: Unicode.Scalar) -> Key { Key(.character(character), .alt) }

    public var description: String { name }

    /// fzf's name: modifiers in fzf's order (`ctrl-alt-shift-`), then the
    /// base; Shift-Tab is `btab`.
    public var name: String {
        if base == .tab && modifiers == .shift { return "btab" }
        return modifierPrefix(["ctrl-", "alt-", "shift-"]) + Self.baseName(base)
    }

    /// The modifiers held, in fzf's order, spelt as `words` (Ctrl's, Alt's, Shift's).
    func modifierPrefix(_ words: [String]) -> String {
        zip([KeyModifiers.ctrl, .alt, .shift], words).filter { modifiers.contains($0.0) }.map(\.1).joined()
    }

    static func baseName(_ base: Base) -> String {
        switch base {
        case .character(let c): String(c)
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        case .insert: "insert"
        case .delete: "del"
        case .function(let n): "f\(n)"
        case .enter: "enter"
        case .tab: "tab"
        case .backspace: "bspace"
        case .escape: "esc"
        case .space: "space"
        }
    }

    /// The base names `init(name:)` reads, with fzf's aliases.
    static let baseNames: [String: Base] = {
        var names: [String: Base] = [
            "up": .up, "down": .down, "left": .left, "right": .right,
            "home": .home, "end": .end, "pgup": .pageUp, "page-up": .pageUp, "pgdn": .pageDown,
            "page-down": .pageDown, "insert": .insert, "del": .delete, "delete": .delete,
            "enter": .enter, "return": .enter, "tab": .tab, "bspace": .backspace, "bs": .backspace,
            "esc": .escape, "space": .space,
        ]
        for n in 1...12 { names["f\(n)"] = .function(n) }
        return names
    }()

    /// Reads fzf's spelling (case-insensitive for the modifiers and named
    /// keys; a character keeps its case: `alt-A` is Alt-Shift-A). Also
    /// reads fzf's aliases (`return`, `bs`, `page-up`, `delete`,
    /// `shift-tab`, `ctrl-m` for Enter, `ctrl-i` for Tab). Nil for a name
    /// no terminal key has.
    public init?(name: String) {
        // Read scalar by scalar: a combining mark after `alt-` must not glue itself to the `-`.
        var rest = Substring(name).unicodeScalars
        var modifiers = KeyModifiers()
        /// Takes `wanted` (lower-case ASCII) off the front of `rest`, in any case, when more follows it.
        func take(_ wanted: [Unicode.Scalar]) -> Bool {
            var index = rest.startIndex
            for expected in wanted {
                guard index != rest.endIndex, rest[index].isASCII, Key.foldedUnderCtrl(rest[index]) == expected else { return false }
                rest.formIndex(after: &index)
            }
            guard index != rest.endIndex else { return false }
            rest = rest[index...]
            return true
        }
        while true {
            let before = modifiers
            for (prefix, modifier) in Self.modifierPrefixes where !modifiers.contains(modifier) && take(prefix) {
                modifiers.insert(modifier)
                break
            }
            if modifiers == before { break }
        }
        let lower = String(Substring(rest)).lowercased()
        if lower == "btab" || (lower == "tab" && modifiers == .shift) {
            guard modifiers.isEmpty || modifiers == .shift else { return nil }
            self.init(.tab, .shift)
            return
        }
        if rest.allSatisfy(\.isASCII), let base = Self.baseNames[lower] {
            self.init(base, modifiers)
        } else if rest.count == 1, let scalar = rest.first,
                  scalar.value > 0x20, scalar.value != 0x7F, !(0x80...0x9F).contains(scalar.value) {
            guard !modifiers.isEmpty else { return nil }  // a plain character is text, not a key
            if modifiers.contains(.ctrl) {
                // Ctrl with a letter is one key whatever the case; Ctrl-M and Ctrl-I are Enter and Tab.
                let folded = Self.foldedUnderCtrl(scalar)
                switch (folded, modifiers) {
                case ("m", .ctrl): self.init(.enter)
                case ("i", .ctrl): self.init(.tab)
                default: self.init(.character(folded), modifiers)
                }
                return
            }
            self.init(.character(scalar), modifiers)
        } else {
            return nil
        }
    }

    /// The modifiers' prefixes in a name (`ctrl-alt-x`), in the order they are looked for.
    private static let modifierPrefixes: [([Unicode.Scalar], KeyModifiers)] = [
        (Array("ctrl-".unicodeScalars), .ctrl), (Array("alt-".unicodeScalars), .alt), (Array("shift-".unicodeScalars), .shift),
    ]

    /// The character a Ctrl key is named by: an ASCII letter in lower
    /// case (Ctrl-A and Ctrl-a are one key), anything else as it is.
    static func foldedUnderCtrl(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 0x20)! : scalar
    }

    /// The control code Ctrl gives with this character (`a` → 0x01,
    /// `space` → 0x00, `\` → 0x1C …), if it has one.
    static func controlCode(of character: Unicode.Scalar) -> UInt8? {
        switch character {
        case "a"..."z": UInt8(character.value - 0x60)
        case "@", " ": 0
        case "[": 0x1B
        case "\\": 0x1C
        case "]": 0x1D
        case "^": 0x1E
        case "/", "_": 0x1F
        default: nil
        }
    }
}

extension Key {
    /// The names `init(name:)` reads, in short (for messages).
    public static let nameSummary =
        "ctrl-a…ctrl-z, alt-KEY, ctrl-alt-KEY, [ctrl-|alt-|shift-]up/down/left/right/home/end/pgup/pgdn/insert/del, "
        + "f1…f12 (with ctrl-/alt-/shift-), enter, tab, btab, esc, space, bspace, alt-enter, alt-bspace, ctrl-space"
}

extension Key {
    /// The key as `--help` and the status line write it: `Ctrl-O`,
    /// `Alt-Y`, `Shift-Tab`, `Enter`, `PgDn`, `↑`.
    public var label: String {
        if base == .tab && modifiers == .shift { return "Shift-Tab" }
        let prefix = modifierPrefix(["Ctrl-", "Alt-", "Shift-"])
        let name = switch base {
        case .character(let c): String(c).uppercased()
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .insert: "Insert"
        case .delete: "Delete"
        case .function(let n): "F\(n)"
        case .enter: "Enter"
        case .tab: "Tab"
        case .backspace: "Backspace"
        case .escape: "Esc"
        case .space: "Space"
        }
        return prefix + name
    }
}
