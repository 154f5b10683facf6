@testable import GHSearchCLI
import TestSupport
import Testing
@testable import GHSearchInteractive
@testable import GHSearchKeys

/// The decoder against the sequences real terminals send (xterm's
/// ctlseqs "PC-Style Function Keys", rxvt's and the Linux console's key
/// tables, kitty's keyboard protocol), key by key and modifier by modifier.
@Suite(.standardTimeLimit) struct KeyDecoderTests {
    private func decode(_ text: String, flush: Bool = true) -> [KeyInput] {
        var decoder = KeyDecoder()
        var out: [KeyInput] = []
        for scalar in text.unicodeScalars { out += decoder.feed(scalar) }
        if flush { out += decoder.flush() }
        return out
    }

    private func key(_ base: Key.Base, _ modifiers: KeyModifiers = []) -> [KeyInput] {
        [.key(Key(base, modifiers))]
    }

    /// xterm's modifier parameters 2…8 and what each means.
    private static let modifierParameters: [(Int, KeyModifiers)] = [
        (2, .shift), (3, .alt), (4, [.alt, .shift]), (5, .ctrl), (6, [.ctrl, .shift]),
        (7, [.ctrl, .alt]), (8, [.ctrl, .alt, .shift]),
    ]

    private static let arrows: [(Unicode.Scalar, Key.Base)] = [("A", .up), ("B", .down), ("C", .right), ("D", .left)]
    private static let functionTildes: [(Int, Int)] = [
        (5, 15), (6, 17), (7, 18), (8, 19), (9, 20), (10, 21), (11, 23), (12, 24),
    ]
    private static let editingTildes: [(Int, Key.Base)] = [(2, .insert), (3, .delete), (5, .pageUp), (6, .pageDown)]

    /// A table of (sequence, key) for one terminal.
    private typealias Table = [(String, Key)]

    /// xterm and VTE (GNOME Terminal, Tilix …): CSI arrows (SS3 in
    /// application mode), `CSI H`/`CSI F`, SS3 F1–F4, `CSI 1 ; m X` and
    /// `CSI n ; m ~` with modifiers.
    private static var xterm: Table {
        var table: Table = []
        for (final, base) in arrows + [("H", .home), ("F", .end)] {
            table.append(("\u{1B}[\(final)", Key(base)))
            table.append(("\u{1B}O\(final)", Key(base)))
            for (m, modifiers) in modifierParameters { table.append(("\u{1B}[1;\(m)\(final)", Key(base, modifiers))) }
        }
        for (n, base) in editingTildes {
            table.append(("\u{1B}[\(n)~", Key(base)))
            for (m, modifiers) in modifierParameters { table.append(("\u{1B}[\(n);\(m)~", Key(base, modifiers))) }
        }
        for (index, final) in ["P", "Q", "R", "S"].enumerated() {
            table.append(("\u{1B}O\(final)", Key(.function(index + 1))))
            for (m, modifiers) in modifierParameters {
                table.append(("\u{1B}[1;\(m)\(final)", Key(.function(index + 1), modifiers)))
            }
        }
        for (f, n) in functionTildes {
            table.append(("\u{1B}[\(n)~", Key(.function(f))))
            for (m, modifiers) in modifierParameters { table.append(("\u{1B}[\(n);\(m)~", Key(.function(f), modifiers))) }
        }
        table.append(("\u{1B}[Z", Key(.tab, .shift)))
        return table
    }

    /// tmux and screen (TERM=screen/tmux): xterm's keys with the modifiers
    /// tmux passes on, but Home/End as VT220's `CSI 1 ~`/`CSI 4 ~`.
    private static var tmux: Table {
        var table = xterm.filter { !$0.0.hasSuffix("H") && !$0.0.hasSuffix("F") }
        table.append(("\u{1B}[1~", Key(.home)))
        table.append(("\u{1B}[4~", Key(.end)))
        for (m, modifiers) in modifierParameters {
            table.append(("\u{1B}[1;\(m)H", Key(.home, modifiers)))
            table.append(("\u{1B}[1;\(m)F", Key(.end, modifiers)))
        }
        return table
    }

    /// rxvt/urxvt: `CSI a`…`d` Shift-arrows, `SS3 a`…`d` Ctrl-arrows, Alt
    /// as an Escape before the key; `~` keys with `$` (Shift), `^` (Ctrl),
    /// `@` (Ctrl-Shift); Home `CSI 7 ~`, End `CSI 8 ~`; F1–F4 `CSI 11…14 ~`.
    private static var rxvt: Table {
        var table: Table = []
        let rxvtSuffixes: [(String, KeyModifiers)] = [("~", []), ("$", .shift), ("^", .ctrl), ("@", [.ctrl, .shift])]
        for (final, base) in arrows {
            table.append(("\u{1B}[\(final)", Key(base)))
            table.append(("\u{1B}[\(Character(final).lowercased())", Key(base, .shift)))
            table.append(("\u{1B}O\(Character(final).lowercased())", Key(base, .ctrl)))
            table.append(("\u{1B}\u{1B}[\(final)", Key(base, .alt)))
        }
        for (n, base) in editingTildes + [(7, .home), (8, .end)] {
            for (suffix, modifiers) in rxvtSuffixes {
                table.append(("\u{1B}[\(n)\(suffix)", Key(base, modifiers)))
                table.append(("\u{1B}\u{1B}[\(n)\(suffix)", Key(base, modifiers.union(.alt))))
            }
        }
        for (f, n) in [(1, 11), (2, 12), (3, 13), (4, 14)] + functionTildes {
            for (suffix, modifiers) in rxvtSuffixes { table.append(("\u{1B}[\(n)\(suffix)", Key(.function(f), modifiers))) }
        }
        return table
    }

    /// The Linux console: `CSI [ A`…`E` for F1–F5, VT220's `~` keys, no modifiers.
    private static var linux: Table {
        var table: Table = arrows.map { ("\u{1B}[\($0.0)", Key($0.1)) }
        table += [("\u{1B}[1~", Key(.home)), ("\u{1B}[4~", Key(.end))]
        table += editingTildes.map { ("\u{1B}[\($0.0)~", Key($0.1)) }
        table += ["A", "B", "C", "D", "E"].enumerated().map { ("\u{1B}[[\($0.element)", Key(.function($0.offset + 1))) }
        table += functionTildes.map { ("\u{1B}[\($0.1)~", Key(.function($0.0))) }
        return table
    }

    /// kitty: xterm's legacy forms (F3 with modifiers also as `CSI 13 ; m ~`),
    /// and CSI-u where it uses it (`CSI code ; mods u`).
    private static var kitty: Table {
        var table = xterm
        for (m, modifiers) in modifierParameters { table.append(("\u{1B}[13;\(m)~", Key(.function(3), modifiers))) }
        table += [
            ("\u{1B}[97;5u", .ctrl("a")), ("\u{1B}[97;7u", Key(.character("a"), [.ctrl, .alt])),
            ("\u{1B}[13;3u", Key(.enter, .alt)), ("\u{1B}[13;5u", Key(.enter, .ctrl)), ("\u{1B}[27u", Key(.escape)),
            ("\u{1B}[9;2u", Key(.tab, .shift)), ("\u{1B}[127;3u", Key(.backspace, .alt)),
            ("\u{1B}[32;5u", Key(.space, .ctrl)), ("\u{1B}[98;3u", .alt("b")), ("\u{1B}[98;4u", .alt("B")),
            ("\u{1B}[57414u", Key(.enter)), ("\u{1B}[97;5:1u", .ctrl("a")), ("\u{1B}[97;5:2u", .ctrl("a")),
            // xterm's modifyOtherKeys
            ("\u{1B}[27;5;13~", Key(.enter, .ctrl)), ("\u{1B}[27;2;9~", Key(.tab, .shift)), ("\u{1B}[27;5;97~", .ctrl("a")),
        ]
        return table
    }

    private func check(_ table: Table, terminal: String) {
        for (sequence, expected) in table {
            let decoded = decode(sequence)
            #expect(decoded == [.key(expected)], "\(terminal): \(sequence.debugDescription) gave \(decoded)")
            // Followed by text, in the same read: the sequence ends where it should.
            #expect(decode(sequence + "x") == [.key(expected), .text("x")], "\(terminal): \(sequence.debugDescription)")
        }
    }

    @Test func xtermAndVTE() { check(Self.xterm, terminal: "xterm") }
    @Test func tmuxAndScreen() { check(Self.tmux, terminal: "tmux") }
    @Test func rxvt() { check(Self.rxvt, terminal: "rxvt") }
    @Test func linuxConsole() { check(Self.linux, terminal: "linux") }
    @Test func kitty() { check(Self.kitty, terminal: "kitty") }

    @Test func everyDecodedKeyIsNamedAsFzfNamesIt() {
        for (_, key) in Self.xterm + Self.tmux + Self.rxvt + Self.linux + Self.kitty {
            if case .function(let n) = key.base, n > 12 { continue }
            #expect(Key(name: key.name) == key, "\(key.name)")
        }
        #expect(Key(.left, .ctrl).name == "ctrl-left")
        #expect(Key(.up, .shift).name == "shift-up")
        #expect(Key(.tab, .shift).name == "btab")
        #expect(Key(.backspace, .alt).name == "alt-bspace")
        #expect(Key(.pageDown).name == "pgdn")
        #expect(Key(.delete).name == "del")
        #expect(Key(.up, [.ctrl, .alt, .shift]).name == "ctrl-alt-shift-up")
        #expect(Key(name: "page-up") == Key(.pageUp))
        #expect(Key(name: "ctrl-m") == Key(.enter))
        #expect(Key(name: "shift-tab") == Key(.tab, .shift))
        #expect(Key(name: "CTRL-A") == .ctrl("a"))
        for bad in ["a", "ctrl-", "ctrl-ctrl-a", "hyper-a", "f0", "f13", "alt-", "", "btab-x", "ctrl-btab", "alt-ab"] {
            #expect(Key(name: bad) == nil, "\(bad)")
        }
    }

    /// Found by fuzzing: Ctrl with a sign CSI-u can send (`ESC [ 96 ; 5 u`,
    /// Ctrl-backquote) had a name that did not read back.
    @Test func everyCtrlKeyCSIuCanSendIsNamedAsItReadsBack() {
        for code in [0x60, 0x21, 0x2D, 0x5B, 0x7E, 0xE9, 0xC9, 0x4B, 0x6D, 0x69, 0x130] {
            for m in [5, 6, 7, 8] {
                guard case .key(let key)? = decode("\u{1B}[\(code);\(m)u").first else {
                    Issue.record("code \(code) mods \(m) is no key")
                    continue
                }
                #expect(Key(name: key.name) == key, "code \(code) mods \(m): \(key.name)")
            }
        }
        #expect(decode("\u{1B}[109;5u") == key(.enter))
        #expect(decode("\u{1B}[105;5u") == key(.tab))
        #expect(decode("\u{1B}[75;5u") == [.key(.ctrl("k"))])
    }

    /// Found by fuzzing: a name read by grapheme glued a combining mark to
    /// `alt-`'s dash (`alt-` + U+031F), so Alt with a combining mark had no name.
    @Test func aCombiningMarkAfterAltIsItsOwnKey() {
        #expect(decode("\u{1B}\u{31F}") == [.key(.alt("\u{31F}"))])
        #expect(Key(name: Key.alt("\u{31F}").name) == .alt("\u{31F}"))
        #expect(Key(name: "ctrl-alt-\u{301}") == Key(.character("\u{301}"), [.ctrl, .alt]))
    }

    @Test func controlCharactersAndAltKeys() {
        #expect(decode("\u{01}\u{17}\u{0B}\u{19}\r\n\t\u{7F}\u{08}\u{00}") == [
            .key(.ctrl("a")), .key(.ctrl("w")), .key(.ctrl("k")), .key(.ctrl("y")), .key(Key(.enter)),
            .key(.ctrl("j")), .key(Key(.tab)), .key(Key(.backspace)), .key(.ctrl("h")), .key(Key(.space, .ctrl)),
        ])
        #expect(decode("\u{1B}b\u{1B}f\u{1B}d\u{1B}\u{7F}\u{1B}\r\u{1B} \u{1B}\u{01}\u{1B}B") == [
            .key(.alt("b")), .key(.alt("f")), .key(.alt("d")), .key(Key(.backspace, .alt)), .key(Key(.enter, .alt)),
            .key(Key(.space, .alt)), .key(Key(.character("a"), [.ctrl, .alt])), .key(.alt("B")),
        ])
        #expect(decode("ab é저") == [.text("a"), .text("b"), .text(" "), .text("é"), .text("저")])
    }

    @Test func eachEscapeCounts() {
        #expect(decode("\u{1B}") == key(.escape))
        #expect(decode("\u{1B}\u{1B}") == key(.escape) + key(.escape))
        #expect(decode("\u{1B}\u{1B}\u{1B}") == key(.escape) + key(.escape) + key(.escape))
        #expect(decode("\u{1B}\u{1B}x") == key(.escape) + [.key(.alt("x"))])
        #expect(decode("\u{1B}", flush: false) == [])
    }

    @Test func aSequenceCutShortIsDroppedNeverText() {
        #expect(decode("\u{1B}[") == [.key(.alt("["))])
        #expect(decode("\u{1B}O") == [.key(.alt("O"))])
        #expect(decode("\u{1B}[1;5") == [.unrecognised])
        #expect(decode("\u{1B}[1;\u{1B}[A") == [.unrecognised, .key(Key(.up))])
        #expect(decode("\u{1B}[1;5\u{03}") == [.unrecognised, .key(.ctrl("c"))])
        #expect(decode("\u{1B}[1;5저x") == [.unrecognised, .text("x")])
        #expect(decode("\u{1B}[[") == [.unrecognised])
    }

    @Test func unknownSequencesAreSwallowedWhole() {
        for sequence in [
            "\u{1B}[99~", "\u{1B}[1;5X", "\u{1B}[I", "\u{1B}[O", "\u{1B}[E", "\u{1B}[1;5E", "\u{1B}[12;40R",
            "\u{1B}[?1;2c", "\u{1B}[>0;95;0c", "\u{1B}[1;9A", "\u{1B}[1;300A", "\u{1B}[97;5:3u", "\u{1B}[57344u",
            "\u{1B}[99999999999999999999999A", "\u{1B}[" + String(repeating: "1;", count: 100) + "A", "\u{1B}[200~",
            "\u{1B}Oz", "\u{1B}O5Z", "\u{1B}[[F", "\u{1B}[2 q",
        ] {
            #expect(decode(sequence + "x") == [.unrecognised, .text("x")], "\(sequence.debugDescription)")
        }
    }

    /// A cursor position answer on row 1 (`ESC [ 1 ; column R`) is F3 only
    /// with a modifier xterm sends (2–16); with any other column it is the
    /// answer, dropped.
    @Test func aCursorAnswerOnTheFirstRowIsNotF3() {
        for column in [1, 17, 33, 40, 65, 80, 200] {
            #expect(decode("\u{1B}[1;\(column)Rx") == [.unrecognised, .text("x")], "column \(column)")
        }
        #expect(decode("\u{1B}[1;2R") == key(.function(3), .shift), "xterm's Shift-F3 is still F3")
    }

    /// After a cursor question in the input (one its asker stopped waiting
    /// for), the next `ESC [ row ; column R` is its answer whatever the row,
    /// even one that reads as xterm's Ctrl-F3; the one after it is F3 again.
    @Test func theAnswerToAnOwedCursorQuestionIsDroppedNotF3() {
        #expect(decode("\u{1B}[6n\u{1B}[1;5Rx\u{1B}[1;5R")
                == [.unrecognised, .unrecognised, .text("x"), .key(Key(.function(3), .ctrl))])
        #expect(decode("\u{1B}[6n\u{1B}[1R\u{1B}[1;2R") == [.unrecognised, .unrecognised, .unrecognised],
                "a sequence not of the answer's form leaves it owed")
        #expect(decode("\u{1B}[6nq\u{1B}\u{1B}[1;3R") == [.unrecognised, .text("q"), .key(Key(.escape))],
                "an Escape typed right before the answer is Esc")
        #expect(decode("\u{1B}[6n\u{1B}[A") == [.unrecognised, .key(Key(.up))], "keys are keys meanwhile")
        let questions = String(repeating: "\u{1B}[6n", count: 10)
        let answers = String(repeating: "\u{1B}[1;2R", count: 10)
        #expect(decode(questions + answers).filter { $0 != .unrecognised }.count == 10 - KeyDecoder.owedCursorAnswerLimit,
                "answers owed are bounded")
    }

    /// SGR reports (mode 1006) are mouse events, never text; X10's are dropped whole.
    @Test func mouseReportsAreEventsOrSwallowedWhole() {
        #expect(decode("\u{1B}[<64;10;5M\u{1B}[<65;10;5Mq") == [.mouse(MouseEvent(button: .wheelUp, column: 10, row: 5)),
                                                           .mouse(MouseEvent(button: .wheelDown, column: 10, row: 5)), .text("q")])
        #expect(decode("\u{1B}[<0;120;40mq") == [.mouse(MouseEvent(button: .left, isPress: false, column: 120, row: 40)), .text("q")])
        #expect(decode("\u{1B}[<2;3;4M") == [.mouse(MouseEvent(button: .right, column: 3, row: 4))])
        #expect(decode("\u{1B}[<4;3;4M\u{1B}[<20;3;4M") == [.mouse(MouseEvent(button: .left, modifiers: .shift, column: 3, row: 4)),
                                                         .mouse(MouseEvent(button: .left, modifiers: [.shift, .ctrl], column: 3, row: 4))])
        #expect(decode("\u{1B}[<32;9;9M\u{1B}[<35;9;9M") == [.mouse(MouseEvent(button: .left, isMotion: true, column: 9, row: 9)),
                                                          .mouse(MouseEvent(button: .other, isMotion: true, column: 9, row: 9))])
        #expect(decode("\u{1B}[<66;1;1M\u{1B}[<1;1;1M") == [.mouse(MouseEvent(button: .other, column: 1, row: 1)),
                                                         .mouse(MouseEvent(button: .middle, column: 1, row: 1))])
        // Not three whole numbers, a zero position, a number too long: dropped whole, never text.
        for bad in ["\u{1B}[<0;1M", "\u{1B}[<0;0;1M", "\u{1B}[<0;1;2;3M", "\u{1B}[<;1;1M", "\u{1B}[<0;1:2;3M",
                    "\u{1B}[<0;999999;1M", "\u{1B}[<0;1;1x", "\u{1B}[<" + String(repeating: "1", count: 40) + ";1;1M"] {
            #expect(decode(bad + "q") == [.unrecognised, .text("q")], "\(bad.debugDescription)")
        }
        #expect(decode("\u{1B}[M !!q") == [.unrecognised, .text("q")])
        #expect(decode("\u{1B}[M`\u{FFFD}\u{FFFD}q") == [.unrecognised, .text("q")])
    }

    @Test func theKeypadInApplicationModeTypesItsCharacters() {
        #expect(decode("\u{1B}Op\u{1B}Oy\u{1B}Ok\u{1B}OM") == [.text("0"), .text("9"), .text("+"), .key(Key(.enter))])
        #expect(decode("\u{1B}O5D\u{1B}O1;5C") == key(.left, .ctrl) + key(.right, .ctrl))
    }
}
