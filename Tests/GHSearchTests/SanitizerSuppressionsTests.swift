import Foundation
import Testing
import TestSupport

/// ThreadSanitizer cannot see `Synchronization.Mutex` on Linux, so
/// `scripts/tsan-suppressions.txt` lists every type whose code touches
/// Mutex-guarded state. A list kept by hand drifts (a test helper once came
/// after it and turned the TSan run red): this test reads every Swift file
/// of the package, finds each type that holds a `Mutex` — a stored property,
/// a static one, or a local one in its methods — and fails, naming the line
/// to add, for any that no `race:` entry covers.
@Suite(.standardTimeLimit) struct SanitizerSuppressionsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func everyTypeHoldingAMutexIsSuppressed() async throws {
        // Reading and scanning every file is seconds of work: off the pool.
        let (patterns, holders) = try await offThePool { (try Self.racePatterns(), try Self.mutexHolders()) }
        #expect(holders.count >= 10, "the scan found the Mutex-holding types: \(holders)")
        for holder in holders {
            let mangled = holder.mangledPrefix
            #expect(patterns.contains { Self.matches($0, mangled) },
                    "\(holder.file): \(holder.path.joined(separator: ".")) holds a Mutex; add `race:\(mangled)` to scripts/tsan-suppressions.txt")
        }
    }

    @Test func theScanFindsNestedAndLocalMutexes() {
        let source = """
            import Synchronization
            final class Outer: Sendable {
                struct Inner {
                    let lock = Mutex(0)
                }
                func work() {
                    let local = Mutex<[Int]>([])
                    _ = "{ not a brace }"
                }
            }
            enum Signals {
                private static let installed = Mutex<Bool>(false)
            }
            """
        let found = Set(Self.holders(in: source, module: "M", file: "x.swift").map(\.mangledPrefix))
        #expect(found == ["1M5OuterC5InnerV", "1M5OuterC", "1M7SignalsO"])
        let attributed = "@Suite(.timeLimit(.minutes(2)), .serialized) struct SomeTests {\n    @Test func f() {\n        let count = Mutex(0)\n    }\n}"
        #expect(Self.holders(in: attributed, module: "T", file: "y.swift").map(\.mangledPrefix) == ["1T9SomeTestsV"])
    }

    // MARK: The scan

    struct Holder: Hashable, CustomStringConvertible {
        var module: String
        /// The type and the types it is nested in, outermost first, with their kinds.
        var path: [String]
        var kinds: [Character]
        var file: String

        /// How Swift mangles the type's name (without the leading `$s`):
        /// `12GHSearchCore13SearchSessionC`. TSan matches suppressions against
        /// the symbols in its stacks, which start with this.
        var mangledPrefix: String {
            var text = "\(module.utf8.count)\(module)"
            for (name, kind) in zip(path, kinds) { text += "\(name.utf8.count)\(name)\(kind)" }
            return text
        }

        var description: String { "\(file): \(path.joined(separator: "."))" }
    }

    /// Every type in Sources/ and Tests/ that holds a Mutex.
    static func mutexHolders() throws -> [Holder] {
        var found = Set<Holder>()
        for top in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(top)
            guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                let target = String(relative.split(separator: "/")[0])
                let module = target.replacingOccurrences(of: "-", with: "_")
                let text = try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
                found.formUnion(holders(in: text, module: module, file: top + "/" + relative))
            }
        }
        return found.sorted { $0.description < $1.description }
    }

    private static var declaration: Regex<AnyRegexOutput> { try! Regex(
        #"^(\s*)(?:@.*\)\s+|@\w+\s+)*(?:(?:public|private|fileprivate|internal|package|open|final|nonisolated|indirect)\s+)*(class|struct|enum|actor|extension)\s+([A-Za-z_][A-Za-z0-9_]*)"#) }
    private static var mutexUse: Regex<AnyRegexOutput> { try! Regex(#"\b(?:let|var)\s+\w+\s*(?::\s*Mutex\b|=\s*Mutex\s*[(<])"#) }

    /// The types holding a Mutex in one file. Nesting is read from the
    /// indentation (the code is formatted): a type is inside the nearest
    /// declaration above it that is indented less; a Mutex belongs to the
    /// innermost type around it.
    static func holders(in text: String, module: String, file: String) -> Set<Holder> {
        let declaration = Self.declaration, mutexUse = Self.mutexUse
        let strings = try! Regex(##"#?"(?:[^"\\]|\\.)*"#?"##)
        var stack: [(indent: Int, name: String, kind: Character)] = []
        var found = Set<Holder>()
        var inMultilineString = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.components(separatedBy: "\"\"\"").count == 2 { inMultilineString.toggle(); continue }
            if inMultilineString { continue }
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            let indent = line.count - trimmed.count
            while let last = stack.last, last.indent >= indent { stack.removeLast() }
            if let match = line.firstMatch(of: declaration) {
                let kindWord = match.output[2].substring.map(String.init) ?? ""
                let name = match.output[3].substring.map(String.init) ?? ""
                let kind: Character = switch kindWord {
                case "class", "actor": "C"
                case "struct": "V"
                case "enum": "O"
                default: "?"  // an extension: the kind of the extended type is not known here
                }
                stack.append((indent, name, kind))
                continue
            }
            let code = line.replacing(strings, with: "\"\"")
            if code.firstMatch(of: mutexUse) != nil, let innermost = stack.indices.last {
                let path = stack[...innermost]
                found.insert(Holder(module: module, path: path.map(\.name), kinds: path.map(\.kind), file: file))
            }
        }
        return found
    }

    /// The `race:` patterns of scripts/tsan-suppressions.txt.
    static func racePatterns() throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("scripts/tsan-suppressions.txt"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            line.hasPrefix("race:") ? String(line.dropFirst(5)).trimmingCharacters(in: .whitespaces) : nil
        }
    }

    /// TSan's matching: the pattern anywhere in the name, `*` standing for anything.
    /// An extension's kind is unknown (`?`): any kind matches it.
    static func matches(_ pattern: String, _ mangled: String) -> Bool {
        let expression = pattern.split(separator: "*", omittingEmptySubsequences: false)
            .map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: ".*")
        guard let regex = try? NSRegularExpression(pattern: expression) else { return false }
        let candidates = ["C", "V", "O"].map { mangled.replacingOccurrences(of: "?", with: $0) }
        return candidates.contains { candidate in
            regex.firstMatch(in: candidate, range: NSRange(candidate.startIndex..., in: candidate)) != nil
        }
    }
}
