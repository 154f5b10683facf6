import Foundation
import Testing
import TestSupport

/// The target graph (docs/ARCHITECTURE.md, `bash scripts/target-graph.sh`):
/// which of the project's modules each target may import — a new edge fails
/// here until it is written down — and that the graph has no cycle. The
/// pure targets do no file or network I/O and import no C module; the
/// operators import only the standard library and Synchronization (their
/// target has no dependency, so the compiler keeps them from the project's
/// types).
@Suite(.standardTimeLimit) struct ImportGraphTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Types and calls that read or write files, sockets, processes or the
    /// environment: Foundation's, and the C library's that Foundation
    /// re-exports (so an `import Foundation` alone could reach them).
    static let inputOutput = [
        "FileManager", "FileHandle", "Data(contentsOf", "contentsOfFile", ".write(to", ".write(toFile",
        "Glibc.", "Process(", "ProcessInfo", "URLSession", "posix_spawn", "DispatchIO",
        "O_RDONLY", "O_WRONLY", "O_RDWR", "O_CREAT", "STDIN_FILENO", "STDOUT_FILENO", "STDERR_FILENO",
    ]

    /// C library calls, matched as free functions (not a method or a longer
    /// name that ends the same way): `open(`, never `.open(` or `reopen(`.
    static let cCalls = [
        "open", "openat", "creat", "close", "fopen", "fdopen", "fread", "fwrite", "fputs", "fgets", "opendir",
        "readdir", "stat", "lstat", "fstat", "rename", "unlink", "mkdir", "rmdir", "fsync", "ftruncate", "lseek",
        "pread", "pwrite", "socket", "connect", "getenv", "setenv", "print",
    ]
    static var cCall: String { "(?<![A-Za-z0-9_.])(" + cCalls.joined(separator: "|") + ")\\(" }
    /// `read` and `write` are also the names of ordinary closures and
    /// methods: as C calls they take a descriptor first.
    static var descriptorCall: String { "(?<![A-Za-z0-9_.])(read|write)\\((fd|descriptor|STD[A-Z]+_FILENO|[0-9])" }

    static func swiftFiles(in target: String) throws -> [(path: String, text: String)] {
        let root = sources.appendingPathComponent(target)
        let enumerator = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        return try enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map { url in
            (String(url.path.dropFirst(sources.path.count + 1)), try String(contentsOf: url, encoding: .utf8))
        }
    }

    static func imports(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }
            .map { String($0.split(separator: " ").last ?? "") }
    }

    /// Every target under Sources and the project modules it may import.
    /// System modules (Foundation, Dispatch, Glibc…) are not edges of the graph.
    static let allowedImports: [String: Set<String>] = [
        "AsyncOperators": [],
        "GHSearchText": [],
        "GHSearchGitHub": ["AsyncOperators", "GHSearchText"],
        "GHSearchFilter": ["GHSearchText", "GHSearchGitHub"],
        "GHSearchMarkdownLayout": ["GHSearchText"],
        "GHSearchTable": ["GHSearchText", "GHSearchGitHub"],
        "GHSearchKeys": ["GHSearchText", "GHSearchGitHub"],
        "GHSearchAvatar": ["GHSearchText", "GHSearchGitHub"],
        "GHSearchQuota": ["AsyncOperators", "GHSearchGitHub"],
        "GHSearchTheme": ["GHSearchText"],
        "GHSearchPreviewCommand": ["GHSearchText", "GHSearchGitHub", "GHSearchKeys"],
        "GHSearchReadme": ["AsyncOperators", "GHSearchText", "GHSearchGitHub", "GHSearchMarkdownLayout"],
        "GHSearchInteractive": ["AsyncOperators", "GHSearchText", "GHSearchGitHub", "GHSearchFilter", "GHSearchMarkdownLayout",
                                "GHSearchTable", "GHSearchKeys", "GHSearchAvatar", "GHSearchReadme",
                                "GHSearchQuota", "GHSearchTheme", "GHSearchPreviewCommand"],
        "GHSearchSession": ["AsyncOperators", "GHSearchText", "GHSearchGitHub", "GHSearchFilter", "GHSearchMarkdownLayout",
                            "GHSearchKeys", "GHSearchAvatar", "GHSearchReadme", "GHSearchQuota", "GHSearchPreviewCommand",
                            "GHSearchInteractive"],
        "GHSearchScripting": ["GHSearchText", "GHSearchGitHub", "GHSearchFilter", "GHSearchTable"],
        "GHSearchCLI": ["GHSearchText", "GHSearchGitHub", "GHSearchFilter", "GHSearchTable", "GHSearchKeys", "GHSearchTheme",
                        "GHSearchPreviewCommand", "GHSearchInteractive", "GHSearchSession", "GHSearchScripting"],
        "GHSearchCurl": ["GHSearchGitHub", "CCurl", "CLibDeflate"],
        "GHSearchStorage": ["GHSearchGitHub"],
        "GHSearchTerminal": ["GHSearchText", "GHSearchKeys", "GHSearchInteractive", "CEditLine"],
        "GHSearchImage": ["GHSearchAvatar", "CPNG", "CJPEG"],
        "GHSearchMarkdown": ["GHSearchMarkdownLayout", "CCmarkGFM"],
        "GHSearchJQ": ["CJQ"],
        "GHSearchInteractiveMode": ["GHSearchText", "GHSearchGitHub", "GHSearchFilter", "GHSearchMarkdownLayout", "GHSearchKeys",
                                    "GHSearchAvatar", "GHSearchReadme", "GHSearchTheme", "GHSearchPreviewCommand",
                                    "GHSearchInteractive", "GHSearchSession", "GHSearchScripting", "GHSearchCLI",
                                    "GHSearchTerminal"],
        "FakeGitHub": ["CZlib"],
        "fake-github": ["FakeGitHub"],
        "ghsearch": ["GHSearchCLI", "GHSearchText", "GHSearchGitHub", "GHSearchFilter", "GHSearchTable", "GHSearchKeys",
                     "GHSearchAvatar", "GHSearchReadme", "GHSearchQuota", "GHSearchTheme", "GHSearchPreviewCommand",
                     "GHSearchInteractive", "GHSearchSession", "GHSearchScripting", "GHSearchCurl",
                     "GHSearchTerminal", "GHSearchImage", "GHSearchStorage", "GHSearchMarkdown", "GHSearchJQ",
                     "GHSearchInteractiveMode"],
    ]

    /// The targets of plain Swift: no I/O, no C module.
    static let pureTargets = ["AsyncOperators", "GHSearchText", "GHSearchGitHub", "GHSearchFilter", "GHSearchMarkdownLayout",
                               "GHSearchTable", "GHSearchKeys", "GHSearchAvatar", "GHSearchReadme", "GHSearchQuota",
                               "GHSearchTheme", "GHSearchPreviewCommand", "GHSearchInteractive", "GHSearchSession", "GHSearchScripting",
                               "GHSearchCLI"]

    static let systemModules: Set<String> = ["Foundation", "FoundationEssentials", "Synchronization", "Dispatch", "Glibc"]

    @Test func everyTargetImportsOnlyWhatTheGraphAllows() async throws {
        let targets = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path)
            .filter { name in try Self.swiftFiles(in: name).isEmpty == false }
        #expect(Set(targets) == Set(Self.allowedImports.keys), "a target under Sources is missing from the graph, or gone")
        let found = try await offThePool {
            try targets.map { target in (target, try Self.swiftFiles(in: target).map { ($0.path, Self.imports($0.text)) }) }
        }
        for (target, files) in found {
            let allowed = Self.allowedImports[target, default: []]
            for (path, imports) in files {
                for module in imports where !Self.systemModules.contains(module) {
                    #expect(allowed.contains(module), "\(path) imports \(module): a new edge of the target graph")
                }
            }
        }
    }

    @Test func theTargetGraphHasNoCycle() {
        #expect(Self.cycle(in: Self.allowedImports) == nil)
        #expect(Self.cycle(in: ["A": ["B"], "B": ["C"], "C": ["A"]]) != nil)
        #expect(Self.cycle(in: ["A": ["B", "C"], "B": ["C"], "C": []]) == nil)
    }

    /// A path that comes back to where it started, if the graph has one.
    static func cycle(in graph: [String: Set<String>]) -> [String]? {
        var done = Set<String>()
        func visit(_ node: String, _ path: [String]) -> [String]? {
            if let start = path.firstIndex(of: node) { return Array(path[start...]) + [node] }
            if done.contains(node) { return nil }
            for next in graph[node, default: []].sorted() {
                if let found = visit(next, path + [node]) { return found }
            }
            done.insert(node)
            return nil
        }
        for node in graph.keys.sorted() {
            if let found = visit(node, []) { return found }
        }
        return nil
    }

    @Test func thePureTargetsDoNoInputOrOutputAndImportNoCModule() async throws {
        // Reading and matching every file is CPU work: off the pool.
        let files = try await offThePool {
            try Self.pureTargets.flatMap { try Self.swiftFiles(in: $0) }
                .map { ($0.path, Self.inputOutput(in: $0.text), Self.imports($0.text)) }
        }
        #expect(files.count > 50)
        let projectModules = Set(Self.pureTargets)
        for (path, found, imports) in files {
            #expect(found.isEmpty, "\(path) does I/O: \(found)")
            for module in imports {
                #expect(["Foundation", "FoundationEssentials", "Synchronization"].contains(module) || projectModules.contains(module),
                        "\(path) imports \(module)")
            }
        }
    }

    /// What the shipped binary links imports `FoundationEssentials`, never
    /// `Foundation`, which would bring FoundationInternationalization and
    /// ICU's data (docs/RELEASE.md: 15.5 MB stripped against ~60 MB). The
    /// README files once imported Foundation and the release binary grew to
    /// 61 MB with every test passing.
    @Test func theShippedTargetsImportFoundationEssentialsNotFoundation() async throws {
        let targets = ["AsyncOperators", "GHSearchText", "GHSearchGitHub", "GHSearchFilter", "GHSearchMarkdownLayout",
                       "GHSearchTable", "GHSearchInteractive", "GHSearchScripting", "GHSearchCLI", "GHSearchCurl", "GHSearchTerminal", "GHSearchImage",
                       "GHSearchStorage", "GHSearchMarkdown", "GHSearchInteractiveMode", "ghsearch"]
        let files = try await offThePool { try targets.flatMap { try Self.swiftFiles(in: $0) }.map { ($0.path, Self.imports($0.text)) } }
        #expect(files.count > 100)
        for (path, imports) in files {
            #expect(!imports.contains("Foundation"), "\(path) imports Foundation: import FoundationEssentials")
        }
    }

    /// What in `text` (comments left out) reads or writes outside the process.
    static func inputOutput(in text: String) -> [String] {
        // Comments and the text of one-line string literals are words, not calls
        // (help text naming fzf's `print(FIELD)` action, say).
        let lines = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        let code = lines.map(String.init).map { line in
            stringLiteral.stringByReplacingMatches(in: line, range: NSRange(line.startIndex..., in: line), withTemplate: "\"\"")
        }.joined(separator: "\n")
        return inputOutput.filter { code.contains($0) } + matches(of: cCall, in: code) + matches(of: descriptorCall, in: code)
    }

    static let stringLiteral = try! NSRegularExpression(pattern: #""(?:[^"\\]|\\.)*""#)

    static func matches(of pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range, in: text).map { String(text[$0]) }
        }
    }

    /// The rules catch what they are for, and not ordinary Swift that shares a name.
    @Test func theRulesCatchCallsButNotMethodsOfTheSameName() {
        let calls = """
            let fd = open(path, O_RDONLY)
            _ = read(fd, &buffer, 10)
            close(fd)
            print("x")
            let items = try FileManager.default.contentsOfDirectory(atPath: "/")
            """
        #expect(Self.inputOutput(in: calls) == ["FileManager", "O_RDONLY", "open(", "close(", "print(", "read(fd"])
        let ordinary = """
            try write(record)
            writer.write(text, style: .bold)
            try read(&cursor, index)
            let fingerprint = footprint(of: value) + reopen(x) + door.open(x)
            // open(path) in a comment
            let help = "print(FIELD) prints and exits; \\"open(x)\\" too"
            """
        #expect(Self.inputOutput(in: ordinary) == [])
    }

    @Test func theOperatorsImportNothingOfTheProject() throws {
        for file in try Self.swiftFiles(in: "AsyncOperators") {
            #expect(Self.imports(file.text).allSatisfy { $0 == "Synchronization" }, "\(file.path)")
        }
    }
}
