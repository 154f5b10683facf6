/// Turns the characters a terminal sends into text and keys: pure, one
/// character at a time, so it can be tested with the byte tables of real
/// terminals and fuzzed.
///
/// Reads the forms xterm/VTE, tmux/screen, rxvt, the Linux console and
/// kitty send: CSI (`ESC [ … final`) and SS3 (`ESC O x`) keys, xterm's
/// modifier parameter (`ESC [ 1 ; 5 D` is Ctrl-Left), the `~` keys (Home,
/// Insert, Delete, End, PgUp, PgDn, F5–F20) with rxvt's `$` `^` `@`
/// suffixes (Shift, Ctrl, Ctrl-Shift), rxvt's `ESC [ a`…`d` and `ESC O a`…`d`,
/// the Linux console's `ESC [ [ A`…`E` (F1–F5), CSI-u and xterm's
/// `ESC [ 27 ; mods ; code ~`, Alt as an Escape before a key (also before
/// a sequence: `ESC ESC [ A` is Alt-Up), and mouse reports: SGR's
/// (`ESC [ < b ; x ; y M/m`, mode 1006) become `.mouse`, X10's
/// (`ESC [ M b x y`) are dropped whole.
///
/// `ESC [ 1 ; m R` is both xterm's F3 with modifier `m` and the terminal's
/// answer to a cursor position question (`ESC [ 6 n`) while the cursor is
/// on row 1: it is F3 only with a modifier xterm sends (2–16; kitty and
/// others send F3 as `ESC [ 13 ; m ~`). A question in the input itself
/// (`ESC [ 6 n`: the reader that asked stopped waiting for its answer)
/// makes the next `ESC [ row ; column R` that answer, dropped whatever
/// its row.
///
/// A sequence is never text: a complete one that names no known key is
/// `.unrecognised`; one cut off by a new Escape, a control character or
/// the terminal going quiet (`flush()`) is dropped too. An Escape waits
/// for what follows: the reader calls `flush()` when nothing came within
/// the Escape delay, which makes the Escapes still waiting keys (`ESC ESC`
/// then quiet is Esc twice).
public struct KeyDecoder: Sendable {
    private enum State: Sendable, Equatable {
        case ground
        case escape
        case escapeEscape
        case controlSequence(alt: Bool)
        case singleShift(alt: Bool)
        case linuxFunction(alt: Bool)
        /// An X10 mouse report's three bytes after `ESC [ M`.
        case mouseReport(remaining: Int)
    }

    /// Longest parameter string kept; a longer one is still read to its end.
    static let parameterLimit = 32

    private var state = State.ground
    private var parameters: [Unicode.Scalar] = []
    private var overflowed = false
    /// Cursor position answers still to come for questions that stopped
    /// being waited for (at most `owedCursorAnswerLimit`).
    private var owedCursorAnswers = 0
    static let owedCursorAnswerLimit = 4

    public init() {}

    /// True while an Escape or a sequence is waiting for more characters.
    public var isPending: Bool { state != .ground }

    /// Takes one character; returns what it completes (often nothing).
    public mutating func feed(_ scalar: Unicode.Scalar) -> [KeyInput] {
        switch state {
        case .ground:
            if scalar == "\u{1B}" {
                state = .escape
                return []
            }
            return [Self.plain(scalar, alt: false)]
        case .escape:
            if startsSequence(scalar, alt: false) { return [] }
            switch scalar {
            case "\u{1B}":
                state = .escapeEscape
                return []
            default:
                state = .ground
                return [Self.plain(scalar, alt: true)]
            }
        case .escapeEscape:
            if startsSequence(scalar, alt: true) { return [] }
            switch scalar {
            case "\u{1B}":
                return [.key(Key(.escape))]
            default:
                state = .escape
                return [.key(Key(.escape))] + feed(scalar)
            }
        case .controlSequence(let alt):
            return controlSequence(scalar, alt: alt)
        case .singleShift(let alt):
            return singleShift(scalar, alt: alt)
        case .linuxFunction(let alt):
            state = .ground
            if scalar == "\u{1B}" {
                state = .escape
                return [.unrecognised]
            }
            guard ("A"..."E").contains(scalar) else { return interrupted(by: scalar) }
            return [.key(Key(.function(Int(scalar.value) - 0x40), alt ? .alt : []))]
        case .mouseReport(let remaining):
            if remaining > 1 {
                state = .mouseReport(remaining: remaining - 1)
                return []
            }
            state = .ground
            return [.unrecognised]
        }
    }

    /// The terminal went quiet: what is waiting ends now. A lone Escape is
    /// Esc, `ESC ESC` is Esc twice, `ESC [` and `ESC O` are Alt-[ and
    /// Alt-O; a sequence cut short is dropped.
    public mutating func flush() -> [KeyInput] {
        let pending = state
        let empty = parameters.isEmpty && !overflowed
        state = .ground
        parameters = []
        overflowed = false
        switch pending {
        case .ground:
            return []
        case .escape:
            return [.key(Key(.escape))]
        case .escapeEscape:
            return [.key(Key(.escape)), .key(Key(.escape))]
        case .controlSequence(let alt) where empty:
            return (alt ? [.key(Key(.escape))] : []) + [.key(.alt("["))]
        case .singleShift(let alt) where empty:
            return (alt ? [.key(Key(.escape))] : []) + [.key(.alt("O"))]
        case .controlSequence, .singleShift, .linuxFunction, .mouseReport:
            return [.unrecognised]
        }
    }

    // MARK: - Sequences

    /// After Escape (`alt`: after two): `[` starts a control sequence and
    /// `O` a single shift; false, and nothing started, for anything else.
    private mutating func startsSequence(_ scalar: Unicode.Scalar, alt: Bool) -> Bool {
        switch scalar {
        case "[": startSequence(.controlSequence(alt: alt))
        case "O": startSequence(.singleShift(alt: alt))
        default: return false
        }
        return true
    }

    private mutating func startSequence(_ next: State) {
        state = next
        parameters = []
        overflowed = false
    }

    private mutating func keep(_ scalar: Unicode.Scalar) {
        if parameters.count < Self.parameterLimit {
            parameters.append(scalar)
        } else {
            overflowed = true
        }
    }

    /// A sequence cut off by `scalar`: the sequence is dropped; a control
    /// character is still the key it is, anything else goes with the sequence.
    private mutating func interrupted(by scalar: Unicode.Scalar) -> [KeyInput] {
        state = .ground
        parameters = []
        if scalar == "\u{1B}" {
            state = .escape
            return [.unrecognised]
        }
        if scalar.value < 0x20 || scalar.value == 0x7F { return [.unrecognised, Self.plain(scalar, alt: false)] }
        return [.unrecognised]
    }

    private mutating func controlSequence(_ scalar: Unicode.Scalar, alt: Bool) -> [KeyInput] {
        let value = scalar.value
        if parameters.isEmpty && !overflowed {
            if scalar == "[" {
                state = .linuxFunction(alt: alt)
                return []
            }
            if scalar == "M" {
                state = .mouseReport(remaining: 3)
                return []
            }
        }
        switch value {
        case 0x30...0x3F:
            keep(scalar)
            return []
        case 0x24 where !parameters.isEmpty && !overflowed && parameters.allSatisfy({ ("0"..."9").contains($0) }):
            // rxvt's Shift form (`ESC [ 2 $`): `$` ends it.
            return finish(final: scalar, alt: alt)
        case 0x20...0x2F:
            keep(scalar)
            return []
        case 0x40...0x7E:
            return finish(final: scalar, alt: alt)
        default:
            return interrupted(by: scalar)
        }
    }

    private mutating func singleShift(_ scalar: Unicode.Scalar, alt: Bool) -> [KeyInput] {
        switch scalar.value {
        case 0x30...0x39, 0x3B:
            keep(scalar)
            return []
        case 0x40...0x7E:
            let fields = overflowed ? nil : Self.fields(parameters)
            state = .ground
            parameters = []
            guard let fields else { return [.unrecognised] }
            return [Self.singleShiftKey(final: scalar, fields: fields, alt: alt)]
        default:
            return interrupted(by: scalar)
        }
    }

    private mutating func finish(final: Unicode.Scalar, alt: Bool) -> [KeyInput] {
        if !overflowed, parameters.first == "<", final == "M" || final == "m" {
            defer { state = .ground; parameters = [] }
            return [Self.mouseReport(parameters.dropFirst(), isPress: final == "M")]
        }
        let fields = overflowed ? nil : Self.fields(parameters)
        state = .ground
        parameters = []
        overflowed = false
        guard let fields else { return [.unrecognised] }
        if final == "n" && fields == [[6]] {
            owedCursorAnswers = min(owedCursorAnswers + 1, Self.owedCursorAnswerLimit)
            return [.unrecognised]
        }
        if final == "R" && owedCursorAnswers > 0 && Self.isCursorAnswer(fields) {
            owedCursorAnswers -= 1
            return alt ? [.key(Key(.escape))] : [.unrecognised]  // an Escape typed right before it is a key
        }
        return [Self.controlSequenceKey(final: final, fields: fields, alt: alt)]
    }

    /// `row ; column` (with the final `R`): the form of a cursor position answer.
    static func isCursorAnswer(_ fields: [[Int?]]) -> Bool {
        fields.count == 2 && fields.allSatisfy { $0.count == 1 && ($0[0] ?? 0) >= 1 }
    }

    /// An SGR mouse report's `b ; x ; y` (after `<`): the event, or
    /// `.unrecognised` when it is not three whole numbers.
    static func mouseReport(_ text: ArraySlice<Unicode.Scalar>, isPress: Bool) -> KeyInput {
        var numbers: [Int] = []
        var current: Int?
        for scalar in text {
            if scalar == ";" {
                guard let value = current else { return .unrecognised }
                numbers.append(value)
                current = nil
            } else if ("0"..."9").contains(scalar) {
                let value = (current ?? 0) * 10 + Int(scalar.value - 48)
                guard value < 100_000 else { return .unrecognised }
                current = value
            } else {
                return .unrecognised
            }
        }
        guard let last = current else { return .unrecognised }
        numbers.append(last)
        guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return .unrecognised }
        return .mouse(MouseEvent(code: numbers[0], column: numbers[1], row: numbers[2], isPress: isPress))
    }

    /// The numeric parameters, each with its `:` sub-parameters (an empty
    /// one is nil); nil when the string holds anything else (`<`, `?`, `>`,
    /// an intermediate byte): no key is sent that way.
    static func fields(_ parameters: [Unicode.Scalar]) -> [[Int?]]? {
        var fields: [[Int?]] = [[nil]]
        for scalar in parameters {
            switch scalar {
            case "0"..."9":
                let digit = Int(scalar.value - 0x30)
                let current = fields[fields.count - 1][fields[fields.count - 1].count - 1] ?? 0
                guard current < 1_000_000 else { return nil }
                fields[fields.count - 1][fields[fields.count - 1].count - 1] = current * 10 + digit
            case ";":
                fields.append([nil])
            case ":":
                fields[fields.count - 1].append(nil)
            default:
                return nil
            }
        }
        return fields
    }

    // MARK: - Keys

    /// A character outside any sequence (after an Escape with `alt`).
    static func plain(_ scalar: Unicode.Scalar, alt: Bool) -> KeyInput {
        let modifiers: KeyModifiers = alt ? .alt : []
        switch scalar.value {
        case 0x0D: return .key(Key(.enter, modifiers))
        case 0x09: return .key(Key(.tab, modifiers))
        case 0x7F: return .key(Key(.backspace, modifiers))
        case 0x00: return .key(Key(.space, modifiers.union(.ctrl)))
        case 0x01...0x1A: return .key(Key(.character(Unicode.Scalar(scalar.value + 0x60)!), modifiers.union(.ctrl)))
        case 0x1B: return .key(Key(.escape, modifiers))
        case 0x1C: return .key(Key(.character("\\"), modifiers.union(.ctrl)))
        case 0x1D: return .key(Key(.character("]"), modifiers.union(.ctrl)))
        case 0x1E: return .key(Key(.character("^"), modifiers.union(.ctrl)))
        case 0x1F: return .key(Key(.character("/"), modifiers.union(.ctrl)))
        case 0x20: return alt ? .key(Key(.space, .alt)) : .text(" ")
        case 0x80...0x9F: return .unrecognised
        default: return alt ? .key(.alt(scalar)) : .text(scalar)
        }
    }

    private static func modifiers(_ fields: [[Int?]], at index: Int, alt: Bool) -> KeyModifiers? {
        var modifiers = KeyModifiers()
        if index < fields.count, let parameter = fields[index][0] {
            guard let given = KeyModifiers(parameter: parameter) else { return nil }
            modifiers = given
        }
        if alt { modifiers.insert(.alt) }
        return modifiers
    }

    /// The modifier parameters xterm sends: 1 + Shift 1, Alt 2, Ctrl 4, Meta 8.
    static let xtermModifierRange = 2...16

    private static let letterKeys: [Unicode.Scalar: Key.Base] = [
        "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end,
        "P": .function(1), "Q": .function(2), "R": .function(3), "S": .function(4),
    ]

    /// The `~` keys by number (VT220, xterm, rxvt, the Linux console).
    private static let tildeKeys: [Int: Key.Base] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12), 25: .function(13), 26: .function(14), 28: .function(15),
        29: .function(16), 31: .function(17), 32: .function(18), 33: .function(19), 34: .function(20),
    ]

    static func controlSequenceKey(final: Unicode.Scalar, fields: [[Int?]], alt: Bool) -> KeyInput {
        let first = fields[0][0]
        switch final {
        case "A", "B", "C", "D", "H", "F", "P", "Q", "R", "S":
            // `ESC [ A` or `ESC [ 1 ; 5 A`; `ESC [ 12 ; 40 R` and `ESC [ 1 ; 40 R` are cursor answers, not F3.
            guard fields.count <= 2, first == nil || first == 1, fields.count == 2 || first == nil,
                  final != "R" || fields.count < 2 || Self.xtermModifierRange.contains(fields[1][0] ?? 0),
                  let modifiers = modifiers(fields, at: 1, alt: alt) else { return .unrecognised }
            return .key(Key(letterKeys[final]!, modifiers))
        case "Z":
            guard fields.count <= 2, let modifiers = modifiers(fields, at: 1, alt: alt) else { return .unrecognised }
            return .key(Key(.tab, modifiers.union(.shift)))
        case "a", "b", "c", "d":
            // rxvt's Shift-arrows.
            guard fields.count == 1, first == nil else { return .unrecognised }
            let base: Key.Base = [.up, .down, .right, .left][Int(final.value - 0x61)]
            return .key(Key(base, alt ? [.shift, .alt] : .shift))
        case "~", "$", "^", "@":
            guard let number = first, fields.count <= (final == "~" ? 3 : 1) else { return .unrecognised }
            if number == 27 && final == "~" {
                // xterm's modifyOtherKeys: `ESC [ 27 ; mods ; code ~`.
                guard fields.count == 3, let code = fields[2][0] else { return .unrecognised }
                return codeKey(code, parameter: fields[1][0], event: nil, alt: alt)
            }
            guard fields.count <= 2, let base = tildeKeys[number] else { return .unrecognised }
            var modifiers: KeyModifiers
            switch final {
            case "$": modifiers = .shift
            case "^": modifiers = .ctrl
            case "@": modifiers = [.ctrl, .shift]
            default:
                guard let given = self.modifiers(fields, at: 1, alt: false) else { return .unrecognised }
                modifiers = given
            }
            if alt { modifiers.insert(.alt) }
            return .key(Key(base, modifiers))
        case "u":
            // CSI-u (kitty, fixterms, xterm's formatOtherKeys): code[:shifted:base] ; mods[:event] ; text
            guard let code = first, fields.count <= 3 else { return .unrecognised }
            let parameter = fields.count > 1 ? fields[1][0] : nil
            let event = fields.count > 1 && fields[1].count > 1 ? fields[1][1] : nil
            return codeKey(code, parameter: parameter, event: event, alt: alt)
        default:
            return .unrecognised  // focus events, keypad Begin, mouse (`<`), reports …
        }
    }

    /// A key given by its Unicode code (CSI-u, modifyOtherKeys).
    static func codeKey(_ code: Int, parameter: Int?, event: Int?, alt: Bool) -> KeyInput {
        if let event, event == 3 { return .unrecognised }  // a release (kitty): the press was the key
        guard var modifiers = parameter.map({ KeyModifiers(parameter: $0) }) ?? KeyModifiers() else {
            return .unrecognised
        }
        if alt { modifiers.insert(.alt) }
        let base: Key.Base
        switch code {
        case 9: base = .tab
        case 13, 57414: base = .enter  // 57414: kitty's keypad Enter
        case 27: base = .escape
        case 8, 127: base = .backspace
        case 32: base = .space
        case 57399...57408:  // kitty's keypad digits
            base = .character(Unicode.Scalar(UInt8(code - 57399 + 0x30)))
        case 0x21...0x7E, 0xA0...0x10FFFF:
            guard let scalar = Unicode.Scalar(code), !(57344...63743).contains(code) else { return .unrecognised }
            base = .character(scalar)
        default:
            return .unrecognised
        }
        if case .character(var scalar) = base {
            if modifiers.contains(.ctrl) {
                scalar = Key.foldedUnderCtrl(scalar)
                // Named as fzf names them: Ctrl-M is Enter, Ctrl-I is Tab.
                if modifiers == .ctrl && scalar == "m" { return .key(Key(.enter)) }
                if modifiers == .ctrl && scalar == "i" { return .key(Key(.tab)) }
            } else if modifiers.contains(.shift), scalar.properties.isLowercase {
                // Shift-a is `A`, text; Alt-Shift-a is Alt-A.
                scalar = String(scalar).uppercased().unicodeScalars.first ?? scalar
                modifiers.remove(.shift)
            }
            modifiers.subtract(modifiers.contains(.ctrl) ? [] : .shift)
            if modifiers.isEmpty { return .text(scalar) }
            return .key(Key(.character(scalar), modifiers))
        }
        if base == .space && modifiers.subtracting(.shift).isEmpty { return .text(" ") }
        if base == .tab && modifiers == .shift { return .key(Key(.tab, .shift)) }
        return .key(Key(base, modifiers))
    }

    static func singleShiftKey(final: Unicode.Scalar, fields: [[Int?]], alt: Bool) -> KeyInput {
        // Old xterms put the modifier right after `O` (`ESC O 5 D`); others `ESC O 1 ; 5 D`.
        let modifierIndex = fields.count >= 2 ? 1 : 0
        guard fields.count <= 2, fields.count == 1 || fields[0][0] == 1,
              let modifiers = modifiers(fields, at: modifierIndex, alt: alt) else { return .unrecognised }
        switch final {
        case "A", "B", "C", "D", "H", "F", "P", "Q", "R", "S":
            return .key(Key(letterKeys[final]!, modifiers))
        case "a", "b", "c", "d":
            // rxvt's Ctrl-arrows.
            guard fields[0][0] == nil else { return .unrecognised }
            let base: Key.Base = [.up, .down, .right, .left][Int(final.value - 0x61)]
            return .key(Key(base, modifiers.union(.ctrl)))
        case "M":
            return .key(Key(.enter, modifiers))
        case "j", "k", "l", "m", "n", "o", "p"..."y", "X":
            // The keypad in application mode: its characters are text.
            guard fields[0][0] == nil else { return .unrecognised }
            let keypad: [Unicode.Scalar: Unicode.Scalar] = [
                "j": "*", "k": "+", "l": ",", "m": "-", "n": ".", "o": "/", "X": "=",
            ]
            let character = keypad[final] ?? Unicode.Scalar(final.value - 0x70 + 0x30)!
            return alt ? .key(.alt(character)) : .text(character)
        default:
            return .unrecognised
        }
    }
}
