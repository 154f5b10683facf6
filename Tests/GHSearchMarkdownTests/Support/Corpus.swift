import Foundation
import GHSearchCLI
import GHSearchMarkdown
import GHSearchMarkdownLayout

/// The README corpus in Fixtures/corpus: Markdown written for these tests,
/// and the expected plain output of each at 40, 80 and 120 columns
/// (`NAME.WIDTH.txt`). `GHSEARCH_UPDATE_GOLDEN=1 swift test --filter
/// MarkdownCorpusTests` writes the expected files anew, to be read and
/// checked by a person before they are committed.
enum Corpus {
    static let names = ["project", "cjk", "code", "long", "nested", "hostile", "html"]
    static let widths = [40, 80, 120]
    /// Every narrow width (where indents give way and boxes fold), then
    /// primes and edges up to 130.
    static let sweptWidths = Array(1...24) + [29, 31, 37, 39, 40, 41, 53, 61, 79, 80, 97, 119, 120, 130]

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/corpus")

    static var updating: Bool {
        ProcessInfo.processInfo.environment["GHSEARCH_UPDATE_GOLDEN"] == "1"
    }

    static func markdown(_ name: String) throws -> String {
        let data = try Data(contentsOf: directory.appendingPathComponent(name + ".md"))
        return String(decoding: data, as: UTF8.self)
    }

    static func document(_ name: String) throws -> MarkdownDocument {
        MarkdownParser.parse(try markdown(name))
    }

    /// The expected text of `file`, or nil after writing `actual` there when updating.
    static func expected(_ file: String, actual: String) throws -> String? {
        let url = directory.appendingPathComponent(file)
        if updating {
            try Data(actual.utf8).write(to: url)
            return nil
        }
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }
}

/// Independent checks of rendered lines (not the program's own width or
/// sanitiser code): SGR sequences are the only escapes, and widths are
/// measured by `DisplayColumns`.
enum LineCheck {
    /// `line` without its SGR sequences (`ESC [ digits/; m`), or nil when it
    /// holds any other escape sequence or control character.
    static func visibleText(_ line: String) -> String? {
        var out = ""
        var scalars = line.unicodeScalars[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            if scalar == "\u{1B}" {
                guard scalars.first == "[" else { return nil }
                scalars = scalars.dropFirst()
                while let next = scalars.first, next == ";" || ("0"..."9").contains(next) { scalars = scalars.dropFirst() }
                guard scalars.first == "m" else { return nil }
                scalars = scalars.dropFirst()
                continue
            }
            if isForbidden(scalar) { return nil }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    /// C0 and C1 controls, DEL, and the bidi controls the sanitiser removes.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x061C || v == 0x200E || v == 0x200F
            || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    static func width(_ line: String) -> Int? {
        visibleText(line).map { DisplayColumns.width($0[...]) }
    }
}
