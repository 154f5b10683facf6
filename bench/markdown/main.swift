// The README renderer's benchmark: the package's
// `markdown-benchmark` product, built in release by bench/markdown.sh
// (nothing here ships).
//
//   markdown-benchmark SIZE_KB ITERATIONS CORPUS_DIR
//
// Builds a README of SIZE_KB kilobytes from the test corpus (each file in
// turn, under numbered headings, until the size is reached), then times,
// ITERATIONS times each: parsing (cmark-gfm + the tree into
// MarkdownDocument), laying out at 80 and 120 columns in colour, and the
// baseline, cmark-gfm's own plain-text renderer at 80 columns (C, parse
// included); and cmark-gfm's HTML renderer (parse included), the other
// yardstick the README goal names, with the library's default allocator
// and with cmark's arena as the cmark-gfm program uses it. Prints min/median/max wall time in milliseconds, the median
// CPU time of the thread (what the work costs when the machine is shared:
// waiting for a core is not counted), and ratios to the baseline.
import CCmarkGFM
import Foundation
import GHSearchCLI
import GHSearchMarkdown
import GHSearchGitHub
import GHSearchMarkdownLayout
import GHSearchInteractive
import GHSearchPresent
import GHSearchReadme

func fail(_ text: String) -> Never {
    FileHandle.standardError.write(Data((text + "\n").utf8))
    exit(64)
}

func milliseconds(_ start: ContinuousClock.Instant) -> Double {
    let d = ContinuousClock.now - start
    return (Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18) * 1000
}

/// The CPU time this thread has used, in milliseconds.
func threadCPU() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1e6
}

struct Timing {
    var name: String
    var times: [Double]
    var cpu: [Double]
    var median: Double { times.sorted()[times.count / 2] }
    var medianCPU: Double { cpu.sorted()[cpu.count / 2] }

    func line(baseline: Timing) -> String {
        let sorted = times.sorted()
        func f(_ value: Double) -> String { String(format: "%7.2f", value) }
        return "\(name.padding(toLength: 34, withPad: " ", startingAt: 0)) wall min \(f(sorted[0])) median \(f(median))"
            + " max \(f(sorted[sorted.count - 1])) ms  cpu median \(f(medianCPU)) ms"
            + "  ×\(String(format: "%.2f", medianCPU / baseline.medianCPU)) of cmark"
    }
}

func time(_ name: String, _ iterations: Int, _ body: () -> Int) -> Timing {
    var times: [Double] = []
    var cpu: [Double] = []
    var sink = 0
    for _ in 0..<iterations {
        let start = ContinuousClock.now
        let startCPU = threadCPU()
        sink &+= body()
        cpu.append(threadCPU() - startCPU)
        times.append(milliseconds(start))
    }
    if sink == -1 { print("") }
    return Timing(name: name, times: times, cpu: cpu)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3, let kilobytes = Int(arguments[0]), let iterations = Int(arguments[1]), iterations > 0 else {
    fail("usage: markdown-bench SIZE_KB ITERATIONS CORPUS_DIR")
}
let corpus = ["project", "cjk", "code", "long", "nested", "html", "hostile"].map { name -> String in
    guard let data = FileManager.default.contents(atPath: arguments[2] + "/" + name + ".md") else {
        fail("cannot read \(name).md in \(arguments[2])")
    }
    return String(decoding: data, as: UTF8.self)
}
var readme = ""
var section = 0
while readme.utf8.count < kilobytes * 1000 {
    readme += "\n\n## Section \(section)\n\n" + corpus[section % corpus.count]
    section += 1
}
let bytes = readme.utf8.count

let document = MarkdownParser.parse(readme)
let lines80 = MarkdownRenderer(width: 80, colorMode: .trueColor).render(document).lines.count
print("README: \(bytes) bytes, \(section) sections, \(document.blocks.count) top-level blocks, \(lines80) lines at 80 columns")

let baseline = time("cmark-gfm plaintext 80 (baseline)", iterations) {
    var copy = readme
    return copy.withUTF8 { buffer -> Int in
        buffer.withMemoryRebound(to: CChar.self) { chars -> Int in
            var attached: Int32 = 0
            guard let root = ghs_cmark_parse_gfm(chars.baseAddress, chars.count, &attached) else { return 0 }
            defer { ghs_cmark_node_free(root) }
            guard let text = ghs_cmark_render_plaintext(root, 80) else { return 0 }
            defer { free(text) }
            return strlen(text)
        }
    }
}
// cmark-gfm's HTML renderer, from the library the parser loaded (the
// program itself never renders HTML, so its C shim does not offer it).
typealias RenderHTML = @convention(c) (OpaquePointer?, Int32, OpaquePointer?) -> UnsafeMutablePointer<CChar>?
guard let library = dlopen(GHS_CMARK_SONAME, RTLD_NOW), let symbol = dlsym(library, "cmark_render_html") else {
    fail("cannot find cmark_render_html in \(GHS_CMARK_SONAME)")
}
let renderHTML = unsafeBitCast(symbol, to: RenderHTML.self)
let html = time("cmark-gfm HTML", iterations) {
    var copy = readme
    return copy.withUTF8 { buffer -> Int in
        buffer.withMemoryRebound(to: CChar.self) { chars -> Int in
            var attached: Int32 = 0
            guard let root = ghs_cmark_parse_gfm(chars.baseAddress, chars.count, &attached) else { return 0 }
            defer { ghs_cmark_node_free(root) }
            guard let text = renderHTML(root, 0, nil) else { return 0 }
            defer { free(text) }
            return strlen(text)
        }
    }
}
// The same as the cmark-gfm program renders HTML: its parser's memory from
// cmark's own arena (cmark_get_arena_mem_allocator, given back at once by
// cmark_arena_reset, as its main.c does in a release build), the same
// four extensions attached.
typealias NewParserWithMemory = @convention(c) (Int32, UnsafeMutableRawPointer?) -> OpaquePointer?
typealias ArenaAllocator = @convention(c) () -> UnsafeMutableRawPointer?
typealias ArenaReset = @convention(c) () -> Void
typealias FindExtension = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
typealias AttachExtension = @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
typealias Feed = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int) -> Void
typealias Finish = @convention(c) (OpaquePointer?) -> OpaquePointer?
typealias FreeParser = @convention(c) (OpaquePointer?) -> Void
func cmarkFunction<T>(_ name: String, as type: T.Type) -> T {
    guard let symbol = dlsym(library, name) else { fail("cannot find \(name) in \(GHS_CMARK_SONAME)") }
    return unsafeBitCast(symbol, to: type)
}
let newParserWithMemory = cmarkFunction("cmark_parser_new_with_mem", as: NewParserWithMemory.self)
let arenaAllocator = cmarkFunction("cmark_get_arena_mem_allocator", as: ArenaAllocator.self)
let arenaReset = cmarkFunction("cmark_arena_reset", as: ArenaReset.self)
let findExtension = cmarkFunction("cmark_find_syntax_extension", as: FindExtension.self)
let attachExtension = cmarkFunction("cmark_parser_attach_syntax_extension", as: AttachExtension.self)
let feed = cmarkFunction("cmark_parser_feed", as: Feed.self)
let finish = cmarkFunction("cmark_parser_finish", as: Finish.self)
let freeParser = cmarkFunction("cmark_parser_free", as: FreeParser.self)
let htmlArena = time("cmark-gfm HTML, arena (its program)", iterations) {
    var copy = readme
    return copy.withUTF8 { buffer -> Int in
        buffer.withMemoryRebound(to: CChar.self) { chars -> Int in
            guard let parser = newParserWithMemory(0, arenaAllocator()) else { return 0 }
            for name in ["table", "strikethrough", "autolink", "tasklist"] {
                _ = attachExtension(parser, findExtension(name))
            }
            feed(parser, chars.baseAddress, chars.count)
            let root = finish(parser)
            freeParser(parser)
            // The HTML is in the arena too (the renderer takes the tree's memory).
            defer { arenaReset() }
            guard let text = renderHTML(root, 0, nil) else { return 0 }
            return strlen(text)
        }
    }
}
let parse = time("parse (cmark-gfm + tree)", iterations) { MarkdownParser.parse(readme).blocks.count }
let layout80 = time("layout 80 columns, colour", iterations) {
    MarkdownRenderer(width: 80, colorMode: .trueColor).render(document).lines.count
}
let layout120 = time("layout 120 columns, colour", iterations) {
    MarkdownRenderer(width: 120, colorMode: .trueColor).render(document).lines.count
}
let whole = time("parse + layout 80 columns", iterations) {
    MarkdownRenderer(width: 80, colorMode: .trueColor).render(MarkdownParser.parse(readme)).lines.count
}
// In the program: Tab on a row whose README has arrived, through the view
// model, its layout effect run by a `DetailLayouter` (as the session runs
// it, off its lock) and the body handed back, then the detail screen's
// frame; then closing and opening it again, at the same width (laid out
// before: kept by the layouter).
let repository = Repository(name: "big", fullName: "octo/big", htmlURL: "https://github.com/octo/big",
                            description: "A large README", id: 1)
let target = ReadmeTarget(owner: "octo", name: "big")
let file = ReadmeResult.readme(Readme(document: document, byteCount: bytes))
let answered = Date(timeIntervalSince1970: 1_790_000_000)
func listed() -> SearchViewModel {
    var model = SearchViewModel(screenRows: 40, screenColumns: 120,
                                presentation: DetailPresentation(colorMode: .trueColor, preview: .never))
    _ = model.send(.key(.list(.submit("octo"))))
    _ = model.send(.loading(.searchStarted(.user("octo"))))
    _ = model.send(.loading(.searchFinished(.user("octo"), outcome: .loaded(RepositoryPage(repositories: [repository])))))
    return model
}
/// Sends `action`, and the bodies of the layouts it asks for, as the session does.
func send(_ action: SearchAction, to model: inout SearchViewModel, layouter: DetailLayouter) {
    for effect in model.send(action) {
        if case .session(.layout(let request)) = effect {
            send(request.answer(layouter.body(for: request)), to: &model, layouter: layouter)
        }
    }
}
let detailScreen = DetailScreen()
func frame(_ model: SearchViewModel) -> Int {
    guard let detail = model.detail else { fail("no detail view") }
    return detailScreen.render(detail, width: 120, height: 40, now: answered, colorMode: .trueColor).count
}
let open = time("Tab: README laid out, frame drawn (120x40)", iterations) {
    var model = listed()
    let layouter = DetailLayouter()
    send(.key(.list(.openDetail)), to: &model, layouter: layouter)
    send(.readmeLoaded(target, .success(file), at: answered), to: &model, layouter: layouter)
    return frame(model)
}
var reopened = listed()
let keeping = DetailLayouter()
send(.key(.list(.openDetail)), to: &reopened, layouter: keeping)
send(.readmeLoaded(target, .success(file), at: answered), to: &reopened, layouter: keeping)
let reopen = time("Esc, Tab again: kept layout, frame drawn", iterations) {
    send(.key(.list(.clear)), to: &reopened, layouter: keeping)
    send(.key(.list(.openDetail)), to: &reopened, layouter: keeping)
    return frame(reopened)
}
for timing in [baseline, html, htmlArena, parse, layout80, layout120, whole, open, reopen] {
    print(timing.line(baseline: baseline))
}
print("parse + layout 80 columns against cmark-gfm HTML (CPU medians): ×"
      + String(format: "%.2f", whole.medianCPU / html.medianCPU) + " (goal ≤ 1.5); against its program's way (arena): ×"
      + String(format: "%.2f", whole.medianCPU / htmlArena.medianCPU))
print("goal: a README opened again on screen in 5 ms (median CPU) — \(reopen.medianCPU <= 5 ? "met" : "NOT met")")
print("goal: layout under 16 ms (median CPU) — \(layout80.medianCPU < 16 ? "met" : "NOT met")")
/// The bytes of the slabs of cmark's arena for one parse of `text` (the
/// memory the parser holds at once, at most).
func arenaBytes(_ text: String) -> Int {
    var copy = text
    return copy.withUTF8 { buffer -> Int in
        buffer.withMemoryRebound(to: CChar.self) { chars -> Int in
            var attached: Int32 = 0
            var arena: OpaquePointer?
            _ = ghs_cmark_parse_gfm_in_arena(chars.baseAddress, chars.count, &attached, &arena)
            defer { ghs_cmark_arena_free(arena) }
            return arena.map { ghs_cmark_arena_bytes($0) } ?? 0
        }
    }
}
// After the timings: the hostile parses change the heap the steps above ran on.
let megabyte = 1 << 20
print("cmark's arena for one parse: README \(arenaBytes(readme) / 1024) KiB;"
      + " 1 MiB of `[`: \(arenaBytes(String(repeating: "[", count: megabyte)) / 1024) KiB;"
      + " of `*a `: \(arenaBytes(String(repeating: "*a ", count: megabyte / 3)) / 1024) KiB;"
      + " of `> `: \(arenaBytes(String(repeating: "> ", count: megabyte / 2)) / 1024) KiB")
